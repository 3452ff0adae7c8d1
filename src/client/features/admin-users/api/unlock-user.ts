// POST /api/admin/users/{id}/unlock: a superadmin clears an account's failed sign-in attempts (audited).
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function unlockUser(id: number): Promise<void> {
  await adminRequest(`/api/admin/users/${id}/unlock`, { method: 'POST' });
}
