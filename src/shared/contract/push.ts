// Web push for campus alerts (docs/decisions/0039-subscriptions-and-push.md): the server's VAPID public key, and
// a browser's subscription (the Push API's PushSubscription as JSON) added or removed. No sign-in.
import { z } from 'zod';
import { okMessageResponseSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const PUSH_MESSAGES = {
  invalid: 'This browser sent a subscription the site cannot use',
  subscribed: 'This device will get campus alerts',
  unsubscribed: 'This device will no longer get campus alerts',
} as const;

const base64url = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[\w-]+=*$/, PUSH_MESSAGES.invalid);
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(1000).url(PUSH_MESSAGES.invalid),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});

export const pushEndpoints = {
  key: defineEndpoint({
    method: 'GET',
    path: '/api/push/key',
    response: z.object({ ok: z.literal(true), publicKey: z.string() }),
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    body: pushSubscriptionSchema,
    response: okMessageResponseSchema,
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/push/subscriptions/remove',
    body: z.object({ endpoint: z.string().max(1000) }),
    response: okMessageResponseSchema,
  }),
} as const;
