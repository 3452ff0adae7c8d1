// GET /api/articles/search?q=&page=&limit=: public articles matching every word, best match first.
import type { SearchResponse } from '../../../../shared/contract/search.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

export const SEARCH_PAGE_SIZE = 10;
const SEARCH_TIMEOUT_MS = 10_000;

export async function searchArticles(
  query: { q: string; page: number },
  signal: AbortSignal,
): Promise<SearchResponse> {
  const params = new URLSearchParams({
    q: query.q,
    page: String(query.page),
    limit: String(SEARCH_PAGE_SIZE),
  });
  const body = await apiFetch<Partial<SearchResponse>>(`/api/articles/search?${params}`, {
    signal,
    timeoutMs: SEARCH_TIMEOUT_MS,
  });
  if (body.ok !== true || !Array.isArray(body.articles) || !body.pagination) {
    throw new ApiError('Invalid response from server');
  }
  return body as SearchResponse;
}
