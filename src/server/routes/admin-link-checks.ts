// The broken external links of published articles, per office (docs/decisions/0050-overrides-and-link-checks.md):
// office admins see their office's, superadmins every office's. The checks are services/link-checks.ts.
import type { FastifyInstance } from 'fastify';
import { linkCheckEndpoints as e } from '../../shared/contract/link-checks.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { actorOf } from '../lib/request-actor.ts';
import { listBrokenLinks } from '../services/link-checks.ts';

export default async function adminLinkChecksRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  route(e.broken, { preHandler: app.requireAuth }, async ({ query }, request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { ok: true, links: await listBrokenLinks(app.ctx, actorOf(request).user, query.office) };
  });
}
