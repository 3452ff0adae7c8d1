// Once a day: closed concern cases past the retention period go (with notes, history and mail log), and the
// holiday list gains next year's computable holidays when the year turns.
import { purgeClosedCases, seedHolidays } from '../services/concern-cases.ts';
import { defineJob } from './job.ts';

export const caseHousekeeping = defineJob({
  name: 'concern case housekeeping',
  everyMs: 24 * 60 * 60_000,
  atStart: 'before-ready',
  run: async (ctx) => {
    const n = await purgeClosedCases(ctx, ctx.config.concernRetentionDays);
    if (n > 0) ctx.log.info({ purged: n }, 'purged closed concern cases');
    await seedHolidays(ctx.db.kysely, ctx.clock.now());
  },
});
