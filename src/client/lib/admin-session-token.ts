// The admin session token lives in session storage (docs/product/admin-portal.md#data, #roles): it ends with the browser tab.
const KEY = 'campus_admin_token';

export function getSessionToken(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setSessionToken(token: string): void {
  window.sessionStorage.setItem(KEY, token);
}

export function clearSessionToken(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

/** Fired when the server rejects the token mid-session, so the shell can send the user to sign in. */
export const SESSION_EXPIRED_EVENT = 'campus-admin-session-expired';
