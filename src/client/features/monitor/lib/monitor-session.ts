// The monitor session lives in session storage (docs/product/public-site.md#states): the signed token from verify, never the
// password itself. It ends with the tab, on Logout, on expiry, or when loading submissions fails.
const KEY = 'campus.monitor.session';

export interface MonitorSession {
  token: string;
  expiresAt: string;
}

export function loadSession(): MonitorSession | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<MonitorSession>;
    if (typeof s.token !== 'string' || typeof s.expiresAt !== 'string') return null;
    if (Date.parse(s.expiresAt) <= Date.now()) {
      clearSession();
      return null;
    }
    return { token: s.token, expiresAt: s.expiresAt };
  } catch {
    return null;
  }
}

export function saveSession(session: MonitorSession): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage unavailable (private mode): the session lasts until the page is left.
  }
}

export function clearSession(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
