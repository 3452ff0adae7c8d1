import type { OfficeSlug } from '../../../shared/contract/offices.ts';
import { ApiError, apiFetch, INVALID_RESPONSE } from '../api-client.ts';
import { articlesOf } from '../articles.ts';

/** GET /api/articles/office/{office}: public articles of one office, newest first. */
export async function getOfficeArticles(
  office: OfficeSlug,
  options: { limit?: number; timeoutMs?: number; signal?: AbortSignal } = {},
) {
  const { limit = 1000, timeoutMs = 10_000, signal } = options;
  const body = await apiFetch(`/api/articles/office/${encodeURIComponent(office)}?limit=${limit}`, {
    timeoutMs,
    signal,
  });
  const articles = articlesOf(body);
  if (!articles) throw new ApiError(INVALID_RESPONSE);
  return articles;
}
