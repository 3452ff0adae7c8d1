// FOI requests: their own row beside the case (concern-cases.ts holds the case, history, notes and mail),
// the desk's list, the public disclosure log and the personal-data purge. Reads and writes only
// (services/foi-requests.ts holds the rules).
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, FoiRequestsTable } from '../db/schema.ts';
import type { CaseWithOffice } from './concern-cases.ts';

type Db = Kysely<Database>;

export type FoiCase = CaseWithOffice & Omit<FoiRequestsTable, 'case_id' | 'extended'> & { extended: number };

export async function insertFoiRequest(db: Db, row: Insertable<FoiRequestsTable>): Promise<void> {
  await db.insertInto('foi_requests').values(row).execute();
}

export async function updateFoiRequest(
  db: Db,
  caseId: number,
  patch: Updateable<FoiRequestsTable>,
): Promise<void> {
  await db.updateTable('foi_requests').set(patch).where('case_id', '=', caseId).execute();
}

const withRequest = (db: Db) =>
  db
    .selectFrom('concern_cases as c')
    .innerJoin('foi_requests as f', 'f.case_id', 'c.id')
    .leftJoin('offices as o', 'o.office_id', 'c.office_id')
    .selectAll('c')
    .select([
      'o.abbrev as office_abbrev',
      'o.name as office_name',
      'f.requester_name',
      'f.subject',
      'f.purpose',
      'f.format',
      'f.extended',
      'f.extension_reason',
      'f.paused_on',
      'f.paused_days_left',
      'f.decision',
      'f.exception',
      'f.answer',
      'f.decided_at',
      'f.review_requested_at',
      'f.review_outcome',
      'f.review_decided_at',
      'f.personal_purged_at',
      'f.requester_key',
    ])
    .where('c.kind', '=', 'foi');

export const findFoiCase = (db: Db, id: number): Promise<FoiCase | undefined> =>
  withRequest(db).where('c.id', '=', id).executeTakeFirst() as Promise<FoiCase | undefined>;

export const findFoiCaseByReference = (db: Db, reference: string): Promise<FoiCase | undefined> =>
  withRequest(db).where('c.reference', '=', reference).executeTakeFirst() as Promise<FoiCase | undefined>;

/** Updates a case still in `from` (one conditional update: of two posts at once, one wins); false otherwise. */
export async function updateFoiCaseFrom(
  db: Db,
  id: number,
  from: FoiCase['status'],
  patch: Updateable<Database['concern_cases']>,
): Promise<boolean> {
  const res = await db
    .updateTable('concern_cases')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function listFoiCases(
  db: Db,
  f: { status?: string; scopeOfficeId?: number },
  page: { limit: number; offset: number },
): Promise<{ rows: FoiCase[]; total: number }> {
  let q = withRequest(db);
  if (f.scopeOfficeId !== undefined) q = q.where('c.office_id', '=', f.scopeOfficeId);
  if (f.status) q = q.where('c.status', '=', f.status as FoiCase['status']);
  const [rows, count] = await Promise.all([
    q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as FoiCase[], total: Number(count.n) };
}

/** The disclosure log: every request, newest first, with only what may be published. */
export async function listRegister(db: Db, page: { limit: number; offset: number }) {
  const q = db
    .selectFrom('concern_cases as c')
    .innerJoin('foi_requests as f', 'f.case_id', 'c.id')
    .where('c.kind', '=', 'foi');
  const [rows, count] = await Promise.all([
    q
      .select([
        'c.id',
        'c.reference',
        'c.created_at',
        'c.status',
        'f.subject',
        'f.decision',
        'f.exception',
        'f.decided_at',
        'f.answer',
        'f.review_outcome',
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Open FOI cases in a status, for the daily housekeeping. */
/** Closes a request still in `from` (one conditional update: of two instances, one closes it); false otherwise. */
export async function closeFoiCaseFrom(db: Db, id: number, from: FoiCase['status'], at: string) {
  const res = await db
    .updateTable('concern_cases')
    .set({ status: 'closed', closed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export const foiCasesInStatus = (db: Db, status: FoiCase['status']) =>
  withRequest(db).where('c.status', '=', status).execute() as Promise<FoiCase[]>;

/**
 * Removes the personal data of FOI requests closed before `cutoff`: name, address, purpose, the request's
 * own words, notes and mail go; reference, subject, dates, decision and the released answer stay for the
 * disclosure log and the quarterly report. Returns how many requests were purged.
 */
export async function purgeFoiPersonalDataBefore(db: Db, cutoff: string, now: string): Promise<number> {
  const ids = (
    await db
      .selectFrom('concern_cases as c')
      .innerJoin('foi_requests as f', 'f.case_id', 'c.id')
      .select('c.id')
      .where('c.kind', '=', 'foi')
      .where('c.status', '=', 'closed')
      .where('c.closed_at', '<', cutoff)
      .where('f.personal_purged_at', 'is', null)
      .execute()
  ).map((r) => r.id);
  if (ids.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('concern_mail').where('case_id', 'in', ids).execute();
    await trx.deleteFrom('concern_case_notes').where('case_id', 'in', ids).execute();
    await trx
      .updateTable('concern_cases')
      .set({ reply_email: '', message: '' })
      .where('id', 'in', ids)
      .execute();
    await trx
      .updateTable('foi_requests')
      .set({ requester_name: '', purpose: '', personal_purged_at: now })
      .where('case_id', 'in', ids)
      .execute();
  });
  return ids.length;
}

/** FOI requests received between two instants (ISO, `to` excluded), for the quarterly report. */
export function foiReceivedBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('concern_cases as c')
    .innerJoin('foi_requests as f', 'f.case_id', 'c.id')
    .where('c.kind', '=', 'foi')
    .where('c.created_at', '>=', from)
    .where('c.created_at', '<', to)
    .select(['c.created_at', 'f.decision', 'f.exception', 'f.decided_at', 'f.extended'])
    .execute();
}

/** The documents released with the decisions of these requests, published ones only, by title. */
export async function releasedDocumentsOf(db: Db, caseIds: readonly number[]) {
  if (caseIds.length === 0) return [];
  return db
    .selectFrom('foi_released_documents as r')
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .select(['r.case_id', 'd.id', 'd.title'])
    .where('r.case_id', 'in', [...caseIds])
    .where('d.status', '=', 'published')
    .orderBy('d.title')
    .execute();
}

/** Published library documents among `ids` (the ones a decision may release). */
export const publishedDocumentsAmong = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('documents')
        .select(['id', 'title'])
        .where('id', 'in', [...ids])
        .where('status', '=', 'published')
        .execute();

/** Records the documents a decision releases (a review that reverses adds to them). */
export async function insertReleasedDocuments(db: Db, caseId: number, documentIds: readonly number[]) {
  if (documentIds.length === 0) return;
  await db
    .insertInto('foi_released_documents')
    .values(documentIds.map((document_id) => ({ case_id: caseId, document_id })))
    .onConflict((oc) => oc.columns(['case_id', 'document_id']).doNothing())
    .execute();
}
