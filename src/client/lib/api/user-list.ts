// GET /api/users (docs/product/admin-portal.md#calls): every account. Manage Users lists them and the audit
// log names them in its user filter, so the call and its cache key live here, shared by both screens.
import { type User, userEndpoints } from '../../../shared/contract/users.ts';
import { portalCall } from '../portal-call.ts';

export const USERS_QUERY_KEY = ['admin', 'users'] as const;

export function getUsers(): Promise<User[]> {
  return portalCall(userEndpoints.list, {});
}
