// Site search: GET /api/articles/search?q=&page=&limit= (matching pages of the site, then public articles).
import type { FastifyInstance } from 'fastify';
import { searchEndpoints } from '../../shared/contract/search.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { ResultCache } from '../lib/result-cache.ts';
import { serviceEntries } from '../search/page-index.ts';
import { PageIndex } from '../search/page-search.ts';
import { publicServices } from '../services/citizen-services.ts';
import { type SearchResultPage, searchSite } from '../services/site-search.ts';

/** Per IP and minute: plenty for people typing, a brake on scripted scraping. */
export const SEARCH_RATE_LIMIT = 120;
/** How long a page of search results is kept at most (the reply's own max-age is 10 s). */
export const SEARCH_RESULTS_MS = 5_000;

export default async function searchRoutes(app: FastifyInstance) {
  // Built once at start from the content files, which change only with a deploy; the charter's services
  // (kept in the database) are added to it and added again after a change.
  const staticPages = new PageIndex();
  let pagesWithServices: Promise<PageIndex> | undefined;
  const pages = () => {
    pagesWithServices ??= publicServices(app.ctx).then(
      (services) => staticPages.with(serviceEntries(services)),
      (err: unknown) => {
        pagesWithServices = undefined;
        throw err;
      },
    );
    return pagesWithServices;
  };
  const results = new ResultCache<SearchResultPage>({
    ttlMs: SEARCH_RESULTS_MS,
    maxEntries: 500,
    now: () => app.clock.now().getTime(),
    onLookup: app.metrics.cacheLookups('search'),
  });
  // Every instance hears of every article change (ADR 0013); a row written straight to the database shows
  // within SEARCH_RESULTS_MS.
  app.articleEvents.onChange(() => {
    results.invalidate();
    pagesWithServices = undefined;
  });
  const deps = { db: app.db.kysely, kind: app.db.kind, pages, results };

  const route = routesOn(app);
  const rateLimited = { config: { rateLimit: { max: SEARCH_RATE_LIMIT, timeWindow: '1 minute' } } };

  route(searchEndpoints.articles, rateLimited, async (input, _request, reply) => {
    const { q, page, limit } = input.query;
    const body = await searchSite(deps, { query: q, page, limit });
    // Only public content, the same for everyone: shared caches may keep it briefly.
    reply.header('Cache-Control', 'public, max-age=10');
    return body;
  });
}
