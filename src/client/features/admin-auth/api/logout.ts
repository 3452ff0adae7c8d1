// POST /api/auth/logout (docs/product/admin-portal.md#calls): revokes the session on the server. The caller signs out locally
// whatever the answer, so a failure here never keeps anyone signed in.
import { authEndpoints } from '../../../../shared/contract/auth.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function logout(): Promise<void> {
  await portalCall(authEndpoints.logout, { body: {} });
}
