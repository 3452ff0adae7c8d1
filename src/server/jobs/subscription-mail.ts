// Subscriber digests and housekeeping (docs/decisions/0039-subscriptions-and-push.md): every minute, the news,
// events and vacancies of each closed window go to their subscribers (exactly once across instances), and
// addresses not confirmed within 7 days are deleted. Alert mail is queued when the alert is posted, not here.
import { purgeUnconfirmed, sendDueDigests } from '../services/subscriptions.ts';
import { defineJob } from './job.ts';

export const subscriptionMail = defineJob({
  name: 'subscription mail',
  everyMs: 60_000,
  atStart: 'in-background',
  run: async (ctx) => {
    await purgeUnconfirmed(ctx);
    if ((await sendDueDigests(ctx)) > 0) ctx.mail.deliverSoon();
  },
});
