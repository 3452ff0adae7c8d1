// GET /api/admin/me (docs/product/admin-portal.md#calls): who is signed in. The session gate calls it on every route change.
import { userEndpoints } from '../../../../shared/contract/users.ts';
import { type AdminUser, resolveOffice } from '../../../lib/admin-user.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function getMe(signal?: AbortSignal): Promise<AdminUser> {
  const { user } = await portalCall(userEndpoints.me, {}, { signal });
  return { ...user, homeOffice: resolveOffice(user) };
}
