// Every island of the public pages, by name: the browser's islands entry (main.ts) loads a part's module only
// when a page has that part. A new interactive part of a public page is its name in island-names.ts, its loader here, and `island(name, Part)`
// where the page uses it (docs/decisions/0026-public-pages-as-islands.md).
import type { ComponentType } from 'react';
import type { IslandName } from './island-names.ts';

// biome-ignore lint/suspicious/noExplicitAny: each part takes its own props, read from its data-props
type Loader = () => Promise<ComponentType<any>>;

export const ISLANDS = {
  'site-header': () => import('../app/layouts/site-header.tsx').then((m) => m.SiteHeader),
  'campus-alert': () => import('../components/campus-alert.tsx').then((m) => m.CampusAlertView),
  'article-engagement': () =>
    import('../features/article/components/article-engagement.tsx').then((m) => m.ArticleEngagement),
  'article-gallery': () =>
    import('../features/article/components/article-gallery.tsx').then((m) => m.GalleryWithViewer),
  'content-anchors': () => import('../lib/content-anchor.ts').then((m) => m.ContentAnchors),
  'news-list': () => import('../components/news/news-list.tsx').then((m) => m.NewsListPart),
  'org-chart': () => import('../components/org-chart/org-chart-figure.tsx').then((m) => m.OrgChartFigure),
  'library-rules': () =>
    import('../features/office-pages/components/library-rules-dialog.tsx').then((m) => m.LibraryRules),
  'directory-search': () =>
    import('../features/directories/components/directory-search.tsx').then((m) => m.DirectorySearch),
  'home-carousel': () =>
    import('../features/home/components/campus-carousel.tsx').then((m) => m.CampusCarousel),
  'quick-facts': () => import('../features/home/components/quick-facts.tsx').then((m) => m.QuickFactFigures),
  'home-news': () => import('../features/home/components/latest-news.tsx').then((m) => m.LatestNews),
  'device-alerts': () => import('../components/device-alerts.tsx').then((m) => m.DeviceAlerts),
  'concern-receipt': () =>
    import('../features/home/components/concern-receipt-notice.tsx').then((m) => m.ConcernReceiptNotice),
  'concern-form': () =>
    import('../features/concern/components/concern-panel.tsx').then((m) => m.ConcernPanel),
  'foi-form': () => import('../features/foi/components/foi-panel.tsx').then((m) => m.FoiPanel),
  'error-summary': () => import('../components/error-summary.tsx').then((m) => m.ErrorSummary),
} satisfies Record<IslandName, Loader>;
