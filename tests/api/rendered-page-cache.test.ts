// Kept rendered pages on the fast path (plugins/client.ts, plugins/reply-cache.ts): a public page sent again
// within a second comes straight from the reply cache, kept apart for phones and larger screens; an article
// page is kept without the visitor cookie it hands out, and each first visit gets an id of its own; an
// article change drops them. Through a real socket, since
// `inject` bypasses the server's request event. The build's server bundle is stood in for by a small module
// that draws a counter, so the test sees when the server really drew a page (the real bundle is exercised by
// tests/e2e/server-rendering.spec.ts).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOI_FORMAT_IDS } from '../../src/shared/contract/foi-rules.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';
import { templateClientDir } from './seo-test-client.ts';

const STAND_IN_BUNDLE = `let drawn = 0;
export async function render(request, { mobile }) {
  drawn++;
  const url = new URL(request.url);
  return {
    kind: 'page',
    status: 200,
    html: '<p>Drawn ' + url.pathname + ' for ' + (mobile ? 'a phone' : 'a wide screen') + ', number ' + drawn + '</p>',
    data: '{}',
    modules: [],
  };
}
`;

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('kept rendered pages', () => {
  let t: TestApp;
  let client: ReturnType<typeof templateClientDir>;
  let base: string;
  let articleId: number;
  const logged: string[] = [];

  beforeAll(async () => {
    client = templateClientDir();
    fs.mkdirSync(path.join(client.dir, 'ssr'));
    fs.writeFileSync(path.join(client.dir, 'ssr', 'entry-server.js'), STAND_IN_BUNDLE);
    t = await createTestApp({
      env: { CLIENT_DIR: client.dir, LOG_LEVEL: 'info', ACCESS_LOG: '1' },
      logStream: { write: (chunk: string) => void logged.push(chunk) },
    });
    articleId = await insertArticle(t.db, { office: 'research', title: 'Soil study published' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    client.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<Raw>((resolve, reject) => {
      http
        .get(`${base}${url}`, { headers: { accept: 'text/html', ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        })
        .on('error', reject);
    });
  const requestIds = (url: string) =>
    logged
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { msg: string; path?: string; reqId?: string })
      .filter((l) => l.msg === 'request' && l.path === url)
      .map((l) => String(l.reqId));

  it('sends a kept page again from the reply cache, with the same headers and bytes', async () => {
    const first = await get('/research/news');
    expect(first.status).toBe(200);
    expect(first.body).toContain('Drawn /research/news for a wide screen');
    const second = await get('/research/news');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-cache');
    // Logged like every reply; the `req-c` id marks the one sent from the reply cache.
    const ids = requestIds('/research/news');
    expect(ids).toHaveLength(2);
    expect(ids[1]).toMatch(/^req-c/);
    // A browser that has the page still gets its 304 from the app.
    expect((await get('/research/news', { 'if-none-match': String(first.headers.etag) })).status).toBe(304);
  });

  it('keeps the phone layout apart from the wide one', async () => {
    const wide = await get('/library');
    const phone = await get('/library', { 'user-agent': PHONE_UA });
    const hinted = await get('/library', { 'sec-ch-ua-mobile': '?1' });
    expect(wide.body).toContain('for a wide screen');
    expect(phone.body).toContain('for a phone');
    expect(hinted.body).toBe(phone.body);
    expect((await get('/library')).body).toBe(wide.body);
  });

  it('keeps an article page without its visitor cookie, and gives each first visit an id of its own', async () => {
    const url = `/news/${articleId}`;
    const first = await get(url);
    const again = await get(url);
    const cookieOf = (r: Raw) => String(r.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
    expect(cookieOf(first)).toMatch(/^cs_vid=/);
    // The second first visit is sent the kept bytes, with a new signed id, not the first visitor's.
    expect(again.body).toBe(first.body);
    expect(requestIds(url)).toHaveLength(2);
    expect(requestIds(url)[0]).not.toMatch(/^req-c/);
    expect(requestIds(url)[1]).toMatch(/^req-c/);
    expect(cookieOf(again)).toMatch(/^cs_vid=/);
    expect(cookieOf(again)).not.toBe(cookieOf(first));
    const signed = decodeURIComponent(cookieOf(again).slice('cs_vid='.length));
    expect(t.app.unsignCookie(signed).valid).toBe(true);
    // The same attributes as a cookie set by the app itself (plain http here: not Secure).
    const attributes = (r: Raw) =>
      String(r.headers['set-cookie']?.[0] ?? '')
        .split(';')
        .slice(1)
        .map((a) => a.trim().toLowerCase().split('=')[0])
        .sort();
    expect(attributes(again)).toEqual(attributes(first));
    expect(attributes(again)).toEqual(expect.arrayContaining(['httponly', 'max-age', 'path', 'samesite']));
    expect(attributes(again)).not.toContain('secure');

    // A returning visitor is sent the same bytes and no cookie.
    const returning = await get(url, { cookie: cookieOf(first) });
    expect(returning.headers['set-cookie']).toBeUndefined();
    expect(returning.body).toBe(first.body);
    expect(requestIds(url).at(-1)).toMatch(/^req-c/);
  });

  it('drops kept pages when an article changes', async () => {
    const before = await get('/administration/news');
    expect((await get('/administration/news')).body).toBe(before.body);
    t.app.articleEvents.emitChange({ kind: 'created', articleId, office: 'administration' });
    expect(t.app.replyCache.size).toBe(0);
    const after = await get('/administration/news');
    expect(after.body).not.toBe(before.body);
    expect(after.body).toContain('Drawn /administration/news');
  });

  it('draws the FOI disclosure log again once a request comes in', async () => {
    const before = await get('/foi/register');
    expect(before.body).toContain('Drawn /foi/register');
    expect((await get('/foi/register')).body).toBe(before.body);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/foi',
      payload: {
        name: 'Ana Cruz',
        email: 'ana@example.com',
        subject: 'Library acquisitions',
        information: 'The list of books the library bought in 2025.',
        purpose: 'A student research paper.',
        format: FOI_FORMAT_IDS[0],
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const after = await get('/foi/register');
    expect(after.body).not.toBe(before.body);
    expect(after.body).toContain('Drawn /foi/register');
  });

  it('never keeps a not-found page', async () => {
    const size = t.app.replyCache.size;
    expect((await get('/no-such-page')).status).toBe(404);
    expect(t.app.replyCache.size).toBe(size);
  });
});
