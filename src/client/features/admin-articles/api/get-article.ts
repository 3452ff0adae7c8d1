// GET /api/articles/{id} (docs/product/admin-portal.md#calls) for the edit form, with the admin's token so drafts and private
// articles come too.
import { type Article, articleEndpoints } from '../../../../shared/contract/articles.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function getArticle(id: string, signal?: AbortSignal): Promise<Article> {
  return (await portalCall(articleEndpoints.byId, { params: { id } }, { signal })).article;
}
