// POST /api/admin/change-password (docs/product/admin-portal.md#calls).
import { authEndpoints, type ChangePasswordPayload } from '../../../../shared/contract/auth.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function changePassword(payload: ChangePasswordPayload): Promise<void> {
  await portalCall(authEndpoints.changePassword, { body: payload });
}
