// callEndpoint against a real local HTTP server: the URL from the endpoint's path, params and query, the
// body as JSON or multipart, the bearer token, the reply parsed by the contract's schema, and every failure
// as ApiError (the server's message and field, the status line, the timeout) or an AbortError.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiError,
  callEndpoint,
  INVALID_RESPONSE,
  REQUEST_TIMEOUT,
  setFetchSource,
} from '../../src/client/lib/api-client.ts';
import type { adminArticleEndpoints, articleEndpoints } from '../../src/shared/contract/articles.ts';
import { auditEndpoints } from '../../src/shared/contract/audit.ts';
import { monitorEndpoints } from '../../src/shared/contract/concern.ts';
import { routeOf } from '../../src/shared/contract/route-url.ts';
import type { searchEndpoints } from '../../src/shared/contract/search.ts';
import { userEndpoints } from '../../src/shared/contract/users.ts';

/** A public page's route-only form: no schema, so the reply is passed on unparsed. */
const articleRoute = routeOf<(typeof articleEndpoints)['byId']>('GET', '/api/articles/:id');
const searchRoute = routeOf<(typeof searchEndpoints)['articles']>('GET', '/api/articles/search');
/** The article create call without its reply schema: the multipart test is about the request, not the reply. */
const createRoute = routeOf<(typeof adminArticleEndpoints)['create']>('POST', '/api/admin/articles');

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let seen: Seen[] = [];
const hanging: http.ServerResponse[] = [];

function answer(res: http.ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      if (path === '/api/articles/search') return answer(res, 200, { ok: true, echo: req.url });
      if (path === '/api/articles/7') return answer(res, 200, { ok: true, article: { article_id: 7 } });
      if (path === '/api/articles/400')
        return answer(res, 400, { ok: false, message: 'Title is required', field: 'title' });
      if (path === '/api/articles/502') return answer(res, 502, '<html>bad gateway</html>', 'text/html');
      if (path === '/api/articles/401') return answer(res, 401, { ok: false, message: 'Session expired' });
      if (path === '/api/articles/refused') return answer(res, 200, { ok: false, message: 'Not now' });
      if (path === '/api/articles/text') return answer(res, 200, 'not json', 'text/plain');
      if (path === '/api/articles/slow') return void hanging.push(res);
      if (path === '/api/honeypot-admin/stats')
        return answer(res, 200, { total: 3, today: 1, withMessage: 2, inAppBrowser: 0, extra: 'dropped' });
      if (path === '/api/admin/articles') return answer(res, 200, { ok: true });
      if (path === '/api/admin/me') return answer(res, 200, { user: { role: 'nobody' } });
      if (path === '/api/honeypot-admin/verify') return answer(res, 200, { valid: true, token: 't' });
      if (path === '/api/admin/audit.csv') return answer(res, 200, 'a,b\n1,2\n', 'text/csv');
      answer(res, 404, { ok: false, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setFetchSource(() => (url, init) => fetch(base + String(url), init));
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const last = () => seen[seen.length - 1] as Seen;

describe('callEndpoint', () => {
  test('builds the URL from the path, its params and the query (undefined values left out)', async () => {
    seen = [];
    const reply = await callEndpoint(searchRoute, {
      query: { q: 'rice & beans', page: 2, limit: undefined },
    });
    expect(last().method).toBe('GET');
    expect(last().url).toBe('/api/articles/search?q=rice+%26+beans&page=2');
    expect(reply).toEqual({ ok: true, echo: '/api/articles/search?q=rice+%26+beans&page=2' });
    await callEndpoint(articleRoute, { params: { id: 7 } });
    expect(last().url).toBe('/api/articles/7');
    expect(last().headers.accept).toBe('application/json');
    expect(last().headers.authorization).toBeUndefined();
  });

  test('sends a JSON body and a bearer token, and parses the reply with the endpoint schema', async () => {
    const reply = await callEndpoint(
      monitorEndpoints.verify,
      { body: { password: 'secret' } },
      { token: 'abc' },
    );
    expect(reply).toEqual({ valid: true, token: 't' });
    expect(last().method).toBe('POST');
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().headers.authorization).toBe('Bearer abc');
    expect(JSON.parse(last().body)).toEqual({ password: 'secret' });
    let stored = 'first';
    const session = {
      get token() {
        return stored;
      },
    };
    const stats = await callEndpoint(monitorEndpoints.stats, {}, session);
    expect(stats).toEqual({ total: 3, today: 1, withMessage: 2, inAppBrowser: 0 });
    expect(last().headers.authorization).toBe('Bearer first');
    stored = 'second';
    await callEndpoint(monitorEndpoints.stats, {}, { ...session });
    expect(last().headers.authorization).toBe('Bearer second');
  });

  test('a reply the schema refuses is not passed on', async () => {
    await expect(callEndpoint(userEndpoints.me, {})).rejects.toThrow();
  });

  test('sends FormData as multipart', async () => {
    const form = new FormData();
    form.append('title', 'Hello');
    await callEndpoint(createRoute, { body: form });
    expect(last().method).toBe('POST');
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('Hello');
  });

  test("an error answer is ApiError with the server's message, status and field", async () => {
    const error = await callEndpoint(articleRoute, { params: { id: 400 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Title is required',
      status: 400,
      timedOut: false,
    });
    expect((error as ApiError).body).toEqual({ ok: false, message: 'Title is required', field: 'title' });
  });

  test('an error answer without JSON is the status line', async () => {
    const error = await callEndpoint(articleRoute, { params: { id: 502 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'HTTP 502: Bad Gateway', status: 502, body: undefined });
  });

  test('ok:false in a 2xx answer is an error; a 2xx answer that is not JSON is an invalid response', async () => {
    await expect(callEndpoint(articleRoute, { params: { id: 'refused' } })).rejects.toMatchObject({
      message: 'Not now',
      status: 200,
    });
    await expect(callEndpoint(articleRoute, { params: { id: 'text' } })).rejects.toMatchObject({
      message: INVALID_RESPONSE,
    });
  });

  test('a file endpoint answers a Blob', async () => {
    const file = await callEndpoint(auditEndpoints.csv, { query: { user: 'ana' } });
    expect(last().url).toBe('/api/admin/audit.csv?user=ana');
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('a,b\n1,2\n');
  });

  test('the timeout fails with Request timeout', async () => {
    const error = await callEndpoint(articleRoute, { params: { id: 'slow' } }, { timeoutMs: 50 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: REQUEST_TIMEOUT, timedOut: true, status: undefined });
  });

  test("the caller's abort is an AbortError, not an ApiError", async () => {
    const controller = new AbortController();
    const call = callEndpoint(
      articleRoute,
      { params: { id: 'slow' } },
      { signal: controller.signal, timeoutMs: 0 },
    );
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    const already = await callEndpoint(
      articleRoute,
      { params: { id: 7 } },
      { signal: controller.signal },
    ).catch((e: unknown) => e);
    expect((already as DOMException).name).toBe('AbortError');
  });

  test('no server at all is an ApiError without a status', async () => {
    setFetchSource(() => () => Promise.reject(new TypeError('fetch failed')));
    try {
      await expect(callEndpoint(articleRoute, { params: { id: 7 } })).rejects.toMatchObject({
        message: 'fetch failed',
        status: undefined,
      });
    } finally {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      setFetchSource(() => (url, init) => fetch(base + String(url), init));
    }
  });
});
