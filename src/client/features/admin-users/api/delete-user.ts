// DELETE /api/admin/users/{id} (docs/product/admin-portal.md#calls): its confirmation dialog exists, but the spec shows no trigger.
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function deleteUser(id: number): Promise<void> {
  await adminRequest(`/api/admin/users/${id}`, { method: 'DELETE' });
}
