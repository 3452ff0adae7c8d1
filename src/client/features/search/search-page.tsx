// Search results at /search?q=&page=: public articles matching every word, best first, with the matches
// marked in the title and a passage of the text.
import { ChevronLeft, ChevronRight, RefreshCw, SearchX } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { errorReason } from '../../lib/api-client.ts';
import { useAsyncData } from '../../lib/use-async-data.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { hasSearchWords, searchArticles, searchKey, searchQueryOf } from './api/search-articles.ts';
import { SearchForm } from './components/search-form.tsx';
import { SearchResult, SearchResultSkeleton } from './components/search-result.tsx';
import { searchHref } from './lib/search-href.ts';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { q, page } = searchQueryOf(params);
  const searchable = hasSearchWords(q);
  usePageTitle(q ? `Search: ${q}` : 'Search news');

  const { data, error, loading, reload } = useAsyncData(
    searchable ? searchKey({ q, page }) : null,
    (signal) => searchArticles({ q, page }, signal),
  );

  return (
    <>
      <PageHero
        eyebrow="Campus news"
        title="Search news"
        lead="News, proposals and completed projects from every office and program of the campus."
        crumbs={[{ label: 'Search' }]}
      >
        <SearchForm query={q} onSearch={(next) => navigate(searchHref(next))} />
      </PageHero>

      <section aria-labelledby="search-results-heading" className="container-page py-10 sm:py-14">
        <div className="max-w-4xl">
          <h2 id="search-results-heading" className="sr-only">
            Results
          </h2>
          <div role="status" aria-live="polite" className="mb-6 text-sm text-slate-700">
            {!q && <p>Type words from an article’s title or text, then press Search.</p>}
            {q && !searchable && <p>Enter a word to search for</p>}
            {searchable && loading && !data && <p>Searching…</p>}
            {searchable && data && (
              <p>
                {data.pagination.total === 0
                  ? `No articles match “${q}”.`
                  : `${data.pagination.total} ${data.pagination.total === 1 ? 'article matches' : 'articles match'} “${q}”.`}
              </p>
            )}
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

          {data && data.pagination.total === 0 && (
            <EmptyState
              icon={SearchX}
              title="Nothing matched your search"
              text="Try fewer or different words, or check the spelling. Every word you type must appear in the article."
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
