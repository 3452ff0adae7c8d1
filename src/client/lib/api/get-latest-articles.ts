import { ApiError, apiFetch, INVALID_RESPONSE } from '../api-client.ts';
import { articlesOf } from '../articles.ts';

/** GET /api/articles/latest?limit={n}: the newest public articles of every office. */
export async function getLatestArticles(
  options: { limit?: number; timeoutMs?: number; signal?: AbortSignal } = {},
) {
  const { limit = 6, timeoutMs = 10_000, signal } = options;
  const articles = articlesOf(await apiFetch(`/api/articles/latest?limit=${limit}`, { timeoutMs, signal }));
  if (!articles) throw new ApiError(INVALID_RESPONSE);
  return articles;
}
