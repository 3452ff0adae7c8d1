// Web push for campus alerts (docs/decisions/0039-subscriptions-and-push.md): the VAPID public key the browser
// subscribes with, and subscriptions added or removed without sign-in (rate-limited per address).
import type { FastifyInstance } from 'fastify';
import { PUSH_MESSAGES, pushEndpoints } from '../../shared/contract/push.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { badRequest } from '../lib/http-errors.ts';
import { acceptableEndpoint, subscribeDevice, unsubscribeDevice, vapidKeys } from '../services/push.ts';

const LIMIT = { config: { rateLimit: { max: 20, timeWindow: 15 * 60_000 } } };

export default async function pushRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  route(pushEndpoints.key, {}, async () => ({ ok: true, publicKey: (await vapidKeys(app.ctx)).publicKey }));
  route(pushEndpoints.subscribe, LIMIT, async (input, _request, reply) => {
    if (!acceptableEndpoint(input.body.endpoint)) throw badRequest(PUSH_MESSAGES.invalid);
    await subscribeDevice(app.ctx, input.body);
    return reply.code(201).send({ ok: true, message: PUSH_MESSAGES.subscribed });
  });
  route(pushEndpoints.unsubscribe, LIMIT, async (input) => {
    await unsubscribeDevice(app.ctx, input.body.endpoint);
    return { ok: true, message: PUSH_MESSAGES.unsubscribed };
  });
}
