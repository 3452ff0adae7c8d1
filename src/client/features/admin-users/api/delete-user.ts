// DELETE /api/admin/users/{id} (spec admin §7): its confirmation dialog exists, but the spec shows no trigger.
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function deleteUser(id: number): Promise<void> {
  await adminRequest(`/api/admin/users/${id}`, { method: 'DELETE' });
}
