// GET /api/news?page=&office=&type=&q=: one page of every office's public articles, newest first.

import type { NewsResponse, newsEndpoints } from '../../../../shared/contract/news.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import type { NewsFilters } from '../../../../shared/pages/news-page.ts';
import { ApiError, callEndpoint, INVALID_RESPONSE } from '../../../lib/api-client.ts';

const newsRoute = routeOf<(typeof newsEndpoints)['list']>('GET', '/api/news');
const NEWS_TIMEOUT_MS = 10_000;

export async function listNews(f: NewsFilters, signal: AbortSignal): Promise<NewsResponse> {
  const body: Partial<NewsResponse> | undefined = await callEndpoint(
    newsRoute,
    { query: { page: f.page, office: f.office, type: f.type, q: f.q } },
    { signal, timeoutMs: NEWS_TIMEOUT_MS },
  );
  if (body?.ok !== true || !Array.isArray(body.articles) || !body.pagination) {
    throw new ApiError(INVALID_RESPONSE);
  }
  return body as NewsResponse;
}
