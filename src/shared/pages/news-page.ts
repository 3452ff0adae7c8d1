// All campus news, /news?page=&office=&type=&q=: one page of every office's public articles, newest first.
import { newsIndexPage } from '../../../content/pages/news.ts';
import { ARTICLE_TYPES, type ArticleType, OFFICE_SLUGS, type OfficeSlug } from '../contract/offices.ts';
import { collect, contentMeta, definePage, tableRoutes } from './page-module.ts';

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

/** The data key of a page of news. */
export const newsKey = (f: NewsFilters) => `news:${newsHref(f)}`;

export const newsRoute = {
  name: 'news',
  routes: /* @__PURE__ */ tableRoutes('news'),
  file: 'src/client/features/news/news-page.tsx',
  islands: true,
} as const;

export const newsPageModule = /* @__PURE__ */ definePage(newsRoute, {
  load: ({ url }, reads, failed) => {
    const filters = newsFiltersOf(url.searchParams);
    return collect([[newsKey(filters), (signal) => reads.news(filters, signal)]], failed);
  },
  meta: () => ({ ...contentMeta(newsIndexPage), feed: 'all' }),
});
