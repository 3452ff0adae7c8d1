// Issue 22 items 5, 6 and 10: Strict-Transport-Security only for requests that came over https through a
// trusted proxy (HTML, API and media alike), a Host header that never reaches canonical links, previews,
// structured data, robots.txt, the sitemap or feeds, and errors raised before routing in the API's shape and
// with the same security headers (issue 30 item 7).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertServerConfig, ConfigError, loadConfig } from '../../src/server/config.ts';
import { HSTS, securityHeaders } from '../../src/server/plugins/security.ts';
import { jpeg } from '../support/image-fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';
import { templateClientDir } from './seo-test-client.ts';

const MEDIA_KEY = 'articles/hsts-check.jpg';

describe.each([
  ['behind a trusted proxy', { TRUST_PROXY: 'true', PUBLIC_URL: 'https://campus.example.edu' }],
  ['without TRUST_PROXY', {}],
] as const)('Strict-Transport-Security %s', (_name, env) => {
  let t: TestApp;
  let client: ReturnType<typeof templateClientDir>;
  let articleId: number;
  beforeAll(async () => {
    client = templateClientDir();
    t = await createTestApp({ env: { ...env, CLIENT_DIR: client.dir } });
    await t.app.storage.put(MEDIA_KEY, await jpeg(320, 200), 'image/jpeg');
    articleId = await insertArticle(t.db, { office: 'bsit', title: 'Header check' });
  });
  afterAll(async () => {
    await t.app.storage.delete(MEDIA_KEY);
    await t.close();
    client.remove();
  });

  const trusted = 'TRUST_PROXY' in env;
  const urls = () => [
    ['HTML', '/faculty'],
    ['HTML article', `/news/${articleId}`],
    ['API', '/api/articles/latest'],
    ['API error', '/api/articles/999999'],
    ['media', `/media/${MEDIA_KEY}`],
    ['media variant', `/media/${MEDIA_KEY}?w=800&q=70`],
  ];

  it(`is sent on HTML, API and media replies ${trusted ? 'only' : 'never, even'} with a forwarded https`, async () => {
    for (const [kind, url] of urls()) {
      const https = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(https.statusCode, `${kind} ${url}`).toBeLessThan(500);
      expect(https.headers['strict-transport-security'], `${kind} over https`).toBe(
        trusted ? HSTS : undefined,
      );
      const plain = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security'], `${kind} over http`).toBeUndefined();
      const none = await t.app.inject({ url });
      expect(none.headers['strict-transport-security'], `${kind} direct`).toBeUndefined();
    }
    expect(HSTS).toBe('max-age=31536000');
  });

  it('sends the rest of the header set on every kind of reply', async () => {
    for (const [kind, url] of urls()) {
      const res = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, kind).toContain("object-src 'none'");
      expect(csp, kind).toContain("frame-src 'self'");
      expect(csp, kind).toContain("child-src 'self'");
      // Content images are this site's own media (ADR 0024): no other site's image is loaded.
      expect(csp, kind).toContain("img-src 'self' data: blob:;");
      expect(csp, kind).not.toMatch(/img-src[^;]*https:/);
      expect(res.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(String(res.headers['permissions-policy']), kind).toContain('camera=()');
    }
  });
});

describe('a forged Host header', () => {
  let t: TestApp;
  let client: ReturnType<typeof templateClientDir>;
  let articleId: number;
  beforeAll(async () => {
    client = templateClientDir();
    t = await createTestApp({ env: { CLIENT_DIR: client.dir } });
    articleId = await insertArticle(t.db, { office: 'research', title: 'Mangrove survey' });
  });
  afterAll(async () => {
    await t.close();
    client.remove();
  });

  it('reaches no canonical link, preview, structured data, robots.txt, sitemap or feed', async () => {
    const urls = [
      '/faculty',
      `/news/${articleId}`,
      '/robots.txt',
      // Few articles: the whole sitemap is this one file.
      '/sitemap.xml',
      '/feeds/all.xml',
      '/feeds/research.xml',
    ];
    for (const url of urls) {
      for (const host of ['evil.example', 'evil.example:8443', 'localhost.evil.example']) {
        const res = await t.app.inject({ url, headers: { host, 'x-forwarded-host': host } });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, `${url} with Host ${host}`).not.toContain('evil.example');
        expect(res.body, url).toContain('http://localhost:3000/');
      }
    }
  });
});

describe('PUBLIC_URL at server start', () => {
  const base = { DATA_DIR: '/nonexistent-data-dir-for-config-test' };
  it('is required in production and behind a proxy, with a message saying why', () => {
    for (const env of [{ NODE_ENV: 'production' }, { TRUST_PROXY: 'true' }]) {
      const config = loadConfig({ ...base, ...env });
      expect(() => assertServerConfig(config)).toThrow(ConfigError);
      expect(() => assertServerConfig(config)).toThrow(
        /PUBLIC_URL must be set when NODE_ENV=production or TRUST_PROXY is set: .*Host header/,
      );
      // An install upgraded with TRUST_PROXY and no PUBLIC_URL is told the fix: which variable, an example.
      expect(() => assertServerConfig(config)).toThrow(
        /To fix: set PUBLIC_URL .*PUBLIC_URL=https:\/\/campus\.example\.edu to \/etc\/campus-site\/env/,
      );
      expect(() =>
        assertServerConfig(loadConfig({ ...base, ...env, PUBLIC_URL: 'https://campus.example.edu' })),
      ).not.toThrow();
    }
    expect(() => assertServerConfig(loadConfig({ ...base, NODE_ENV: 'development' }))).not.toThrow();
  });
});

describe('errors raised before routing', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends raw bytes (a client that no HTTP library would let through) and reads the whole reply. */
  const raw = (request: string) =>
    new Promise<{ status: number; type: string; body: string; head: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        data += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = data.split('\r\n\r\n');
        resolve({
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
          type: /content-type: ([^\r\n]*)/i.exec(head)?.[1] ?? '',
          body,
          head,
        });
      });
    });

  /** The header lines every reply carries, whatever stage of the request answered. */
  const expectSecurityHeaders = (headerOf: (name: string) => string | undefined, what: string) => {
    for (const [name, value] of Object.entries(securityHeaders()))
      expect(headerOf(name), `${what}: ${name}`).toBe(value);
    expect(headerOf('content-security-policy'), what).toContain("default-src 'self'");
    expect(headerOf('x-content-type-options'), what).toBe('nosniff');
    expect(headerOf('x-frame-options'), what).toBe('SAMEORIGIN');
  };
  const rawHeader = (head: string) => (name: string) =>
    new RegExp(`^${name}: ([^\r\n]*)$`, 'im').exec(head)?.[1];

  it('answers a bad percent-encoding with {ok:false,message}', async () => {
    for (const url of ['/%E0%A4%A', '/api/articles/%E0%A4%A', '/news/%zz']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expectSecurityHeaders((name) => res.headers[name] as string | undefined, url);
      expect(res.json(), url).toEqual({
        ok: false,
        message: 'The address is not valid (bad percent-encoding)',
      });
    }
  });

  it('answers headers that are too large with a 431 in the same shape', async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/^application\/json/);
    expectSecurityHeaders(rawHeader(res.head), '431');
    expect(JSON.parse(res.body)).toEqual({ ok: false, message: 'The request headers are too large' });
  });

  it('answers a malformed request line with a 400 in the same shape', async () => {
    const res = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ ok: false, message: 'The request is malformed' });
    expectSecurityHeaders(rawHeader(res.head), 'malformed request');
  });

  it('answers malformed JSON with a plain message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: 'The request body is not valid JSON' });
  });
});
