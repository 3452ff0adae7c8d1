// The searchable news list of the office, programme, research, extension and library pages
// (docs/product/public-site.md#news-list, #states, #validation, #errors, #constants). Fetches the office's public articles, filters by mode,
// searches title and excerpt, and keeps what it shows when a refresh fails.

import clsx from 'clsx';
import { Newspaper, RefreshCw, Search, SearchX, X } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EMPTY_LIST_HEADLINE } from '../../../../content/pages/office-pages.ts';
import type { OfficeSlug } from '../../../shared/contract/offices.ts';
import { officeListKey } from '../../../shared/pages/office-pages.ts';
import { island } from '../../islands/island.tsx';
import { getLatestArticles, getOfficeArticles } from '../../lib/api/article-reads.ts';
import { errorReason } from '../../lib/api-client.ts';
import { type ListMode, matchesMode, matchesSearch } from '../../lib/articles.ts';
import { useAsyncData } from '../../lib/use-async-data.ts';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { EmptyState } from '../empty-state.tsx';
import { NewsCard, NewsCardSkeleton } from './news-card.tsx';

/** Public list timeout (docs/product/public-site.md#calls). */
export const LIST_TIMEOUT_MS = 10_000;

/** Every public article of the office (or of all offices), as the list shows them; failures are logged. */
export async function loadOfficeList(office: OfficeSlug | 'any', signal: AbortSignal) {
  try {
    return office === 'any'
      ? await getLatestArticles({ limit: 1000, timeoutMs: LIST_TIMEOUT_MS, signal })
      : await getOfficeArticles(office, { limit: 1000, timeoutMs: LIST_TIMEOUT_MS, signal });
  } catch (error) {
    if (!signal.aborted) {
      const reason = errorReason(error);
      console.error(
        `News list for ${office} failed: ${reason === 'Request timeout' ? `Request timed out after ${Math.round(LIST_TIMEOUT_MS / 1000)}s` : reason}`,
      );
    }
    throw error;
  }
}
/** Public list excerpts (docs/product/public-site.md#constants). */
export const LIST_EXCERPT_CHARS = 400;
const LOADING_PLACEHOLDERS = 3;

/** A list scrolls at 5 or more items, or when 7 or more with the count plus 3 placeholders (docs/product/public-site.md#constants). */
export function listScrolls(count: number, placeholders: number): boolean {
  return count >= 5 || count + placeholders >= 7;
}

