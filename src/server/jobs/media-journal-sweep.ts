// Finishes what a crash interrupted: files journalled by article writes that never committed, or not yet
// deleted, and temp files of writes that never finished (at start, before serving, then every 5 minutes).
import path from 'node:path';
import { sweepMediaJournal } from '../services/article-writes.ts';
import { removeStaleTempFiles, TEMP_FILE_GRACE_MS } from '../storage/temp-files.ts';
import { defineJob } from './job.ts';

/** Journal rows younger than this belong to writes that may still be running. */
export const SWEEP_GRACE_MS = 10 * 60_000;

export const mediaJournalSweep = defineJob({
  name: 'media journal sweep',
  everyMs: 5 * 60_000,
  atStart: 'before-ready',
  run: async (ctx) => {
    await sweepMediaJournal(ctx, new Date(ctx.clock.now().getTime() - SWEEP_GRACE_MS));
    // Temp files of writes a crash interrupted: media (local storage) and the resized-image cache. Real time,
    // not the app clock: file times are the file system's.
    const staleBefore = new Date(Date.now() - TEMP_FILE_GRACE_MS);
    const media = (await ctx.storage.removeStaleTemp?.(staleBefore)) ?? { files: 0, bytes: 0 };
    const cache = await removeStaleTempFiles(path.join(ctx.config.dataDir, 'cache'), staleBefore);
    const files = media.files + cache.files;
    if (files > 0) ctx.log.info({ files, bytes: media.bytes + cache.bytes }, 'removed stale temp files');
  },
});
