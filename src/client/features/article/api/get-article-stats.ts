import type { ArticleStats } from '../../../../shared/contract/articles.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { engagementError } from './engagement-error.ts';

export const STATS_FAILED = 'Failed to fetch stats';

/** GET /api/articles/{id}/stats: views, unique views, likes and whether this visitor has liked. */
export async function getArticleStats(id: number, signal?: AbortSignal): Promise<ArticleStats> {
  let body: { ok?: boolean; stats?: ArticleStats; message?: string };
  try {
    body = await apiFetch(`/api/articles/${id}/stats`, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw engagementError(error, STATS_FAILED);
  }
  if (body.ok !== true || !body.stats) throw new Error(body.message || STATS_FAILED);
  return body.stats;
}