export interface NewsListProps {
  /** Office whose public articles are listed; 'any' lists the latest of every office. */
  office: OfficeSlug | 'any';
  /** news (default), proposals or completed: the article type shown. */
  mode?: ListMode;
  /** Heading of the list, e.g. 'Research Proposals'. */
  title: string;
  /** Text of the empty card when the office has no articles of this mode (under a friendly headline). */
  emptyText: string;
  /** Optional line under the heading. */
  description?: string;
  /** Compact rows instead of cards below 768 px (default true). */
  compactOnSmallScreens?: boolean;
  /** Image width and quality: 'list' w=800 q=70 (default); 'programList' and 'administration' w=900 q=80. */
  imagePlace?: 'list' | 'programList' | 'administration';
  /** Read only the thumbnail, not pic1..pic10 (default: true for extension and library). */
  thumbnailOnly?: boolean;
  /** Show 'Failed to load news.' on a failed load (administration); other pages only log it. */
  showLoadError?: boolean;
  /** Heading level of the list title (default 2); cards use the next level. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The list as an island (src/client/islands): it wakes with the list the server drew it with. */
export const NewsList = island('news-list', NewsListPart, { data: (p) => [officeListKey(p.office)] });

export function NewsListPart({
  office,
  mode = 'news',
  title,
  emptyText,
  description,
  compactOnSmallScreens = true,
  imagePlace = 'list',
  thumbnailOnly = office === 'extension' || office === 'library',
  showLoadError = false,
  headingLevel = 2,
  className,
}: NewsListProps) {
  const headingId = useId();
  const searchId = useId();
  const [term, setTerm] = useState('');
  const isSmall = useMediaQuery(MOBILE_QUERY);
  const compact = compactOnSmallScreens && isSmall;

  const load = useCallback((signal: AbortSignal) => loadOfficeList(office, signal), [office]);
  const { data, error, loading, reload } = useAsyncData(officeListKey(office), load);

  const ofMode = useMemo(() => (data ?? []).filter((a) => matchesMode(a, mode)), [data, mode]);
  const shown = useMemo(() => ofMode.filter((a) => matchesSearch(a, term)), [ofMode, term]);
  const searching = term.trim() !== '';
  const firstLoad = loading && data === undefined;
  // While a refresh runs, placeholders follow the cards already shown.
  const placeholders = loading && !firstLoad ? LOADING_PLACEHOLDERS : 0;
  const scrolls = listScrolls(shown.length, placeholders);
  const Heading = `h${headingLevel}` as const;
  const variant = compact ? 'compact' : 'card';

  return (
    <section aria-labelledby={headingId} className={clsx('news-list', className)}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Heading id={headingId} className="heading-2 text-slate-900">
            {title}
          </Heading>
          {description && <p className="mt-1 text-slate-600">{description}</p>}
        </div>
        <div className="relative w-full sm:max-w-xs">
          <label htmlFor={searchId} className="sr-only">
            Search {title}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder="Search news…"
            autoComplete="off"
            className="h-11 w-full rounded-full border border-slate-300 bg-white pr-11 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          {term && (
            <button
              type="button"
              onClick={() => setTerm('')}
              aria-label="Clear search"
              className="absolute top-1/2 right-0 grid size-11 -translate-y-1/2 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      </div>

      {showLoadError && error !== undefined && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-2 text-sm text-red-800">
          Failed to load news.
        </p>
      )}

      <p className="sr-only" aria-live="polite">
        {firstLoad ? '' : searching ? `${shown.length} of ${ofMode.length} articles match` : ''}
      </p>

      <div className="mt-6">
        {firstLoad ? (
          <ul className={gridClass(variant)} aria-busy="true" aria-label={`Loading ${title}`}>
            {Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <li key={i}>
                <NewsCardSkeleton variant={variant} />
              </li>
            ))}
          </ul>
        ) : shown.length > 0 ? (
          <div
            className={clsx(scrolls && 'news-list-scroll overflow-y-auto overscroll-contain pr-1')}
            style={scrolls ? { maxHeight: 'calc(2 * 24rem + 1.5rem)' } : undefined}
            data-scrolls={scrolls ? 'true' : 'false'}
          >
            <ul className={gridClass(variant)}>
              {shown.map((article, i) => (
                <li key={article.article_id}>
                  <NewsCard
                    article={article}
                    variant={variant}
                    titleWords={compact ? 10 : 12}
                    excerptChars={LIST_EXCERPT_CHARS}
                    imagePlace={imagePlace}
                    thumbnailOnly={thumbnailOnly}
                    eager={i < 3}
                    headingLevel={headingLevel === 2 ? 3 : 4}
                  />
                </li>
              ))}
              {Array.from({ length: placeholders }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
                <li key={`placeholder-${i}`} aria-hidden="true">
                  <NewsCardSkeleton variant={variant} />
                </li>
              ))}
            </ul>
          </div>
        ) : searching && ofMode.length > 0 ? (
          <EmptyState
            icon={SearchX}
            title={`No results for: ${term.trim()}`}
            text="We couldn't find any news matching your search. Try different keywords, or clear the search to see all items."
            actions={<StateActions onRefresh={reload} refreshing={loading} onClear={() => setTerm('')} />}
          />
        ) : (
          <EmptyState
            icon={Newspaper}
            title={EMPTY_LIST_HEADLINE}
            text={emptyText}
            actions={<StateActions onRefresh={reload} refreshing={loading} />}
          />
        )}
      </div>
    </section>
  );
}

function gridClass(variant: 'card' | 'compact') {
  return variant === 'compact' ? 'grid gap-3' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
}

/** The empty and no-results states' buttons: clear the search, refresh, or read other campus news. */
function StateActions({
  onRefresh,
  refreshing,
  onClear,
}: {
  onRefresh: () => void;
  refreshing: boolean;
  onClear?: () => void;
}) {
  return (
    <>
      {onClear && (
        <button type="button" onClick={onClear} className="btn btn-outline">
          <X aria-hidden="true" className="size-4" />
          Clear search
        </button>
      )}
      <button type="button" onClick={onRefresh} className="btn btn-outline" disabled={refreshing}>
        <RefreshCw aria-hidden="true" className={clsx('size-4', refreshing && 'animate-spin')} />
        Refresh
      </button>
      <Link to="/research/news" className="btn btn-primary">
        Explore campus news
      </Link>
    </>
  );
}
