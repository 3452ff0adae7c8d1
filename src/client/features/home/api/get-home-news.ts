import type { Article } from '../../../../shared/contract/articles.ts';
import { HOME_NEWS_COUNT, type HomeNewsTab, homeNewsCards } from '../../../../shared/pages/home-page.ts';
import {
  getLatestArticles,
  getMostViewedArticles,
  getOfficeArticles,
} from '../../../lib/api/article-reads.ts';

export const HOME_NEWS_TIMEOUT_MS = 12_000;

/** The six cards of a home news tab: most viewed keeps the server's order, the others newest first. */
export async function getHomeNews(tab: HomeNewsTab, signal: AbortSignal): Promise<Article[]> {
  const options = { limit: HOME_NEWS_COUNT, timeoutMs: HOME_NEWS_TIMEOUT_MS, signal };
  if (tab === 'most-viewed') return homeNewsCards(tab, await getMostViewedArticles(options));
  const list = tab === 'all' ? await getLatestArticles(options) : await getOfficeArticles(tab, options);
  return homeNewsCards(tab, list);
}
