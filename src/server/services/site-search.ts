// The site search: matching pages of the site (the in-memory page index, src/server/search/page-index.ts)
// above the public articles that match (full-text search in the database). Pages come with the first page of
// articles only, so paging through the articles does not repeat them. A page of articles is kept for a few
// seconds under the query's words (what is searched, not how it was typed), so popular searches and identical
// searches arriving together cost one database search (docs/decisions/0028-search-result-cache.md).
import type { Kysely } from 'kysely';
import type { DocumentHit } from '../../shared/contract/documents.ts';
import type { SearchResponse } from '../../shared/contract/search.ts';
import type { DbKind } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { ResultCache } from '../lib/result-cache.ts';
import { searchTerms } from '../lib/search-terms.ts';
import { type SearchPage, searchArticles } from '../repositories/search.ts';
import { serviceEntries } from '../search/page-index.ts';
import { PageIndex } from '../search/page-search.ts';
import type { AppContext } from './app-context.ts';
import { publicServices } from './citizen-services.ts';
import { searchDocuments } from './documents.ts';

/** How long a page of search results is kept at most (the reply's own max-age is 10 s). */
export const SEARCH_RESULTS_MS = 5_000;

/** One page of matching articles and how many match in all, with the matching documents on page 1. */
export type SearchResultPage = SearchPage & { documents: DocumentHit[] };

export interface SiteSearchDeps {
  db: Kysely<Database>;
  kind: DbKind;
  /** The site's pages, the charter's services among them (rebuilt when a service changes). */
  pages: () => Promise<PageIndex>;
  /** Pages of articles by words, page and limit; dropped on every article change. */
  results: ResultCache<SearchResultPage>;
}

export async function searchSite(
  deps: SiteSearchDeps,
  opts: { query: string; page: number; limit: number },
): Promise<SearchResponse> {
  const key = `${searchTerms(opts.query).join(' ')}\n${opts.page}\n${opts.limit}`;
  const { articles, total, more, documents } = await deps.results.get(key, async () => {
    const [found, documents] = await Promise.all([
      searchArticles(deps.db, deps.kind, opts),
      opts.page === 1 ? searchDocuments(deps, opts.query) : [],
    ]);
    return { ...found, documents };
  });
  return {
    ok: true,
    pages: opts.page === 1 ? (await deps.pages()).search(opts.query) : [],
    articles,
    documents,
    pagination: { page: opts.page, limit: opts.limit, total, totalPages: Math.ceil(total / opts.limit) },
    more_articles: more,
    query: opts.query,
  };
}

/** The site search of one instance: its page index and result cache, kept until `forget()` (an article change). */
export interface SiteSearch {
  search(opts: { query: string; page: number; limit: number }): Promise<SearchResponse>;
  forget(): void;
}

export function createSiteSearch(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  onLookup?: ConstructorParameters<typeof ResultCache<SearchResultPage>>[0]['onLookup'],
): SiteSearch {
  // Built once at start from the content files, which change only with a deploy; the charter's services
  // (kept in the database) are added to it and added again after a change.
  const staticPages = new PageIndex();
  let pagesWithServices: Promise<PageIndex> | undefined;
  const pages = () => {
    pagesWithServices ??= publicServices(ctx).then(
      (services) => staticPages.with(serviceEntries(services)),
      (err: unknown) => {
        pagesWithServices = undefined;
        throw err;
      },
    );
    return pagesWithServices;
  };
  const results = new ResultCache<SearchResultPage>({
    ttlMs: SEARCH_RESULTS_MS,
    maxEntries: 500,
    now: () => ctx.clock.now().getTime(),
    onLookup,
  });
  const deps = { db: ctx.db.kysely, kind: ctx.db.kind, pages, results };
  return {
    search: (opts) => searchSite(deps, opts),
    forget() {
      results.invalidate();
      pagesWithServices = undefined;
    },
  };
}
