// POST /api/admin/users (docs/product/admin-portal.md#calls).
import type { CreateUserPayload } from '../../../../shared/contract/users.ts';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function createUser(payload: CreateUserPayload): Promise<void> {
  await adminRequest('/api/admin/users', { method: 'POST', json: payload });
}
