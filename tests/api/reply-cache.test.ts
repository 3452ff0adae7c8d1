// The reply cache (plugins/reply-cache.ts): a public read is sent again from the HTTP server's request event
// with the headers and bytes the app produced, still logged and counted; never for a signed-in reader,
// a conditional request or HEAD; dropped when an article changes. Through a real socket, since
// `inject` bypasses the server's request event.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleListResponseSchema } from '../../src/shared/contract/articles.ts';
import { bearer, signInSuperadmin } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe('reply cache', () => {
  let t: TestApp;
  let base: string;
  const logged: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info', ACCESS_LOG: '1' },
      logStream: { write: (chunk: string) => void logged.push(chunk) },
    });
    await insertArticle(t.db, { office: 'research', title: 'Soil study published' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Raw>((resolve, reject) => {
      http
        .request(`${base}${path}`, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject)
        .end();
    });
  const withoutDate = (h: http.IncomingHttpHeaders) => {
    const { date: _date, ...rest } = h;
    return rest;
  };
  const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const sample = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
  const lookups = async () => {
    const text = await metrics();
    return ['hit', 'stale', 'miss']
      .map((r) =>
        sample(
          text,
          new RegExp(`^campus_cache_lookups_total\\{cache="articles",result="${r}"\\} (\\d+)$`, 'm'),
        ),
      )
      .reduce((a, b) => a + b, 0);
  };
  const accessLines = () =>
    logged
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { msg: string; path?: string; status?: number; reqId?: string })
      .filter((l) => l.msg === 'request');

  it('sends a public read again with the same headers and bytes, logged and counted', async () => {
    const url = '/api/articles/office/research?limit=4';
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await get(url, br);
    expect(first.status).toBe(200);
    const handled = await lookups();
    const second = await get(url, br);
    // The route's handler did not run again: no further lookup in the article cache.
    expect(await lookups()).toBe(handled);
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    expect(second.headers['cache-control']).toBe('public, max-age=5');
    expect(t.app.replyCache.size).toBeGreaterThan(0);

    const lines = accessLines().filter((l) => l.path === url);
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.status)).toEqual([200, 200]);
    expect(new Set(lines.map((l) => l.reqId)).size).toBe(2);
    expect(
      sample(
        await metrics(),
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/articles\/office\/:office",status_code="200"\} (\d+)$/m,
      ),
    ).toBe(2);
  });

  it('keeps one reply per encoding asked for', async () => {
    const url = '/api/articles/latest?limit=5';
    await get(url, { 'accept-encoding': 'br' });
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(articleListResponseSchema.parse(JSON.parse(plain.body.toString())).articles[0]?.title).toBe(
      'Soil study published',
    );
  });

  it('never answers a signed-in reader, a conditional request or HEAD from the cache', async () => {
    const url = '/api/articles/office/research';
    await insertArticle(t.db, { office: 'research', title: 'Internal memo', privacy: 'private' });
    t.app.articleEvents.emitChange({ kind: 'created', articleId: 0, office: 'research' });
    const anonymous = await get(url);
    expect(anonymous.body.toString()).not.toContain('Internal memo');
    const token = await signInSuperadmin(t.app);
    const admin = await get(url, bearer(token));
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(admin.body.toString()).toContain('Internal memo');

    const etag = String(anonymous.headers.etag);
    expect((await get(url, { 'if-none-match': etag })).status).toBe(304);
    const head = await get(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('drops kept replies when an article changes', async () => {
    const url = '/api/articles/latest?limit=2';
    await get(url);
    await get(url);
    await insertArticle(t.db, { office: 'library', title: 'Library opens on Sundays' });
    t.app.articleEvents.emitChange({ kind: 'created', articleId: 0, office: 'library' });
    expect(t.app.replyCache.size).toBe(0);
    const after = articleListResponseSchema.parse(JSON.parse((await get(url)).body.toString()));
    expect(after.articles[0]?.title).toBe('Library opens on Sundays');
  });
});

// Access lines are asked for at debug and trace, or at info with ACCESS_LOG (README, plugins/access-log.ts):
// a kept reply follows the same rule as any other.
describe('reply cache when access lines are not asked for', () => {
  it.each([
    ['warn', 'true'],
    ['info', 'false'],
  ])('writes no access line for a reply it sends (LOG_LEVEL=%s, ACCESS_LOG=%s)', async (level, accessLog) => {
    const logged: string[] = [];
    const t = await createTestApp({
      env: { LOG_LEVEL: level, ACCESS_LOG: accessLog },
      logStream: { write: (chunk: string) => void logged.push(chunk) },
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/articles/latest`;
      for (let i = 0; i < 3; i++) expect((await fetch(url)).status).toBe(200);
      expect(t.app.replyCache.size).toBe(1);
      expect(logged.join('')).not.toContain('"msg":"request"');
    } finally {
      await t.close();
    }
  });
});
