// The names of the public pages' islands (src/client/islands/registry.ts gives each its loader).
export const ISLAND_NAMES = [
  'site-header',
  'campus-alert',
  'article-engagement',
  'article-gallery',
  'content-anchors',
  'news-list',
  'org-chart',
  'library-rules',
  'directory-search',
  'home-carousel',
  'quick-facts',
  'home-news',
  'device-alerts',
  'concern-receipt',
  'concern-form',
  'foi-form',
  'error-summary',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];
