// PUT /api/admin/articles/{id} with { privacy } (docs/product/admin-portal.md#calls).
import { adminArticleEndpoints } from '../../../../shared/contract/articles.ts';
import type { Privacy } from '../../../../shared/contract/offices.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function updateArticlePrivacy(id: number, privacy: Privacy): Promise<void> {
  await portalCall(adminArticleEndpoints.update, { params: { id }, body: { privacy } });
}
