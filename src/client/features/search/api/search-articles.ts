// GET /api/articles/search?q=&page=&limit=: public articles matching every word, best match first.

import { routeOf } from '../../../../shared/contract/route-url.ts';
import type { SearchResponse, searchEndpoints } from '../../../../shared/contract/search.ts';
import { ApiError, callEndpoint, INVALID_RESPONSE } from '../../../lib/api-client.ts';

export const searchRoute = routeOf<(typeof searchEndpoints)['articles']>('GET', '/api/articles/search');

export const SEARCH_PAGE_SIZE = 10;
const SEARCH_TIMEOUT_MS = 10_000;

/** Only letters and digits are searched; a query without any has nothing to look for. */
export const hasSearchWords = (q: string) => /[\p{L}\p{N}]/u.test(q);

/** The data key of a results page (shared with the server's page loaders). */
export const searchKey = (query: { q: string; page: number }) => `search:${query.page}:${query.q}`;

/** The query of a /search address: q trimmed, page 1 or more. */
export function searchQueryOf(params: URLSearchParams): { q: string; page: number } {
  const q = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { q, page };
}

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
