// Client Satisfaction Measurement: survey invitations of closed cases, the answers, the year's answers for
// the report and the retention purge. Reads and writes only (services/csm.ts holds the rules).
import type { Insertable, Kysely } from 'kysely';
import type { CsmResponsesTable, Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** Creates the case's one invitation; false when it already has one (a case closed, reopened, closed). */
export async function insertInvitation(
  db: Db,
  row: { case_id: number; link_key: string; created_at: string },
): Promise<number | null> {
  const r = await db
    .insertInto('csm_invitations')
    .values(row)
    .onConflict((oc) => oc.column('case_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r?.id ?? null;
}

/** An invitation with what the survey needs of its case (kind and office); undefined once the case is gone. */
export const findInvitation = (db: Db, id: number) =>
  db
    .selectFrom('csm_invitations as i')
    .innerJoin('concern_cases as c', 'c.id', 'i.case_id')
    .select(['i.id', 'i.case_id', 'i.link_key', 'i.created_at', 'i.used_at', 'c.kind', 'c.office_id'])
    .where('i.id', '=', id)
    .executeTakeFirst();

/** Marks the invitation used, unless it already is: true for exactly one of two answers sent at once. */
export async function claimInvitation(db: Db, id: number, at: string): Promise<boolean> {
  const r = await db
    .updateTable('csm_invitations')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertResponse(db: Db, row: Insertable<CsmResponsesTable>): Promise<void> {
  await db.insertInto('csm_responses').values(row).execute();
}

/** Every answer of a campus year, with the service's title, for the report. */
export const responsesOfYear = (db: Db, year: number) =>
  db
    .selectFrom('csm_responses as r')
    .leftJoin('citizen_services as s', 's.id', 'r.service_id')
    .select([
      'r.channel',
      'r.service_id',
      's.title as service_title',
      'r.office_id',
      'r.client_type',
      'r.cc1',
      'r.sqd0',
      'r.sqd1',
      'r.sqd2',
      'r.sqd3',
      'r.sqd4',
      'r.sqd5',
      'r.sqd6',
      'r.sqd7',
      'r.sqd8',
      'r.answered_on',
      'r.created_at',
      'r.suggestions',
    ])
    .where('r.answered_on', '>=', `${year}-01-01`)
    .where('r.answered_on', '<=', `${year}-12-31`)
    .execute();
export type YearResponse = Awaited<ReturnType<typeof responsesOfYear>>[number];

/** Removes the demographics and comments of answers given before `cutoff`; the ratings stay for the figures. */
export async function purgeResponsesBefore(db: Db, cutoff: string, now: string): Promise<number> {
  const r = await db
    .updateTable('csm_responses')
    .set({
      sex: null,
      age: null,
      region: null,
      service_availed: null,
      suggestions: null,
      personal_purged_at: now,
    })
    .where('created_at', '<', cutoff)
    .where('personal_purged_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
