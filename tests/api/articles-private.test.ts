import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleListResponseSchema,
  articleResponseSchema,
  articleStatsResponseSchema,
} from '../../src/shared/contract/articles.ts';
import { bearer, createUser, signInSuperadmin } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';

describe('private articles on the public read calls', () => {
  let t: TestApp;
  let superToken: string;
  let bsitAdmin: string;
  let libraryAdmin: string;
  const ids = { bsitPublic: 0, bsitPrivate: 0, libraryPrivate: 0 };

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    ids.bsitPublic = await insertArticle(t.db, { office: 'bsit', title: 'Open BSIT news' });
    ids.bsitPrivate = await insertArticle(t.db, { office: 'bsit', title: 'BSIT draft', privacy: 'private' });
    ids.libraryPrivate = await insertArticle(t.db, {
      office: 'library',
      title: 'Library draft',
      privacy: 'private',
      view_count: 999,
    });
    superToken = await signInSuperadmin(t.app);
    bsitAdmin = (await createUser(t.app, superToken, { office: 'bsit' })).token;
    libraryAdmin = (await createUser(t.app, superToken, { office: 'library' })).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const titles = async (url: string, token?: string) =>
    articleListResponseSchema.parse((await get(url, token)).json()).articles.map((a) => a.title);

  it('shows an office admin the private articles of their office, uncached and private', async () => {
    // A public read first, so a cached public list exists for the same URL.
    expect(await titles('/api/articles/office/bsit')).toEqual(['Open BSIT news']);
    const res = await get('/api/articles/office/bsit', bsitAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/Authorization/i);
    const body = articleListResponseSchema.parse(res.json());
    expect(body.articles.map((a) => [a.title, a.privacy])).toEqual([
      ['BSIT draft', 'private'],
      ['Open BSIT news', 'public'],
    ]);
    // The admin's answer did not reach the shared cache.
    const anonymous = await get('/api/articles/office/bsit');
    expect(anonymous.headers['cache-control']).toBe('public, max-age=5');
    expect(anonymous.body).not.toContain('BSIT draft');
  });

  it("compresses a signed-in admin's large list for that reply (the read routes compress their own bodies)", async () => {
    for (let i = 0; i < 8; i++) {
      await insertArticle(t.db, {
        office: 'btvted',
        privacy: 'private',
        content: '<p>Draft paragraph.</p>'.repeat(60),
      });
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/articles/office/btvted',
      headers: { ...bearer(superToken), 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/Accept-Encoding/i);
    const zlib = await import('node:zlib');
    const body = articleListResponseSchema.parse(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()));
    expect(body.articles.filter((a) => a.privacy === 'private').length).toBe(8);
  });

  it("does not show an admin another office's private articles", async () => {
    expect(await titles('/api/articles/office/library', bsitAdmin)).toEqual([]);
    expect((await get(`/api/articles/${ids.libraryPrivate}`, bsitAdmin)).statusCode).toBe(404);
    expect((await get(`/api/articles/${ids.libraryPrivate}/stats`, bsitAdmin)).statusCode).toBe(404);
    expect(await titles('/api/articles/office/library', libraryAdmin)).toEqual(['Library draft']);
  });

  it('shows a superadmin the private articles of every office', async () => {
    expect(await titles('/api/articles/office/bsit', superToken)).toEqual(['BSIT draft', 'Open BSIT news']);
    expect(await titles('/api/articles/office/library', superToken)).toEqual(['Library draft']);
  });

  it('opens a private article for the edit form, with its stats', async () => {
    const res = await get(`/api/articles/${ids.bsitPrivate}`, bsitAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { article } = articleResponseSchema.parse(res.json());
    expect(article).toMatchObject({ title: 'BSIT draft', privacy: 'private', office: 'bsit' });
    expect(typeof article.content).toBe('string');
    const etag = res.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/articles/${ids.bsitPrivate}`,
      headers: { ...bearer(bsitAdmin), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const stats = await get(`/api/articles/${ids.bsitPrivate}/stats`, superToken);
    expect(articleStatsResponseSchema.parse(stats.json()).stats.total_views).toBe(0);
    expect((await get(`/api/articles/${ids.bsitPrivate}`)).statusCode).toBe(404);
  });

  it('keeps latest and most-viewed public, even for a superadmin', async () => {
    for (const url of ['/api/articles/latest?limit=100', '/api/articles/most-viewed?limit=100']) {
      expect(await titles(url, superToken), url).toEqual(['Open BSIT news']);
    }
  });

  it('never counts views or likes on a private article', async () => {
    for (const path of ['view', 'like']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/articles/${ids.bsitPrivate}/${path}`,
        headers: bearer(bsitAdmin),
        payload: {},
      });
      expect(res.statusCode, path).toBe(404);
    }
  });

  it('treats a bad or signed-out token as anonymous', async () => {
    expect(await titles('/api/articles/office/bsit', 'not-a-token')).toEqual(['Open BSIT news']);
    const admin = await createUser(t.app, superToken, { office: 'bsit' });
    expect(await titles('/api/articles/office/bsit', admin.token)).toHaveLength(2);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(admin.token) });
    expect(out.statusCode).toBe(200);
    expect(await titles('/api/articles/office/bsit', admin.token)).toEqual(['Open BSIT news']);
    expect((await get(`/api/articles/${ids.bsitPrivate}`, admin.token)).statusCode).toBe(404);
  });
});
