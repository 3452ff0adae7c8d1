// The site search of this instance (services/site-search.ts), shared by its API and the search page's render:
// one page index and one result cache. Every instance hears of every article change (ADR 0013) and forgets
// its results; a row written straight to the database shows within SEARCH_RESULTS_MS.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSiteSearch, type SiteSearch } from '../services/site-search.ts';

declare module 'fastify' {
  interface FastifyInstance {
    siteSearch: SiteSearch;
  }
}

export default fp(
  async function siteSearch(app: FastifyInstance) {
    const search = createSiteSearch(app.ctx, app.metrics.cacheLookups('search'));
    app.articleEvents.onChange(() => search.forget());
    app.decorate('siteSearch', search);
  },
  { name: 'site-search', dependencies: ['context', 'article-events', 'metrics'] },
);
