// PUT /api/admin/articles/{id} with { privacy } (docs/product/admin-portal.md#calls).
import type { Privacy } from '../../../../shared/contract/offices.ts';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function updateArticlePrivacy(id: number, privacy: Privacy): Promise<void> {
  await adminRequest(`/api/admin/articles/${id}`, { method: 'PUT', json: { privacy } });
}
