// Every 15 minutes: from Monday 8:00 a.m. campus time, each office with an overdue Transparency Seal item is
// mailed the list once that week (exactly once across instances, services/transparency-reminders.ts).
import { queueOverdueReminders } from '../services/transparency-reminders.ts';
import { defineJob } from './job.ts';

export const transparencyReminders = defineJob({
  name: 'transparency reminders',
  everyMs: 15 * 60_000,
  atStart: 'in-background',
  run: async (ctx) => {
    const queued = await queueOverdueReminders(ctx);
    if (queued > 0) {
      ctx.log.info({ queued }, 'queued reminders of overdue Transparency Seal items');
      ctx.mail.deliverSoon();
    }
  },
});
