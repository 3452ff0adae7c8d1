// The endpoints public pages call, as method and path only: public pages must not load zod
// (docs/decisions/0006-public-javascript-budget.md), so they call these with a light check of the reply
// instead of the contract's schema. Each is tied to its endpoint in the contract by type: a method or path
// that differs from the contract's does not compile (contract/endpoint.ts, routeOf).
import type { articleEndpoints } from './articles.ts';
import type { healthEndpoints } from './common.ts';
import type { concernEndpoints } from './concern.ts';
import { routeOf } from './endpoint.ts';
import type { searchEndpoints } from './search.ts';
import type { siteEndpoints } from './site.ts';

type A = typeof articleEndpoints;
export const officeArticlesRoute = routeOf<A['officeList']>('GET', '/api/articles/office/:office');
export const latestArticlesRoute = routeOf<A['latest']>('GET', '/api/articles/latest');
export const mostViewedArticlesRoute = routeOf<A['mostViewed']>('GET', '/api/articles/most-viewed');
export const articleRoute = routeOf<A['byId']>('GET', '/api/articles/:id');
export const articleStatsRoute = routeOf<A['stats']>('GET', '/api/articles/:id/stats');
export const articleViewRoute = routeOf<A['view']>('POST', '/api/articles/:id/view');
export const articleLikeRoute = routeOf<A['like']>('POST', '/api/articles/:id/like');

export const siteContentRoute = routeOf<(typeof siteEndpoints)['content']>('GET', '/api/site');
export const siteEventRoute = routeOf<(typeof siteEndpoints)['event']>('GET', '/api/site/events/:id');

export const searchRoute = routeOf<(typeof searchEndpoints)['articles']>('GET', '/api/articles/search');

export const concernInitialLogRoute = routeOf<(typeof concernEndpoints)['initialLog']>(
  'POST',
  '/api/honeypot/initial',
);
export const concernSubmitRoute = routeOf<(typeof concernEndpoints)['submit']>('POST', '/api/honeypot');

export const healthRoute = routeOf<(typeof healthEndpoints)['health']>('GET', '/api/health');
