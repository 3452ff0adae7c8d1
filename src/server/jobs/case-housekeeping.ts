// Once a day: closed concern cases past the retention period go (with notes, history and mail log), and the
// holiday list gains next year's computable holidays when the year turns.
import { purgeClosedCases, seedHolidays } from '../services/concern-cases.ts';
import { defineJob } from './job.ts';

export const caseHousekeeping = defineJob({
  name: 'concern case housekeeping',
  everyMs: 24 * 60 * 60_000,
  atStart: 'before-ready',
  run: async (app) => {
    const deps = { db: app.db.kysely, kind: app.db.kind, clock: app.clock };
    const n = await purgeClosedCases(deps, app.config.concernRetentionDays);
    if (n > 0) app.log.info({ purged: n }, 'purged closed concern cases');
    await seedHolidays(app.db.kysely, app.clock.now());
  },
});
