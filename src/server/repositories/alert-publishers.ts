// Alert publishers (migration 062): reads and writes only; services/alert-publishers.ts holds the rules.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function isPublisher(db: Db, userId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('alert_publishers')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst()) !== undefined
  );
}

export const listPublishers = (db: Db) =>
  db
    .selectFrom('alert_publishers as p')
    .innerJoin('users', 'users.id', 'p.user_id')
    .innerJoin('offices', 'offices.office_id', 'users.office_id')
    .select([
      'p.user_id',
      'p.granted_at',
      'users.first_name',
      'users.last_name',
      'users.email',
      'offices.abbrev as office_abbrev',
    ])
    .orderBy('p.granted_at')
    .execute();

/** True when the row was added (false: already a publisher). */
export async function grant(db: Db, userId: number, at: string, by: number): Promise<boolean> {
  const r = await db
    .insertInto('alert_publishers')
    .values({ user_id: userId, granted_at: at, granted_by: by })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return r !== undefined;
}

export async function revoke(db: Db, userId: number): Promise<boolean> {
  const r = await db.deleteFrom('alert_publishers').where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
