import type { ArticleStats, articleEndpoints } from '../../../../shared/contract/articles.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { engagementError } from './engagement-error.ts';

const statsRoute = routeOf<(typeof articleEndpoints)['stats']>('GET', '/api/articles/:id/stats');

export const STATS_FAILED = 'Failed to fetch stats';

/** GET /api/articles/{id}/stats: views, unique views, likes and whether this visitor has liked. */
export async function getArticleStats(id: number, signal?: AbortSignal): Promise<ArticleStats> {
  let body: { ok?: boolean; stats?: ArticleStats } | undefined;
  try {
    body = await callEndpoint(statsRoute, { params: { id } }, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw engagementError(error, STATS_FAILED);
  }
  if (body?.ok !== true || !body.stats) throw new Error(STATS_FAILED);
  return body.stats;
}
