import type { Article } from '../../../../shared/contract/articles.ts';
import {
  getLatestArticles,
  getMostViewedArticles,
  getOfficeArticles,
} from '../../../lib/api/article-reads.ts';
import { sortNewestFirst } from '../../../lib/articles.ts';

export const HOME_NEWS_COUNT = 6;
export const HOME_NEWS_TIMEOUT_MS = 12_000;

export type HomeNewsTab = 'all' | 'most-viewed' | 'administration' | 'research' | 'extension' | 'library';

/** The data key of a home news tab (shared with the server's page loaders). */
export const homeNewsKey = (tab: HomeNewsTab) => `home-news:${tab}`;

/** The six cards of a home news tab: most viewed keeps the server's order, the others newest first. */
export async function getHomeNews(tab: HomeNewsTab, signal: AbortSignal): Promise<Article[]> {
  const options = { limit: HOME_NEWS_COUNT, timeoutMs: HOME_NEWS_TIMEOUT_MS, signal };
  if (tab === 'most-viewed') return (await getMostViewedArticles(options)).slice(0, HOME_NEWS_COUNT);
  const list = tab === 'all' ? await getLatestArticles(options) : await getOfficeArticles(tab, options);
  return sortNewestFirst(list).slice(0, HOME_NEWS_COUNT);
}
