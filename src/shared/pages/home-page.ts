// The home page (docs/decisions/0035-home-page-as-islands.md): its news tabs' first tab (All) comes drawn; its
// head describes the campus, with the active campus alert.
import { siteConfig } from '../../../config/site.ts';
import type { Article } from '../contract/articles.ts';
import type { SiteContent } from '../contract/site.ts';
import { collect, dataOf, definePage, SITE_CONTENT_KEY, tableRoutes } from './page-module.ts';

export const HOME_NEWS_COUNT = 6;

export type HomeNewsTab = 'all' | 'most-viewed' | 'administration' | 'research' | 'extension' | 'library';

/** The data key of a home news tab. */
export const homeNewsKey = (tab: HomeNewsTab) => `home-news:${tab}`;

type Dated = Pick<Article, 'created_at' | 'date' | 'published_at'>;

function timeOf(a: Dated): number {
  for (const v of [a.created_at, a.date, a.published_at]) {
    const t = v ? Date.parse(v) : Number.NaN;
    if (!Number.isNaN(t)) return t;
  }
  return 0;
}

/** Newest first by created_at, date or published_at. */
export function sortNewestFirst<T extends Dated>(list: T[]): T[] {
  return [...list].sort((a, b) => timeOf(b) - timeOf(a));
}

/** The cards of a home news tab from its list: newest first (most viewed keeps the server's order). */
export const homeNewsCards = (tab: HomeNewsTab, list: Article[]): Article[] =>
  (tab === 'most-viewed' ? list : sortNewestFirst(list)).slice(0, HOME_NEWS_COUNT);

export const homeRoute = {
  name: 'home',
  routes: /* @__PURE__ */ tableRoutes('home'),
  file: 'src/client/features/home/home-page.tsx',
  islands: true,
} as const;

export const homePageModule = /* @__PURE__ */ definePage(homeRoute, {
  load: (_args, reads, failed) =>
    collect(
      [
        [
          homeNewsKey('all'),
          async (signal) => homeNewsCards('all', await reads.latestArticles(HOME_NEWS_COUNT, signal)),
        ],
      ],
      failed,
    ),
  meta: (_args, data) => ({
    title: siteConfig.campus_name,
    description: siteConfig.description,
    feed: 'all',
    home: true,
    alert: dataOf<SiteContent>(data, SITE_CONTENT_KEY)?.alert,
  }),
});
