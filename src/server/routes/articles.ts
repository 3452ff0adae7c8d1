// Public article reads, stats, views and likes (docs/product/public-site.md#calls, docs/product/server-behaviour.md#public-reads, #views-and-likes).
// Public lists and public article reads are served from an in-process cache of their serialised JSON with
// an ETag; anything that includes private rows is read fresh and marked `private, no-store`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type Article,
  articleEndpoints,
  listQuerySchema,
  MAX_LIST_LIMIT,
} from '../../shared/contract/articles.ts';
import { findOffice } from '../../shared/contract/offices.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { HttpError, notFound } from '../lib/http-errors.ts';
import {
  type CachedBody,
  ifNoneMatchHits,
  ListCache,
  negotiateEncoding,
  serialise,
} from '../lib/list-cache.ts';
import { parseOr400 } from '../lib/validate.ts';
import {
  ARTICLE_NOT_FOUND,
  countView,
  engagementStats,
  toggleArticleLike,
} from '../services/article-engagement.ts';
import {
  articleAccess,
  articleList,
  managesOffice,
  visibleArticle,
  withSummary,
} from '../services/article-reads.ts';

export const UNKNOWN_OFFICE = 'Unknown office';
const INVALID_JSON = 'The request body is not valid JSON';

export const DEFAULT_LIMITS = { office: MAX_LIST_LIMIT, latest: 10, mostViewed: 6 } as const;
/** Per IP and minute: generous for a campus behind one NAT, too few to inflate counts cheaply. */
export const RATE_LIMITS = { view: 120, like: 60 } as const;

const PUBLIC_CACHE_CONTROL = 'public, max-age=5';
const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Answer to a like sent without the visitor cookie the article page sets (not counted). */
/** Below this size compression costs more than it saves (matches the compress plugin's threshold). */
const COMPRESS_MIN_BYTES = 1024;
const ENGAGEMENT_BODY_LIMIT = 16 * 1024;

/**
 * Options of the cached reads: they compress their own bodies (sendBody) and take no request body, so the
 * compress plugin's per-request hooks are left off; their public answers are sent again from the reply cache
 * for a second (plugins/reply-cache.ts).
 */
const READ_ROUTE = { compress: false, decompress: false, config: { replyCache: true } } as const;

