// The site search: matching pages of the site (the in-memory page index, src/server/search/page-index.ts)
// above the public articles that match (full-text search in the database). Pages come with the first page of
// articles only, so paging through the articles does not repeat them.
import type { Kysely } from 'kysely';
import type { SearchResponse } from '../../shared/contract/search.ts';
import type { DbKind } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { searchArticles } from '../repositories/search.ts';
import type { PageIndex } from '../search/page-search.ts';

export interface SiteSearchDeps {
  db: Kysely<Database>;
  kind: DbKind;
  pages: PageIndex;
}

export async function searchSite(
  deps: SiteSearchDeps,
  opts: { query: string; page: number; limit: number },
): Promise<SearchResponse> {
  const { articles, total } = await searchArticles(deps.db, deps.kind, opts);
  return {
    ok: true,
    pages: opts.page === 1 ? deps.pages.search(opts.query) : [],
    articles,
    pagination: { page: opts.page, limit: opts.limit, total, totalPages: Math.ceil(total / opts.limit) },
    query: opts.query,
  };
}
