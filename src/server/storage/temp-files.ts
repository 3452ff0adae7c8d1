// Writes go to `<file>.<random>.tmp` and are renamed into place (storage/local-storage.ts, lib/images.ts), so
// a crash mid-write leaves only a temp file. Nothing else ever reads or removes one: this does, for those
// older than a safe age, so writes still in progress (in this or another instance) keep theirs.
import fs from 'node:fs/promises';
import { filesUnder } from './files-under.ts';

/** A write that has not finished in this long never will (uploads are capped in size and time). */
export const TEMP_FILE_GRACE_MS = 60 * 60_000;

const TEMP_NAME = /\.[0-9a-f]{12}\.tmp$/;

/** Deletes temp files under `root` last modified before `olderThan`; returns how many files and bytes. */
export async function removeStaleTempFiles(
  root: string,
  olderThan: Date,
): Promise<{ files: number; bytes: number }> {
  const removed = { files: 0, bytes: 0 };
  for await (const { entry, full } of filesUnder(root)) {
    if (!entry.isFile() || !TEMP_NAME.test(entry.name)) continue;
    try {
      const stat = await fs.stat(full);
      if (stat.mtimeMs >= olderThan.getTime()) continue;
      await fs.rm(full, { force: true });
      removed.files++;
      removed.bytes += stat.size;
    } catch {
      // Renamed into place or removed by another instance meanwhile.
    }
  }
  return removed;
}
