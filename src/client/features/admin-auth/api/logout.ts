// POST /api/auth/logout (docs/product/admin-portal.md#calls): revokes the session on the server. The caller signs out locally
// whatever the answer, so a failure here never keeps anyone signed in.
import { adminRequest } from './admin-request.ts';

export async function logout(): Promise<void> {
  await adminRequest('/api/auth/logout', { method: 'POST', json: {} });
}
