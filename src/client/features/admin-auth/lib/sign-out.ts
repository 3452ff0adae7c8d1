// Sign-out (docs/product/admin-portal.md#states): tell the server, then forget the token whatever it answered.
import { logout } from '../api/logout.ts';
import { clearSessionToken } from './session-token.ts';

export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // The token is dropped below either way; an unreachable server must not keep anyone signed in here.
  } finally {
    clearSessionToken();
  }
}
