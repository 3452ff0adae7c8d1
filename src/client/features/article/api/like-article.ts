import { apiFetch } from '../../../lib/api-client.ts';
import { engagementError } from './engagement-error.ts';

export const LIKE_FAILED = 'Failed to toggle like';

/** POST /api/articles/{id}/like with an empty JSON body; liked is true when the action is 'liked'. */
export async function likeArticle(id: number): Promise<{ liked: boolean; totalLikes: number }> {
  let body: { ok?: boolean; action?: string; stats?: { total_likes?: number }; message?: string };
  try {
    body = await apiFetch(`/api/articles/${id}/like`, { method: 'POST', body: {} });
  } catch (error) {
    throw engagementError(error, LIKE_FAILED);
  }
  if (body.ok !== true) throw new Error(body.message || LIKE_FAILED);
  return { liked: body.action === 'liked', totalLikes: Number(body.stats?.total_likes ?? 0) };
}
