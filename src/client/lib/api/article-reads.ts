// The public pages' article lists: GET /api/articles/latest, /most-viewed and /office/{office}, with the
// route-only forms of the contract's endpoints (no zod). A list is used only if ok is true and articles is
// an array (docs/product/public-site.md#validation).
import type { articleEndpoints } from '../../../shared/contract/articles.ts';
import type { OfficeSlug } from '../../../shared/contract/offices.ts';
import { routeOf } from '../../../shared/contract/route-url.ts';
import { ApiError, type CallOptions, callEndpoint, INVALID_RESPONSE } from '../api-client.ts';
import { articlesOf } from '../articles.ts';

type A = typeof articleEndpoints;
const officeArticlesRoute = routeOf<A['officeList']>('GET', '/api/articles/office/:office');
const latestArticlesRoute = routeOf<A['latest']>('GET', '/api/articles/latest');
const mostViewedArticlesRoute = routeOf<A['mostViewed']>('GET', '/api/articles/most-viewed');

export interface ListOptions extends CallOptions {
  limit: number;
}

type ListRoute = Pick<typeof latestArticlesRoute, 'method'> & { path: string };

async function list(route: ListRoute, params: { office: string } | undefined, options: ListOptions) {
  const reply = await callEndpoint(route, { params, query: { limit: options.limit } } as never, options);
  return articlesOf(reply) ?? fail();
}

const fail = (): never => {
  throw new ApiError(INVALID_RESPONSE);
};

/** The newest public articles of every office. */
export const getLatestArticles = (options: ListOptions) => list(latestArticlesRoute, undefined, options);

/** The most viewed; anything but ok true with an array is 'Invalid response from server'. */
export const getMostViewedArticles = (options: ListOptions) =>
  list(mostViewedArticlesRoute, undefined, options);

/** One office's articles, newest first. */
export const getOfficeArticles = (office: OfficeSlug, options: ListOptions) =>
  list(officeArticlesRoute, { office }, options);
