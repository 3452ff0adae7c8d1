// GET /api/news?page=&office=&type=&q=: one page of every office's public articles, newest first.
import type { NewsResponse, newsEndpoints } from '../../../../shared/contract/news.ts';
import {
  ARTICLE_TYPES,
  type ArticleType,
  OFFICE_SLUGS,
  type OfficeSlug,
} from '../../../../shared/contract/offices.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import { ApiError, callEndpoint, INVALID_RESPONSE } from '../../../lib/api-client.ts';

const newsRoute = routeOf<(typeof newsEndpoints)['list']>('GET', '/api/news');
const NEWS_TIMEOUT_MS = 10_000;

export interface NewsFilters {
  page: number;
  office?: OfficeSlug;
  type?: ArticleType;
  q?: string;
}

/** The filters of a /news address; unknown values are ignored, as the form cannot send them. */
export function newsFiltersOf(params: URLSearchParams): NewsFilters {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const office = OFFICE_SLUGS.find((o) => o === params.get('office'));
  const type = ARTICLE_TYPES.find((t) => t === params.get('type'));
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  return { page, ...(office ? { office } : {}), ...(type ? { type } : {}), ...(q ? { q } : {}) };
}

/** The /news address of these filters (page 1 is left out, so the first page has one address). */
export function newsHref(f: NewsFilters): string {
  const params = new URLSearchParams();
  if (f.office) params.set('office', f.office);
  if (f.type) params.set('type', f.type);
  if (f.q) params.set('q', f.q);
  if (f.page > 1) params.set('page', String(f.page));
  const query = params.toString();
  return query ? `/news?${query}` : '/news';
}

/** The data key of a page of news (shared with the server's page loaders). */
export const newsKey = (f: NewsFilters) => `news:${newsHref(f)}`;

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
