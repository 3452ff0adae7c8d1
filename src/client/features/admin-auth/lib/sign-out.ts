// Sign-out (docs/product/admin-portal.md#states): tell the server, then forget the token whatever it answered.

import { clearSessionToken } from '../../../lib/admin-session-token.ts';
import { logout } from '../api/logout.ts';

export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // The token is dropped below either way; an unreachable server must not keep anyone signed in here.
  } finally {
    clearSessionToken();
  }
}
