// DELETE /api/admin/articles/{id} (docs/product/admin-portal.md#calls): the row, its thumbnail and its slider images.
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function deleteArticle(id: number): Promise<void> {
  await adminRequest(`/api/admin/articles/${id}`, { method: 'DELETE' });
}
