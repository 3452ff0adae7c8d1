// Concern submissions are kept for CONCERN_RETENTION_DAYS, then purged: at start, then once a day.
import { purgeSubmissionsBefore } from '../repositories/submissions.ts';
import { defineJob } from './job.ts';

const DAY = 24 * 60 * 60_000;

export const concernRetentionPurge = defineJob({
  name: 'concern submission purge',
  everyMs: DAY,
  atStart: 'before-ready',
  run: async (ctx) => {
    const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.concernRetentionDays * DAY).toISOString();
    const n = await purgeSubmissionsBefore(ctx.db.kysely, cutoff);
    if (n > 0) ctx.log.info({ purged: n, cutoff }, 'purged old concern submissions');
  },
});
