// Sends queued alert pushes (services/push.ts): every half minute, and at once when an alert queues them.
import { deliverDuePushes, PUSH_DELIVERY_JOB } from '../services/push.ts';
import { defineJob } from './job.ts';

export const pushDelivery = defineJob({
  name: PUSH_DELIVERY_JOB,
  everyMs: 30_000,
  atStart: 'in-background',
  run: async (ctx) => {
    await deliverDuePushes(ctx);
  },
});
