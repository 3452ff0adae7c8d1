// Offices whose admins need a second person's approval to publish (migration 140): reads and writes only;
// the rule is domain/permissions.ts.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function isReviewRequired(db: Db, officeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('review_required_offices')
    .select('office_id')
    .where('office_id', '=', officeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of every office that requires review. */
export async function reviewRequiredOfficeIds(db: Db): Promise<Set<number>> {
  const rows = await db.selectFrom('review_required_offices').select('office_id').execute();
  return new Set(rows.map((r) => Number(r.office_id)));
}

/** Turns the requirement on or off; answers whether anything changed. */
export async function setReviewRequired(
  db: Db,
  officeId: number,
  on: boolean,
  by: { userId: number; at: string },
): Promise<boolean> {
  if (!on) {
    const r = await db
      .deleteFrom('review_required_offices')
      .where('office_id', '=', officeId)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
  const r = await db
    .insertInto('review_required_offices')
    .values({ office_id: officeId, since: by.at, set_by: by.userId })
    .onConflict((oc) => oc.column('office_id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}
