// Latest News (docs/product/public-site.md#pages, #states, #errors, #constants): six tabs, six cards, skeletons while loading, the failure
// reason with Retry, 'No news available.' and a View all link that follows the tab.
import clsx from 'clsx';
import { ArrowRight, Newspaper, RotateCw } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { homePage } from '../../../../../content/pages/home.ts';
import { newsIndexPage } from '../../../../../content/pages/news.ts';
import { HOME_NEWS_COUNT, type HomeNewsTab, homeNewsKey } from '../../../../shared/pages/home-page.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NewsCard, NewsCardSkeleton } from '../../../components/news/news-card.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { island } from '../../../islands/island.tsx';
import { errorReason } from '../../../lib/api-client.ts';
import { useAsyncData } from '../../../lib/use-async-data.ts';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { getHomeNews } from '../api/get-home-news.ts';

export const HOME_NEWS_EXCERPT_CHARS = 220;

export const NEWS_TABS: { id: HomeNewsTab; label: string; viewAll: string }[] = [
  { id: 'all', label: 'All', viewAll: '/research/news' },
  { id: 'most-viewed', label: 'Most Viewed', viewAll: '/research/news' },
  { id: 'administration', label: 'Administration', viewAll: '/administration/news' },
  { id: 'research', label: 'Research', viewAll: '/research/news' },
  { id: 'extension', label: 'Extension', viewAll: '/extension/news' },
  { id: 'library', label: 'Library', viewAll: '/library' },
];

/**
 * The news block as an island: its code loads as the visitor scrolls near it (or touches it first), and it
 * wakes with the All tab's cards the server drew it with; the other tabs load when chosen.
 */
export const LatestNewsIsland = island('home-news', LatestNews, {
  when: 'visible',
  data: () => [homeNewsKey('all')],
});

export function LatestNews() {
  const [tab, setTab] = useState<HomeNewsTab>('all');
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const load = useCallback((signal: AbortSignal) => getHomeNews(tab, signal), [tab]);
  const { data, error, loading, reload } = useAsyncData(homeNewsKey(tab), load);
  const active = NEWS_TABS.find((t) => t.id === tab) ?? NEWS_TABS[0];
  const activeIndex = NEWS_TABS.findIndex((t) => t.id === tab);
  const variant = useMediaQuery(MOBILE_QUERY) ? 'compact' : 'card';
  const grid = variant === 'compact' ? 'grid gap-3' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

  const onTabKey = (e: React.KeyboardEvent, i: number) => {
    let next = -1;
    if (e.key === 'ArrowRight') next = (i + 1) % NEWS_TABS.length;
    else if (e.key === 'ArrowLeft') next = (i - 1 + NEWS_TABS.length) % NEWS_TABS.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = NEWS_TABS.length - 1;
    if (next < 0) return;
    e.preventDefault();
    const t = NEWS_TABS[next];
    if (t) setTab(t.id);
    tabRefs.current[next]?.focus();
  };

  const viewAll = (
    <Link
      to={active?.viewAll ?? '/research/news'}
      className="btn btn-outline shrink-0 self-start sm:self-auto"
    >
      View all<span className="sr-only"> {active?.label} news</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );

  return (
    <>
      <SectionHeading
        id="news-title"
        eyebrow={homePage.newsTitle}
        title={homePage.newsIntro}
        action={viewAll}
      />
      <div
        role="tablist"
        aria-label="News filter"
        className="-mx-4 mt-8 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0 [scrollbar-width:none]"
      >
        {NEWS_TABS.map((t, i) => {
          const selected = t.id === tab;
          return (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${t.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(t.id)}
              onKeyDown={(e) => onTabKey(e, i)}
              className={clsx(
                'inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                selected
                  ? 'bg-brand-700 text-white shadow-sm'
                  : 'border border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-800',
              )}
            >
              {t.label}
            </button>
          );
        })}
      </div>

      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${NEWS_TABS[activeIndex]?.id}`}
        aria-busy={loading}
        className="mt-6"
      >
        {loading && !data ? (
          <ul className={grid} aria-label="Loading news">
            {Array.from({ length: HOME_NEWS_COUNT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <li key={i}>
                <NewsCardSkeleton variant={variant} />
              </li>
            ))}
          </ul>
        ) : error !== undefined && !data ? (
          <div className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
            <p role="alert" className="font-medium text-red-800">
              Failed to load news: {errorReason(error)}
            </p>
            <button type="button" onClick={reload} className="btn btn-outline">
              <RotateCw aria-hidden="true" className="size-4" />
              Retry
            </button>
          </div>
        ) : data && data.length > 0 ? (
          <ul className={grid}>
            {data.map((article) => (
              <li key={article.article_id}>
                <NewsCard
                  article={article}
                  variant={variant}
                  titleWords={10}
                  excerptChars={HOME_NEWS_EXCERPT_CHARS}
                  imagePlace="home"
                  newTab={false}
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={Newspaper} title={homePage.newsEmpty} />
        )}
      </div>
      {/* Every office's articles, paged and filterable; the tabs' View all keeps the spec's targets. */}
      <p className="mt-8 text-center">
        <Link to="/news" className="btn btn-primary">
          {newsIndexPage.homeLink}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </>
  );
}
