// Rows of the submissions monitor in app_settings: its password hash (written by the seed) and its
// server-side token list (services/monitor-tokens.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const MONITOR_HASH_KEY = 'monitor_password_hash';
/** app_settings rows of the monitor's server-side token list. */
export const MONITOR_TOKEN_KEY_PREFIX = 'monitor_token:';

/** Every monitor token row (key and value). */
export async function monitorTokenRows(db: Kysely<Database>): Promise<{ key: string; value: string }[]> {
  return db
    .selectFrom('app_settings')
    .select(['key', 'value'])
    .where('key', 'like', `${MONITOR_TOKEN_KEY_PREFIX}%`)
    .execute();
}

export async function insertSettingRow(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db.insertInto('app_settings').values({ key, value }).execute();
}

export async function deleteSettingRows(db: Kysely<Database>, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('app_settings').where('key', 'in', keys).execute();
}
