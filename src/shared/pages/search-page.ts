// Site search, /search?q=&page= (docs/decisions/0035-home-page-as-islands.md#search): the results are drawn
// by the server and the page is titled by its query; a query without letters or digits loads nothing.
import { siteConfig } from '../../../config/site.ts';
import { searchPageTitle } from '../routes.ts';
import { collect, definePage, tableRoutes } from './page-module.ts';

export const SEARCH_PAGE_SIZE = 10;

/** Only letters and digits are searched; a query without any has nothing to look for. */
export const hasSearchWords = (q: string) => /[\p{L}\p{N}]/u.test(q);

/** The data key of a results page. */
export const searchKey = (query: { q: string; page: number }) => `search:${query.page}:${query.q}`;

/** The query of a /search address: q trimmed, page 1 or more. */
export function searchQueryOf(params: URLSearchParams): { q: string; page: number } {
  const q = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { q, page };
}

export const searchRoute = {
  name: 'search',
  routes: /* @__PURE__ */ tableRoutes('search'),
  file: 'src/client/features/search/search-page.tsx',
  islands: true,
} as const;

export const searchPageModule = /* @__PURE__ */ definePage(searchRoute, {
  load: ({ url }, reads, failed) => {
    const query = searchQueryOf(url.searchParams);
    if (!hasSearchWords(query.q)) return Promise.resolve({});
    return collect(
      [[searchKey(query), (signal) => reads.search({ ...query, limit: SEARCH_PAGE_SIZE }, signal)]],
      failed,
    );
  },
  meta: ({ url }) => ({
    title: searchPageTitle(searchQueryOf(url.searchParams).q),
    description: `Search the news, proposals and completed projects of the ${siteConfig.campus_name}.`,
    noindex: true,
  }),
});
