// Freedom of Information: the public request form (POST /api/foi) and disclosure log (GET /api/foi/register),
// and the portal's FOI desk (/api/admin/foi/*). The rules are services/foi-requests.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { foiEndpoints } from '../../shared/contract/foi.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { normalizeIp } from '../lib/geoip.ts';
import { actorOf, PRIVATE_NO_STORE } from '../lib/request-actor.ts';
import {
  actOnFoi,
  disclosureLog,
  foiDetail,
  listFoiRequests,
  submitFoiRequest,
} from '../services/foi-requests.ts';
import { CONCERN_BODY_LIMIT, CONCERN_RATE_LIMIT } from './honeypot.ts';

export default async function foiRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.requireAuth, onSend: noStore };
  const route = routesOn(app);
  const e = foiEndpoints;
  const actor = (request: FastifyRequest) => ({ ...actorOf(request), ip: normalizeIp(request.ip) });

  // The same per-address limit and body size as the concern form.
  route(
    e.submit,
    { bodyLimit: CONCERN_BODY_LIMIT, config: { rateLimit: CONCERN_RATE_LIMIT } },
    async (input, _request, reply) => {
      const { reference, due_date, mailed } = await submitFoiRequest(
        app.ctx,
        input.body,
        app.ctx.config.acknowledgementLimits,
      );
      if (mailed) app.ctx.mail.deliverSoon();
      return reply.code(201).send({ ok: true, reference, due_date });
    },
  );

  route(e.register, {}, async (input) => disclosureLog(app.ctx, input.query.page));

  route(e.list, auth, async (input, request) => listFoiRequests(app.ctx, actor(request), input.query));

  route(e.detail, auth, async (input, request) => ({
    ok: true,
    request: await foiDetail(app.ctx, actor(request), input.params.id),
    mailConfigured: app.ctx.mail.sender !== undefined,
  }));

  route(e.act, auth, async (input, request) => {
    const message = await actOnFoi(app.ctx, actor(request), input.params.id, input.body);
    app.ctx.mail.deliverSoon();
    return { ok: true, message };
  });
}

/** FOI requests carry personal data: no browser or proxy may keep a copy. */
async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', PRIVATE_NO_STORE);
  return payload;
}
