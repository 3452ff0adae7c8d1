// Search results at /search?q=&page=: on the first page the site's own pages that match (ADR 0019), then public
// articles matching every word, best first, with the matches marked in the title and a passage of the text.
import { ChevronLeft, ChevronRight, RefreshCw, SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { hasSearchWords, searchKey, searchQueryOf } from '../../../shared/pages/search-page.ts';
import { searchPageTitle } from '../../../shared/routes.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { errorReason } from '../../lib/api-client.ts';
import { useAsyncData } from '../../lib/use-async-data.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { searchArticles } from './api/search-articles.ts';
import { DocumentResult } from './components/document-result.tsx';
import { PageResult } from './components/page-result.tsx';
import { SearchForm } from './components/search-form.tsx';
import { SearchResult, SearchResultSkeleton } from './components/search-result.tsx';
import { articlesMatch } from './lib/articles-match.ts';
import { searchHref } from './lib/search-href.ts';

export function Component() {
  const [params] = useSearchParams();
  const { q, page } = searchQueryOf(params);
  const searchable = hasSearchWords(q);
  usePageTitle(searchPageTitle(q));

  const { data, error, loading, reload } = useAsyncData(
    searchable ? searchKey({ q, page }) : null,
    (signal) => searchArticles({ q, page }, signal),
  );
  // Pages come with the first page of articles only; an answer without them has none.
  const pages = data?.pages ?? [];
  const documents = data?.documents ?? [];
  const nothing =
    data !== undefined && data.pagination.total === 0 && pages.length === 0 && documents.length === 0;

  return (
    <>
      <PageHero
        eyebrow="Campus news"
        title="Search news"
        lead="News, proposals and completed projects from every office and program of the campus."
        crumbs={[{ label: 'Search' }]}
      >
        <SearchForm query={q} />
      </PageHero>

      <section aria-label="Results" className="container-page py-10 sm:py-14">
        <div className="max-w-4xl">
          {pages.length > 0 && (
            <section aria-labelledby="search-pages-heading" className="mb-10">
              <h2 id="search-pages-heading" className="heading-2 mb-4">
                Pages
              </h2>
              <ol aria-labelledby="search-pages-heading" className="grid gap-3">
                {pages.map((hit) => (
                  <li key={hit.path}>
                    <PageResult hit={hit} />
                  </li>
                ))}
              </ol>
            </section>
          )}

          {documents.length > 0 && (
            <section aria-labelledby="search-documents-heading" className="mb-10">
              <h2 id="search-documents-heading" className="heading-2 mb-4">
                Documents
              </h2>
              <ol aria-labelledby="search-documents-heading" className="grid gap-3">
                {documents.map((hit) => (
                  <li key={hit.id}>
                    <DocumentResult hit={hit} />
                  </li>
                ))}
              </ol>
            </section>
          )}

          {/* The articles' heading is seen when pages are listed above them; the status is the one live
              region of the page, in the same place whatever the results. */}
          <h2 className={pages.length + documents.length > 0 ? 'heading-2 mb-2' : 'sr-only'}>News</h2>
          <div role="status" aria-live="polite" className="mb-6 text-sm text-slate-700">
            {!q && <p>Type words from an article’s title or text, then press Search.</p>}
            {q && !searchable && <p>Enter a word to search for</p>}
            {searchable && loading && !data && <p>Searching…</p>}
            {searchable && data && <p>{articlesMatch(data, q)}</p>}
          </div>

          {searchable && loading && !data && (
            <ol className="grid gap-4" aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <li key={i}>
                  <SearchResultSkeleton />
                </li>
              ))}
            </ol>
          )}

          {searchable && error !== undefined && !data && (
            <div className="rounded-2xl border border-rose-200 bg-rose-50 p-6 text-rose-900">
              <p className="font-semibold">The search could not be completed.</p>
              <p className="mt-1 text-sm">{errorReason(error)}</p>
              <button type="button" onClick={reload} className="btn btn-outline mt-4">
                <RefreshCw aria-hidden="true" className="size-4" />
                Try again
              </button>
            </div>
          )}

          {data && data.articles.length > 0 && (
            <ol aria-label="Search results" className="grid gap-4">
              {data.articles.map((hit) => (
                <li key={hit.article_id}>
                  <SearchResult hit={hit} />
                </li>
              ))}
            </ol>
          )}

          {nothing && (
            <EmptyState
              icon={SearchX}
              title="Nothing matched your search"
              text="Try fewer or different words, or check the spelling. Every word you type must appear in the page or article."
              actions={
                <Link to="/research/news" className="btn btn-outline">
                  Explore campus news
                </Link>
              }
            />
          )}

          {data && data.pagination.totalPages > 1 && (
            <nav aria-label="Search result pages" className="mt-8 flex items-center justify-between gap-3">
              {page > 1 ? (
                <Link to={searchHref(q, page - 1)} className="btn btn-outline">
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  Previous
                </Link>
              ) : (
                <span />
              )}
              <p className="text-sm text-slate-700">
                Page {page} of {data.pagination.totalPages}
              </p>
              {page < data.pagination.totalPages ? (
                <Link to={searchHref(q, page + 1)} className="btn btn-outline">
                  Next
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </div>
      </section>
    </>
  );
}
