// Sends queued case mail (acknowledgements, replies): every half minute, and at once when a case queues one.
import { deliverDueMail } from '../services/case-mail.ts';
import { defineJob } from './job.ts';

export const caseMailDelivery = defineJob({
  name: 'case mail delivery',
  everyMs: 30_000,
  atStart: 'in-background',
  run: async (ctx) => {
    const sender = ctx.mail.sender;
    if (!sender) return;
    await deliverDueMail(ctx, sender);
  },
});
