// POST /api/admin/change-password (docs/product/admin-portal.md#calls).
import type { ChangePasswordPayload } from '../../../../shared/contract/auth.ts';
import { adminRequest } from './admin-request.ts';

export async function changePassword(payload: ChangePasswordPayload): Promise<void> {
  await adminRequest('/api/admin/change-password', { method: 'POST', json: payload });
}
