// Editorial routes beside the article saves: the dashboard of the user's offices, an article's revisions
// (list, one with its content, restore) — policy in services/article-editorial.ts and services/articles.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminArticleEndpoints } from '../../shared/contract/articles.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { actorOf, signedInUser } from '../lib/request-actor.ts';
import { buildDashboard, loadRevision, revisionsOf } from '../services/article-editorial.ts';
import { managedArticle, restoreFromRevision } from '../services/articles.ts';

export default async function adminEditorialRoutes(app: FastifyInstance) {
  const guard = { preHandler: app.requireAuth };
  const route = routesOn(app);
  const e = adminArticleEndpoints;

  /** Checks the signed-in user manages the article (404 when it does not exist). */
  const managed = (request: FastifyRequest, id: number) => managedArticle(app.ctx, signedInUser(request), id);

  route(e.dashboard, guard, async (_input, request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return buildDashboard(app.db.kysely, signedInUser(request));
  });

  route(e.revisions, guard, async (input, request, reply) => {
    const { id } = input.params;
    await managed(request, id);
    reply.header('Cache-Control', 'private, no-store');
    return { ok: true, revisions: await revisionsOf(app.ctx, id) };
  });

  route(e.revision, guard, async (input, request, reply) => {
    const { id, rev } = input.params;
    await managed(request, id);
    const { raw: _raw, ...revision } = await loadRevision(app.db.kysely, id, rev);
    reply.header('Cache-Control', 'private, no-store');
    return { ok: true, revision };
  });

  route(e.restoreRevision, guard, async (input, request) => {
    const { id, rev } = input.params;
    const actor = actorOf(request);
    const target = await managedArticle(app.ctx, actor.user, id);
    return restoreFromRevision(app.ctx, actor, target, rev, input.body.version);
  });
}
