// One-time markers in app_settings: a key written once when a first-start step has run (site content,
// a year's holidays), so the step is not repeated and what staff deleted afterwards does not come back.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function hasMarker(db: Db, key: string): Promise<boolean> {
  return !!(await db.selectFrom('app_settings').select('key').where('key', '=', key).executeTakeFirst());
}

/** Records `key` with the time it was written; a marker already there is kept. */
export async function setMarker(db: Db, key: string, at: string): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** When the marker `key` was written, or undefined when it was not. */
export async function markerTime(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
