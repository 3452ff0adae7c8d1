// POST /api/admin/users (spec admin §7).
import type { CreateUserPayload } from '../../../../shared/contract/users.ts';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function createUser(payload: CreateUserPayload): Promise<void> {
  await adminRequest('/api/admin/users', { method: 'POST', json: payload });
}