export default async function articlesRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  const cache = new ListCache({
    freshMs: 5_000,
    staleMs: 30_000,
    maxEntries: 200,
    maxBytes: 48 * 1024 * 1024,
    onRefreshError: (err) => app.log.warn({ err }, 'article cache refresh failed'),
    onLookup: app.metrics.cacheLookups('articles'),
  });
  app.articleEvents.onChange(() => cache.invalidate());

  // This plugin's scope only: bodies are JSON whatever they are labelled, because `navigator.sendBeacon`
  // posts a string as text/plain (or a Blob with no type at all); an empty body counts as `{}` (the like call).
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  const parseJsonText: Parameters<typeof app.addContentTypeParser>[2] = (request, body, done) => {
    if (typeof body !== 'string' || body.trim() === '') return done(null, {});
    jsonParser(request, body, (err, value) => {
      if (err) done(new HttpError(400, INVALID_JSON), undefined);
      else done(null, value);
    });
  };
  app.removeContentTypeParser(['application/json', 'text/plain']);
  const parseOptions = { parseAs: 'string' as const, bodyLimit: ENGAGEMENT_BODY_LIMIT };
  app.addContentTypeParser(['application/json', 'text/plain'], parseOptions, parseJsonText);
  app.addContentTypeParser('*', parseOptions, parseJsonText);

  /** Sends a serialised body with its ETag, answering 304 when the client already has it. */
  async function sendBody(
    request: FastifyRequest,
    reply: FastifyReply,
    cached: CachedBody,
    opts: { shared: boolean },
  ) {
    reply
      .header('ETag', cached.etag)
      .header('Cache-Control', opts.shared ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL)
      // A signed-in admin gets a different answer for the same URL.
      .header('Vary', 'Authorization');
    if (ifNoneMatchHits(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    // These routes skip the compress plugin (READ_ROUTE): shared bodies are compressed once per cache entry
    // instead of on every request, a signed-in reader's body once for that reply.
    if (cached.body.length >= COMPRESS_MIN_BYTES) {
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      reply.header('Vary', 'Authorization, Accept-Encoding');
      if (encoding) return reply.header('Content-Encoding', encoding).send(await cached.encoded(encoding));
    }
    return reply.send(cached.body);
  }

  async function sendList(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<Article[]>,
  ) {
    const cached = await cache.get(key, async () => ({ ok: true, articles: await load() }));
    if (!cached) throw new Error('list cache returned nothing');
    return sendBody(request, reply, cached, { shared: true });
  }

  // The list limit per distinct query string, validated once: the pages ask for a handful of limits, and
  // validating the same string again on every read cost as much as the rest of the handler.
  const limits = new Map<string, number | undefined>();
  const listLimit = (request: FastifyRequest): number | undefined => {
    const q = request.url.indexOf('?');
    const raw = q === -1 ? '' : request.url.slice(q + 1);
    if (limits.has(raw)) return limits.get(raw);
    const limit = parseOr400(listQuerySchema, request.query).limit;
    if (limits.size >= 256) limits.clear();
    limits.set(raw, limit);
    return limit;
  };

  /** Whether the request's signed-in user (if any) may see private articles of this office. */
  async function seesPrivate(request: FastifyRequest, officeId: number): Promise<boolean> {
    return managesOffice(await app.optionalUser(request), officeId);
  }

  /**
   * 404 unless the article exists, is public and published (or, with `allowManagers`, the user manages its
   * office).
   */
  async function assertVisible(request: FastifyRequest, id: number, allowManagers: boolean) {
    const access = await articleAccess(app.ctx, id);
    if (!access) throw notFound(ARTICLE_NOT_FOUND);
    if (access.isPublic) return;
    if (!allowManagers || !(await seesPrivate(request, access.officeId))) throw notFound(ARTICLE_NOT_FOUND);
  }

  // The office is looked up by name here (an unknown one is a 404, not the contract's 400).
  route(articleEndpoints.officeList, READ_ROUTE, async (_input, request, reply) => {
    const office = findOffice((request.params as { office: string }).office);
    if (!office) throw notFound(UNKNOWN_OFFICE);
    const limit = listLimit(request) ?? DEFAULT_LIMITS.office;
    if (await seesPrivate(request, office.office_id)) {
      const articles = await articleList(app.ctx, {
        officeId: office.office_id,
        includePrivate: true,
        order: 'newest',
        limit,
      });
      return sendBody(request, reply, serialise({ ok: true, articles }), { shared: false });
    }
    return sendList(request, reply, `office:${office.slug}:${limit}`, () =>
      articleList(app.ctx, { officeId: office.office_id, includePrivate: false, order: 'newest', limit }),
    );
  });

  route(articleEndpoints.latest, READ_ROUTE, async (_input, request, reply) => {
    const limit = listLimit(request) ?? DEFAULT_LIMITS.latest;
    return sendList(request, reply, `latest:${limit}`, () =>
      articleList(app.ctx, { includePrivate: false, order: 'newest', limit }),
    );
  });

  route(articleEndpoints.mostViewed, READ_ROUTE, async (_input, request, reply) => {
    const limit = listLimit(request) ?? DEFAULT_LIMITS.mostViewed;
    return sendList(request, reply, `most-viewed:${limit}`, () =>
      articleList(app.ctx, { includePrivate: false, order: 'most-viewed', limit }),
    );
  });

  route(articleEndpoints.byId, READ_ROUTE, async (input, request, reply) => {
    const { id } = input.params;
    // Content was sanitised once, when it was saved (migration 008 did the rows saved before): a read
    // serves it as stored and never runs the sanitiser.
    const withSafeContent = (a: Article) => ({ ok: true, article: withSummary(a) });
    const user = await app.optionalUser(request);
    if (user) {
      // Staff of the office also read drafts and scheduled articles here (the editor and its preview).
      const article = await visibleArticle(app.ctx, user, id);
      if (!article) throw notFound(ARTICLE_NOT_FOUND);
      return sendBody(request, reply, serialise(withSafeContent(article)), { shared: false });
    }
    const cached = await cache.get(`article:${id}`, async () => {
      const article = await visibleArticle(app.ctx, null, id);
      return article && withSafeContent(article);
    });
    if (!cached) throw notFound(ARTICLE_NOT_FOUND);
    return sendBody(request, reply, cached, { shared: true });
  });

  const visitorOf = (request: FastifyRequest) => ({
    id: request.visitorId as string,
    isNew: Boolean(request.visitorIsNew),
  });
  const engagementRoute = (max: number) => ({
    preHandler: app.identifyVisitor,
    bodyLimit: ENGAGEMENT_BODY_LIMIT,
    config: { rateLimit: { max, timeWindow: '1 minute' } },
  });

  route(articleEndpoints.stats, { preHandler: app.identifyVisitor }, async (input, request, reply) => {
    const { id } = input.params;
    await assertVisible(request, id, true);
    const body = await engagementStats(app.ctx, id, visitorOf(request));
    reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
    return body;
  });

  route(articleEndpoints.view, engagementRoute(RATE_LIMITS.view), async (input, request, reply) => {
    const { id } = input.params;
    const view = input.body;
    await assertVisible(request, id, false);
    const body = await countView(app.ctx, id, visitorOf(request), view);
    reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
    return body;
  });

  route(articleEndpoints.like, engagementRoute(RATE_LIMITS.like), async (input, request, reply) => {
    const { id } = input.params;
    await assertVisible(request, id, false);
    const body = await toggleArticleLike(app.ctx, id, visitorOf(request), request.ip);
    reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
    return body;
  });
}
