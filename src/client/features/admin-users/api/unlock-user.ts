// POST /api/admin/users/{id}/unlock: a superadmin clears an account's failed sign-in attempts (audited).
import { userEndpoints } from '../../../../shared/contract/users.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function unlockUser(id: number): Promise<void> {
  await portalCall(userEndpoints.unlock, { params: { id } });
}
