// DELETE /api/admin/users/{id} (docs/product/admin-portal.md#calls): its confirmation dialog exists, but the spec shows no trigger.
import { userEndpoints } from '../../../../shared/contract/users.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function deleteUser(id: number): Promise<void> {
  await portalCall(userEndpoints.remove, { params: { id } });
}
