// PATCH /api/admin/users/{id} (docs/product/admin-portal.md#calls): activate or deactivate an account.
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

/** `version` is the one the list showed: a change of an account that moved on since is refused (409). */
export async function updateUserStatus(
  id: number,
  status: 'active' | 'inactive',
  version?: number,
): Promise<void> {
  await adminRequest(`/api/admin/users/${id}`, { method: 'PATCH', json: { status, version } });
}
