// The request helper of every admin call: bearer token, credentials, JSON, and one error shape.
import {
  clearSessionToken,
  getSessionToken,
  SESSION_EXPIRED_EVENT,
} from '../../../lib/admin-session-token.ts';

/** The server answered with an error (`{ ok:false, message }` or a non-2xx status). */
export class AdminApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown> | null;
  constructor(message: string, status: number, body: Record<string, unknown> | null) {
    super(message);
    this.name = 'AdminApiError';
    this.status = status;
    this.body = body;
  }
}

/** The server could not be reached at all. */
export class NetworkError extends Error {
  constructor() {
    super('Unable to reach the server. Please try again later.');
    this.name = 'NetworkError';
  }
}

export function authHeaders(): Record<string, string> {
  const token = getSessionToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * Turns a reply into its JSON body or an AdminApiError. A 401 on an authenticated call means the session
 * is gone (signed out elsewhere, expired, deactivated): the token is dropped and the shell is told.
 */
export function readReply(status: number, text: string, authenticated: boolean): unknown {
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const record = asRecord(body);
  if (status >= 200 && status < 300 && record?.ok !== false) return body;
  const message =
    typeof record?.message === 'string' && record.message ? record.message : `Request failed (${status})`;
  if (status === 401 && authenticated) {
    clearSessionToken();
    window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  }
  throw new AdminApiError(message, status, record);
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  /** Send the bearer token (every admin call does; sign-in does not). */
  auth?: boolean;
  signal?: AbortSignal;
}

export async function adminRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', json, auth = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...(auth ? authHeaders() : {}) };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }
  const text = await response.text().catch(() => '');
  return readReply(response.status, text, auth) as T;
}

/** The server's message of a failed call, or null when there is none worth showing. */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof AdminApiError || error instanceof NetworkError) return error.message;
  return undefined;
}
