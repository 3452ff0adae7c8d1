// portalCall against a real local HTTP server: the session's bearer token, the sign-in calls without it, a
// 401 ending the session (token dropped, the shell told) only when the call carried the token, and the
// portal's message for a server that cannot be reached.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { SESSION_EXPIRED_EVENT } from '../../src/client/lib/admin-session-token.ts';
import { ApiError, setFetchSource } from '../../src/client/lib/api-client.ts';
import {
  isSessionRefused,
  portalCall,
  portalErrorMessage,
  UNREACHABLE_MESSAGE,
} from '../../src/client/lib/portal-call.ts';
import { authEndpoints } from '../../src/shared/contract/auth.ts';
import { userEndpoints } from '../../src/shared/contract/users.ts';

let server: http.Server;
let base = '';
let status = 200;
let authorization: string | undefined;

/** The browser pieces portalCall touches: session storage and window events. */
function fakeWindow() {
  const store = new Map<string, string>();
  const target = new EventTarget();
  return Object.assign(target, {
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  });
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    authorization = req.headers.authorization;
    req.resume();
    req.on('end', () => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 200
            ? { user: { first_name: 'Ana', last_name: 'Cruz', role: 'admin', office: 'bsit' } }
            : { ok: false, message: status === 401 ? 'Session expired' : 'Server error' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setFetchSource(() => (url, init) => fetch(base + String(url), init));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  status = 200;
  vi.stubGlobal('window', fakeWindow());
});

const token = () => window.sessionStorage.getItem('campus_admin_token');

describe('portalCall', () => {
  test("sends the session's token and parses the reply with the contract's schema", async () => {
    window.sessionStorage.setItem('campus_admin_token', 'tok');
    const reply = await portalCall(userEndpoints.me, {});
    expect(authorization).toBe('Bearer tok');
    expect(reply.user.first_name).toBe('Ana');
  });

  test('a 401 on a call with the token drops it and tells the shell', async () => {
    window.sessionStorage.setItem('campus_admin_token', 'tok');
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    status = 401;
    const error = await portalCall(userEndpoints.me, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Session expired');
    expect(isSessionRefused(error)).toBe(true);
    expect(token()).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
  });

  test('a 401 on an anonymous call (a wrong password at sign-in) keeps any token and tells nobody', async () => {
    window.sessionStorage.setItem('campus_admin_token', 'tok');
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    status = 401;
    const error = await portalCall(
      authEndpoints.login,
      { body: { email: 'a@b.c', password: 'x' } },
      { anonymous: true },
    ).catch((e: unknown) => e);
    expect(authorization).toBeUndefined();
    expect(isSessionRefused(error)).toBe(true);
    expect(token()).toBe('tok');
    expect(expired).not.toHaveBeenCalled();
  });

  test('a server error is not a refused session, and keeps the token', async () => {
    window.sessionStorage.setItem('campus_admin_token', 'tok');
    status = 500;
    const error = await portalCall(userEndpoints.me, {}).catch((e: unknown) => e);
    expect(isSessionRefused(error)).toBe(false);
    expect(portalErrorMessage(error)).toBe('Server error');
    expect(token()).toBe('tok');
  });

  test('no answer at all gives the portal message; an abort stays an AbortError', async () => {
    setFetchSource(() => () => Promise.reject(new TypeError('Failed to fetch')));
    try {
      const error = await portalCall(userEndpoints.me, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(portalErrorMessage(error)).toBe(UNREACHABLE_MESSAGE);
      expect(isSessionRefused(error)).toBe(false);
    } finally {
      setFetchSource(() => (url, init) => fetch(base + String(url), init));
    }
    const controller = new AbortController();
    controller.abort();
    const aborted = await portalCall(userEndpoints.me, {}, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect((aborted as Error).name).toBe('AbortError');
  });
});
