import type { articleEndpoints } from '../../../../shared/contract/articles.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { engagementError } from './engagement-error.ts';

const likeRoute = routeOf<(typeof articleEndpoints)['like']>('POST', '/api/articles/:id/like');

export const LIKE_FAILED = 'Failed to toggle like';

/** POST /api/articles/{id}/like with an empty JSON body; liked is true when the action is 'liked'. */
export async function likeArticle(id: number): Promise<{ liked: boolean; totalLikes: number }> {
  let body: { ok?: boolean; action?: string; stats?: { total_likes?: number } } | undefined;
  try {
    body = await callEndpoint(likeRoute, { params: { id }, body: {} });
  } catch (error) {
    throw engagementError(error, LIKE_FAILED);
  }
  if (body?.ok !== true) throw new Error(LIKE_FAILED);
  return { liked: body.action === 'liked', totalLikes: Number(body.stats?.total_likes ?? 0) };
}
