// Every 15 minutes: from Monday 8:00 a.m. campus time, each office with an overdue Transparency Seal item or a
// page due for review (ADR 0051) is mailed the lists once that week (exactly once across instances,
// services/transparency-reminders.ts).
import { queueOverdueReminders } from '../services/transparency-reminders.ts';
import { defineJob } from './job.ts';

export const transparencyReminders = defineJob({
  name: 'transparency reminders',
  everyMs: 15 * 60_000,
  atStart: 'in-background',
  run: async (ctx) => {
    const queued = await queueOverdueReminders(ctx);
    if (queued > 0) {
      ctx.log.info(
        { queued },
        'queued reminders of overdue Transparency Seal items and pages due for review',
      );
      ctx.mail.deliverSoon();
    }
  },
});
