// Rows of the weekly reminder of overdue Transparency Seal items: the claim of an office's week and the
// office's active admins it goes to. Policy: services/transparency-reminders.ts.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/**
 * Records that this office's reminder for `week` is being sent; false when another instance (or an earlier
 * turn) already did. The primary key makes the insert the claim.
 */
export async function claimReminder(
  db: Db,
  v: { officeId: number; week: string; items: number; at: string },
): Promise<boolean> {
  const res = await db
    .insertInto('transparency_reminders')
    .values({ office_id: v.officeId, week: v.week, items: v.items, sent_at: v.at })
    .onConflict((oc) => oc.columns(['office_id', 'week']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The active admins of an office (not its contributors): who keeps its Transparency Seal items current. */
export async function activeAdminsOf(
  db: Db,
  officeId: number,
): Promise<{ email: string; first_name: string }[]> {
  return db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('office_id', '=', officeId)
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
}
