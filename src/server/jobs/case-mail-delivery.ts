// Sends queued case mail (acknowledgements, replies): every half minute, and at once when a case queues one.
import { deliverDueMail } from '../services/case-mail.ts';
import { defineJob } from './job.ts';

export const caseMailDelivery = defineJob({
  name: 'case mail delivery',
  everyMs: 30_000,
  atStart: 'in-background',
  run: async (app) => {
    const sender = app.caseMail.sender;
    if (!sender) return;
    await deliverDueMail({ db: app.db.kysely, clock: app.clock, sender, log: app.log });
  },
});
