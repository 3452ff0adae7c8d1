// POST /api/admin/users (docs/product/admin-portal.md#calls).
import { type CreateUserPayload, userEndpoints } from '../../../../shared/contract/users.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function createUser(payload: CreateUserPayload): Promise<void> {
  await portalCall(userEndpoints.create, { body: payload });
}
