// The access log: one line per request with method, path, status, time and request id; no token, password
// or cookie value ever reaches the log; a failing request's stack is logged but never sent to the client.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, SUPERADMIN, type TestApp } from '../support/test-app.ts';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  err?: { message: string; stack: string };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWithLog(level: string, accessLog = '1') {
  const raw: string[] = [];
  t = await createTestApp({
    env: { LOG_LEVEL: level, ACCESS_LOG: accessLog },
    logStream: { write: (chunk: string) => void raw.push(chunk) },
    beforeReady: (app) => {
      app.get('/api/test-only/fails', async () => {
        throw new Error('database exploded at row 42');
      });
    },
  });
  const lines = () =>
    raw
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line);
  return { app: t.app, raw: () => raw.join(''), lines };
}

describe('access log', () => {
  it('writes one line per request with method, path, status, time and request id', async () => {
    const { app, lines } = await appWithLog('info');
    const before = lines().length;
    const res = await app.inject({ method: 'GET', url: '/api/articles/latest?limit=3' });
    expect(res.statusCode).toBe(200);
    const written = lines().slice(before);
    expect(written).toHaveLength(1);
    const [line] = written;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      path: '/api/articles/latest?limit=3',
      status: 200,
    });
    expect(typeof line?.reqId).toBe('string');
    expect(line?.ms).toBeGreaterThanOrEqual(0);

    await app.inject({ method: 'GET', url: '/api/articles/office/nowhere' });
    expect(lines().at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/articles/office/nowhere',
      status: 404,
    });
  });

  it('never writes tokens, passwords or cookie values', async () => {
    const { app, raw, lines } = await appWithLog('info');
    const token = 'eyJhbGciOiJIUzI1NiJ9.bearer-secret-value.sig';
    await app.inject({
      method: 'GET',
      url: '/api/articles/latest?token=query-secret-value&limit=2',
      headers: { authorization: `Bearer ${token}`, cookie: 'cs_vid=cookie-secret-value' },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SUPERADMIN.email, password: SUPERADMIN.password },
    });
    expect(login.statusCode).toBe(200);
    const issued = login.json().token as string;
    await app.inject({
      method: 'GET',
      url: '/api/admin/articles',
      headers: { authorization: `Bearer ${issued}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SUPERADMIN.email, password: 'wrong-password-value' },
    });

    const text = raw();
    for (const secret of [
      token,
      'bearer-secret-value',
      'query-secret-value',
      'cookie-secret-value',
      issued,
      SUPERADMIN.password,
      'wrong-password-value',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(lines().map((l) => l.path)).toContain('/api/articles/latest?token=[redacted]&limit=2');
  });

  it('keeps the stack of a failure in the log and out of the reply', async () => {
    const { app, raw, lines } = await appWithLog('info');
    const res = await app.inject({ method: 'GET', url: '/api/test-only/fails' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ ok: false, message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('database exploded');
    expect(res.body).not.toContain('.ts:');

    const error = lines().find((l) => l.level === 50);
    expect(error?.err?.message).toBe('database exploded at row 42');
    expect(error?.err?.stack).toContain('access-log.test.ts');
    expect(lines().at(-1)).toMatchObject({ path: '/api/test-only/fails', status: 500, reqId: error?.reqId });
    expect(raw()).not.toContain('incoming request');
  });

  it('writes access lines at info only when ACCESS_LOG asks, and always at debug', async () => {
    const quiet = await appWithLog('info', '');
    await quiet.app.inject({ method: 'GET', url: '/api/articles/latest' });
    await quiet.app.inject({ method: 'GET', url: '/api/test-only/fails' });
    expect(quiet.lines().filter((l) => l.msg === 'request')).toEqual([]);
    expect(quiet.lines().filter((l) => l.level === 50)).toHaveLength(1);
    await t?.close();
    const debug = await appWithLog('debug', '');
    await debug.app.inject({ method: 'GET', url: '/api/articles/latest' });
    expect(
      debug
        .lines()
        .filter((l) => l.msg === 'request')
        .map((l) => l.path),
    ).toEqual(['/api/articles/latest']);
  });

  it('writes no access lines above the info level', async () => {
    const { app, lines } = await appWithLog('warn');
    await app.inject({ method: 'GET', url: '/api/articles/latest' });
    await app.inject({ method: 'GET', url: '/api/test-only/fails' });
    expect(lines().filter((l) => l.msg === 'request')).toEqual([]);
    expect(lines().filter((l) => l.level === 50)).toHaveLength(1);
  });
});
