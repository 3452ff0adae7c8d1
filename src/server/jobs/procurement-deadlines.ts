// Every minute: open procurement opportunities whose deadline of bid submission has passed are closed
// (exactly once across instances, services/procurement.ts), so the public list never shows a lapsed
// opportunity as open for long.
import { closeDueOpportunities } from '../services/procurement.ts';
import { defineJob } from './job.ts';

export const procurementDeadlines = defineJob({
  name: 'procurement deadlines',
  everyMs: 60_000,
  atStart: 'in-background',
  run: async (ctx) => {
    const closed = await closeDueOpportunities(ctx);
    if (closed > 0) ctx.log.info({ closed }, 'closed procurement opportunities past their deadline');
  },
});
