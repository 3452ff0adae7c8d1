// Backup holds (docs/decisions/0023-backups-hold-media-deletes.md): while a backup runs it keeps an
// app_settings row `backup-hold:<id>` whose value is the hold's expiry (ISO time, renewed while it runs).
// Media files that writes drop are not deleted while any hold is live; they stay journalled and the sweep
// deletes them once no hold is left, so every file a backup's database snapshot references is still there
// when the backup copies files after the snapshot.
import type { Db } from '../db/dialect.ts';

const HOLD_PREFIX = 'backup-hold:';

export async function placeBackupHold(db: Db, id: string, until: Date): Promise<void> {
  const key = `${HOLD_PREFIX}${id}`;
  const value = until.toISOString();
  await db.kysely
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export async function releaseBackupHold(db: Db, id: string): Promise<void> {
  await db.kysely.deleteFrom('app_settings').where('key', '=', `${HOLD_PREFIX}${id}`).execute();
}

/** Removes every hold (a restored database carries the hold of the backup it came from). */
export async function clearBackupHolds(db: Db): Promise<void> {
  await db.kysely.deleteFrom('app_settings').where('key', 'like', `${HOLD_PREFIX}%`).execute();
}

/** True while some backup's hold has not expired. */
export async function backupHoldActive(db: Db, now: Date): Promise<boolean> {
  const rows = await db.kysely
    .selectFrom('app_settings')
    .select('value')
    .where('key', 'like', `${HOLD_PREFIX}%`)
    .execute();
  return rows.some((r) => r.value > now.toISOString());
}
