// Finishes what a crash interrupted: files journalled by article writes that never committed, or not yet deleted.
import { sweepMediaJournal } from '../repositories/article-writes.ts';
import { defineJob } from './job.ts';

/** Journal rows younger than this belong to writes that may still be running. */
export const SWEEP_GRACE_MS = 10 * 60_000;

export const mediaJournalSweep = defineJob({
  name: 'media journal sweep',
  everyMs: 5 * 60_000,
  atStart: 'before-ready',
  run: async (app) => {
    const deps = {
      db: app.db,
      storage: app.storage,
      imageCache: app.imageCache,
      clock: app.clock,
      log: app.log,
    };
    await sweepMediaJournal(deps, new Date(app.clock.now().getTime() - SWEEP_GRACE_MS));
  },
});
