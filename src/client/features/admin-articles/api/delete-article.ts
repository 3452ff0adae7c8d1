// DELETE /api/admin/articles/{id} (docs/product/admin-portal.md#calls): the row, its thumbnail and its slider images.
import { adminArticleEndpoints } from '../../../../shared/contract/articles.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function deleteArticle(id: number): Promise<void> {
  await portalCall(adminArticleEndpoints.remove, { params: { id } });
}
