// Concern submissions are kept for CONCERN_RETENTION_DAYS, then purged: at start, then once a day.
import { purgeSubmissionsBefore } from '../repositories/submissions.ts';
import { defineJob } from './job.ts';

const DAY = 24 * 60 * 60_000;

export const concernRetentionPurge = defineJob({
  name: 'concern submission purge',
  everyMs: DAY,
  atStart: 'before-ready',
  run: async (app) => {
    const cutoff = new Date(app.clock.now().getTime() - app.config.concernRetentionDays * DAY).toISOString();
    const n = await purgeSubmissionsBefore(app.db.kysely, cutoff);
    if (n > 0) app.log.info({ purged: n, cutoff }, 'purged old concern submissions');
  },
});
