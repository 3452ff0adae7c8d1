// All campus news at /news: every public article of every office, newest first, twelve a page with the page
// number in the address, filtered by office, kind and words. The filters are a plain GET form, so the page
// works, and every filtered page can be shared, without JavaScript.
import { ChevronLeft, ChevronRight, Newspaper, RefreshCw, Rss, Search } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { newsIndexPage as text } from '../../../../content/pages/news.ts';
import { ARTICLE_TYPES } from '../../../shared/contract/offices.ts';
import { newsFiltersOf, newsHref, newsKey } from '../../../shared/pages/news-page.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { NewsCard, NewsCardSkeleton } from '../../components/news/news-card.tsx';
import { OfficeSelect } from '../../components/office-select.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { errorReason } from '../../lib/api-client.ts';
import { searchFieldProps } from '../../lib/search-field.ts';
import { useAsyncData } from '../../lib/use-async-data.ts';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { listNews } from './api/list-news.ts';

const FEED_PATH = '/feeds/all.xml';

export function Component() {
  const [params] = useSearchParams();
  const filters = newsFiltersOf(params);
  const filtered = Boolean(filters.office || filters.type || filters.q);
  const compact = useMediaQuery(MOBILE_QUERY);
  const ids = { office: useId(), type: useId(), q: useId() };
  usePageTitle(filters.page > 1 ? `${text.title} (page ${filters.page})` : text.title);

  const { data, error, loading, reload } = useAsyncData(newsKey(filters), (signal) =>
    listNews(filters, signal),
  );
  const variant = compact ? 'compact' : 'card';
  const gridClass = compact ? 'grid gap-3' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
  const from = data ? (data.pagination.page - 1) * data.pagination.limit + 1 : 0;
  const to = data ? from + data.articles.length - 1 : 0;

  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} lead={text.lead} crumbs={[{ label: 'News' }]}>
        <p className="mt-6">
          <a
            href={FEED_PATH}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline"
          >
            <Rss aria-hidden="true" className="size-4" />
            {text.rss}
          </a>
        </p>
      </PageHero>

      <div className="container-page py-8 sm:py-12">
        <search className="block">
          <form
            method="get"
            action="/news"
            aria-label={text.filtersLabel}
            className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.4fr_auto] lg:items-end"
          >
            <div>
              <OfficeSelect
                id={ids.office}
                label={text.officeLabel}
                allLabel={text.allOffices}
                value={filters.office}
              />
            </div>
            <div>
              <label htmlFor={ids.type} className="block text-sm font-semibold text-slate-800">
                {text.typeLabel}
              </label>
              <select
                id={ids.type}
                name="type"
                defaultValue={filters.type ?? ''}
                className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
              >
                <option value="">{text.allTypes}</option>
                {ARTICLE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {text.typeNames[t]}
                  </option>
                ))}
              </select>
            </div>
            <div className="sm:col-span-2 lg:col-span-1">
              <label htmlFor={ids.q} className="block text-sm font-semibold text-slate-800">
                {text.searchLabel}
              </label>
              <input
                id={ids.q}
                {...searchFieldProps}
                defaultValue={filters.q ?? ''}
                className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
              />
            </div>
            <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
              <button type="submit" className="btn btn-primary">
                <Search aria-hidden="true" className="size-4" />
                {text.apply}
              </button>
              {filtered && (
                <Link to="/news" className="btn btn-outline">
                  {text.clear}
                </Link>
              )}
            </div>
          </form>
        </search>

        <section aria-label="Articles" className="mt-8">
          <div role="status" aria-live="polite" className="mb-4 text-sm text-slate-700">
            {data && data.pagination.total > 0 && (
              <p>
                Articles {from}–{to} of {data.pagination.total}
              </p>
            )}
          </div>

          {loading && !data && (
            <ul className={gridClass} aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <li key={i}>
                  <NewsCardSkeleton variant={variant} />
                </li>
              ))}
            </ul>
          )}

          {error !== undefined && !data && (
            <div className="rounded-2xl border border-rose-200 bg-rose-50 p-6 text-rose-900">
              <p className="font-semibold">{text.failed}</p>
              <p className="mt-1 text-sm">{errorReason(error)}</p>
              <button type="button" onClick={reload} className="btn btn-outline mt-4">
                <RefreshCw aria-hidden="true" className="size-4" />
                Try again
              </button>
            </div>
          )}

          {data && data.articles.length > 0 && (
            <ul className={gridClass}>
              {data.articles.map((article, i) => (
                <li key={article.article_id}>
                  <NewsCard
                    article={article}
                    variant={variant}
                    newTab={false}
                    titleWords={12}
                    headingLevel={2}
                    eager={i < 3}
                  />
                </li>
              ))}
            </ul>
          )}

          {data && data.articles.length === 0 && (
            <EmptyState
              icon={Newspaper}
              title={text.none}
              text={text.noneHint}
              actions={
                filtered || filters.page > 1 ? (
                  <Link to="/news" className="btn btn-outline">
                    {text.clear}
                  </Link>
                ) : undefined
              }
            />
          )}

          {data && data.pagination.totalPages > 1 && (
            <nav aria-label={text.pagesLabel} className="mt-8 flex items-center justify-between gap-3">
              {filters.page > 1 ? (
                <Link
                  to={newsHref({ ...filters, page: filters.page - 1 })}
                  className="btn btn-outline"
                  rel="prev"
                >
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  Newer
                </Link>
              ) : (
                <span />
              )}
              <p className="text-sm text-slate-700">
                Page {filters.page} of {data.pagination.totalPages}
              </p>
              {filters.page < data.pagination.totalPages ? (
                <Link
                  to={newsHref({ ...filters, page: filters.page + 1 })}
                  className="btn btn-outline"
                  rel="next"
                >
                  Older
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
      </div>
    </>
  );
}
