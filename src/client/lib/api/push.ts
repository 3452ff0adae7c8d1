// Web push calls of the public pages (docs/decisions/0039-subscriptions-and-push.md), in the contract's route-only
// form so the islands bundle carries no zod: the server's VAPID key, and this browser's subscription added or
// removed.
import type { pushEndpoints } from '../../../shared/contract/push.ts';
import { routeOf } from '../../../shared/contract/route-url.ts';
import { ApiError, callEndpoint, INVALID_RESPONSE } from '../api-client.ts';

type P = typeof pushEndpoints;
const keyRoute = routeOf<P['key']>('GET', '/api/push/key');
const subscribeRoute = routeOf<P['subscribe']>('POST', '/api/push/subscriptions');
const unsubscribeRoute = routeOf<P['unsubscribe']>('POST', '/api/push/subscriptions/remove');

/** The key the server signs pushes with (VAPID), which the browser's push service must be told. */
export async function getPushKey(): Promise<string> {
  const reply = await callEndpoint(keyRoute, {});
  if (typeof reply?.publicKey !== 'string') throw new ApiError(INVALID_RESPONSE);
  return reply.publicKey;
}

export const sendPushSubscription = (subscription: {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}) => callEndpoint(subscribeRoute, { body: subscription });

export const removePushSubscription = (endpoint: string) =>
  callEndpoint(unsubscribeRoute, { body: { endpoint } });
