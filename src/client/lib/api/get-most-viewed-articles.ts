import { ApiError, apiFetch, INVALID_RESPONSE } from '../api-client.ts';
import { articlesOf } from '../articles.ts';

/** GET /api/articles/most-viewed?limit=6; anything but ok true with an array is 'Invalid response from server'. */
export async function getMostViewedArticles(
  options: { limit?: number; timeoutMs?: number; signal?: AbortSignal } = {},
) {
  const { limit = 6, timeoutMs = 10_000, signal } = options;
  const articles = articlesOf(
    await apiFetch(`/api/articles/most-viewed?limit=${limit}`, { timeoutMs, signal }),
  );
  if (!articles) throw new ApiError(INVALID_RESPONSE);
  return articles;
}
