// Every hour: FOI requests the manual closes by themselves are closed (60 days without clarification, no
// review asked within 15 calendar days; exactly once across instances, services/foi-requests.ts), and the
// personal data of requests closed longer than FOI_RETENTION_DAYS is removed.
import { closeLapsedFoiRequests, purgeFoiPersonalData } from '../services/foi-requests.ts';
import { defineJob } from './job.ts';

export const foiHousekeeping = defineJob({
  name: 'foi request housekeeping',
  everyMs: 60 * 60_000,
  atStart: 'in-background',
  run: async (ctx) => {
    const closed = await closeLapsedFoiRequests(ctx);
    if (closed > 0) {
      ctx.log.info({ closed }, 'closed lapsed FOI requests');
      ctx.mail.deliverSoon();
    }
    const purged = await purgeFoiPersonalData(ctx, ctx.config.foiRetentionDays);
    if (purged > 0) ctx.log.info({ purged }, 'removed personal data of closed FOI requests');
  },
});
