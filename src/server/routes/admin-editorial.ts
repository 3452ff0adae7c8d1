// Editorial routes beside the article saves: the dashboard of the user's offices, an article's revisions
// (list, one with its content, restore) — policy in services/article-editorial.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminArticleEndpoints } from '../../shared/contract/articles.ts';
import { findOfficeById } from '../../shared/contract/offices.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { notFound } from '../lib/http-errors.ts';
import { assertCanManageOffice, signedInUser } from '../plugins/auth.ts';
import { listRevisions } from '../repositories/article-revisions.ts';
import { findArticleForWrite } from '../repositories/article-writes.ts';
import { loadArticleImages, toArticle } from '../repositories/articles.ts';
import { authorOf, buildDashboard, loadRevision, restoreRevision } from '../services/article-editorial.ts';

export default async function adminEditorialRoutes(app: FastifyInstance) {
  const guard = { preHandler: app.requireAuth };
  const route = routesOn(app);
  const e = adminArticleEndpoints;

  /** The article's office, after checking the user manages it (404 when the article does not exist). */
  async function managedArticle(request: FastifyRequest, id: number) {
    const user = signedInUser(request);
    const existing = await findArticleForWrite(app.db.kysely, id);
    const office = existing && findOfficeById(existing.office_id);
    if (!existing || !office) throw notFound('Article not found');
    assertCanManageOffice(user, office.slug);
    return { user, office };
  }

  route(e.dashboard, guard, async (_input, request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return buildDashboard(app.db.kysely, signedInUser(request));
  });

  route(e.revisions, guard, async (input, request, reply) => {
    const { id } = input.params;
    await managedArticle(request, id);
    reply.header('Cache-Control', 'private, no-store');
    return { ok: true, revisions: await listRevisions(app.db.kysely, id) };
  });

  route(e.revision, guard, async (input, request, reply) => {
    const { id, rev } = input.params;
    await managedArticle(request, id);
    const { raw: _raw, ...revision } = await loadRevision(app.db.kysely, id, rev);
    reply.header('Cache-Control', 'private, no-store');
    return { ok: true, revision };
  });

  route(e.restoreRevision, guard, async (input, request) => {
    const { id, rev } = input.params;
    const { user, office } = await managedArticle(request, id);
    const body = input.body;
    const result = await restoreRevision(
      {
        db: app.db,
        storage: app.storage,
        imageCache: app.imageCache,
        clock: app.clock,
        log: app.log,
      },
      id,
      rev,
      {
        actor: { actorUserId: user.id, actor: user.email, ip: request.ip },
        expectedVersion: body.version,
        author: authorOf(user),
        keep: app.config.revisionsPerArticle,
      },
    );
    app.articleEvents.emitChange({ kind: 'updated', articleId: id, office: office.slug });
    const row = await app.db.kysely
      .selectFrom('articles')
      .selectAll()
      .where('article_id', '=', id)
      .executeTakeFirstOrThrow();
    const images = await loadArticleImages(app.db.kysely, [id]);
    return {
      ok: true,
      message: result.message,
      images_restored: result.imagesRestored,
      article: toArticle(row, images.get(id)),
    };
  });
}
