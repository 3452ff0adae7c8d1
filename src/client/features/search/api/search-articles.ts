// GET /api/articles/search?q=&page=&limit=: public articles matching every word, best match first.

import { routeOf } from '../../../../shared/contract/route-url.ts';
import type { SearchResponse, searchEndpoints } from '../../../../shared/contract/search.ts';
import { SEARCH_PAGE_SIZE } from '../../../../shared/pages/search-page.ts';
import { ApiError, callEndpoint, INVALID_RESPONSE } from '../../../lib/api-client.ts';

export const searchRoute = routeOf<(typeof searchEndpoints)['articles']>('GET', '/api/articles/search');

const SEARCH_TIMEOUT_MS = 10_000;

export async function searchArticles(
  query: { q: string; page: number },
  signal: AbortSignal,
): Promise<SearchResponse> {
  const body: Partial<SearchResponse> | undefined = await callEndpoint(
    searchRoute,
    { query: { q: query.q, page: query.page, limit: SEARCH_PAGE_SIZE } },
    { signal, timeoutMs: SEARCH_TIMEOUT_MS },
  );
  if (body?.ok !== true || !Array.isArray(body.articles) || !body.pagination) {
    throw new ApiError(INVALID_RESPONSE);
  }
  return body as SearchResponse;
}
