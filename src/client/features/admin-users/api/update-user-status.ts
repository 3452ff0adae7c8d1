// PATCH /api/admin/users/{id} (spec admin §7): activate or deactivate an account.
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function updateUserStatus(id: number, status: 'active' | 'inactive'): Promise<void> {
  await adminRequest(`/api/admin/users/${id}`, { method: 'PATCH', json: { status } });
}
