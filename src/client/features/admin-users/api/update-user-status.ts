// PATCH /api/admin/users/{id} (docs/product/admin-portal.md#calls): activate or deactivate an account.
import { userEndpoints } from '../../../../shared/contract/users.ts';
import { portalCall } from '../../../lib/portal-call.ts';

/** `version` is the one the list showed: a change of an account that moved on since is refused (409). */
export async function updateUserStatus(
  id: number,
  status: 'active' | 'inactive',
  version?: number,
): Promise<void> {
  await portalCall(userEndpoints.updateStatus, { params: { id }, body: { status, version } });
}
