import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../src/server/lib/html.ts';
import {
  type Article,
  articleListResponseSchema,
  articleResponseSchema,
  articleSchema,
  EXCERPT_LENGTH,
} from '../../src/shared/contract/articles.ts';
import { apiErrorSchema } from '../../src/shared/contract/common.ts';
import { OFFICE_SLUGS } from '../../src/shared/contract/offices.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';

const LONG_BODY = `<h2>Harvest</h2><p>${'The campus farm harvested rice and corn with the help of students. '.repeat(20)}</p>`;

describe('public article reads', () => {
  let t: TestApp;
  const ids = { bsitOld: 0, bsitPrivate: 0, research: 0, libraryPrivate: 0, bsitNew: 0, bsitTie: 0 };

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    const db = t.db;
    ids.bsitOld = await insertArticle(db, { office: 'bsit', title: 'BSIT hackathon', view_count: 5 });
    ids.bsitPrivate = await insertArticle(db, {
      office: 'bsit',
      title: 'Secret BSIT draft',
      privacy: 'private',
    });
    ids.research = await insertArticle(db, {
      office: 'research',
      title: 'Rice yield study',
      type: 'proposal',
      content: LONG_BODY,
      images: ['articles/r1.jpg', 'articles/r2.jpg', 'articles/r3.jpg'],
      view_count: 40,
      like_count: 3,
    });
    ids.libraryPrivate = await insertArticle(db, {
      office: 'library',
      title: 'Private library memo',
      privacy: 'private',
      view_count: 1000,
    });
    ids.bsitNew = await insertArticle(db, {
      office: 'bsit',
      title: 'BSIT seminar',
      // Stored as a save stores it: sanitised once (reads serve it as it is).
      content: sanitizeArticleHtml(
        '<p>Seminar <script>alert(1)</script><img src="x" onerror="alert(2)"> on <a href="javascript:alert(3)">web</a>.</p>',
      ),
      thumbnail: null,
      date: null,
      published_at: null,
      view_count: 40,
    });
    // Same created_at as bsitNew: the id breaks the tie (newest id first).
    const bsitNewCreated = await db.kysely
      .selectFrom('articles')
      .select('created_at')
      .where('article_id', '=', ids.bsitNew)
      .executeTakeFirstOrThrow();
    ids.bsitTie = await insertArticle(db, {
      office: 'bsit',
      title: 'BSIT tie',
      created_at: bsitNewCreated.created_at,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('lists an office newest first with every field, public only, without content', async () => {
    const res = await get('/api/articles/office/bsit');
    expect(res.statusCode).toBe(200);
    const body = articleListResponseSchema.parse(res.json());
    expect(body.articles.map((a) => a.article_id)).toEqual([ids.bsitTie, ids.bsitNew, ids.bsitOld]);
    for (const a of body.articles) {
      expect(articleSchema.strict().safeParse(a).success).toBe(true);
      expect(a).not.toHaveProperty('content');
      expect(a.privacy).toBe('public');
      expect(a.office).toBe('bsit');
    }
    const seminar = body.articles.find((a) => a.article_id === ids.bsitNew) as Article;
    expect(seminar).toMatchObject({
      title: 'BSIT seminar',
      type: 'news',
      office_name: 'Bachelor of Science in Information Technology',
      office_abbrev: 'BSIT',
      course_abbrev: 'BSIT',
      thumbnail_url: null,
      date: null,
      published_at: null,
      pic1_url: null,
      pic10_url: null,
      view_count: 40,
      like_count: 0,
    });
    expect(seminar.excerpt).toBe('Seminar on web.');
  });

  it('carries picture URLs, a plain-text excerpt of at most 400 characters and the counters', async () => {
    const body = articleListResponseSchema.parse((await get('/api/articles/office/research')).json());
    expect(body.articles).toHaveLength(1);
    const a = body.articles[0] as Article;
    expect(a.type).toBe('proposal');
    expect(a.thumbnail_url).toMatch(/^\/media\/articles\/thumb-\d+\.jpg$/);
    expect([a.pic1_url, a.pic2_url, a.pic3_url, a.pic4_url]).toEqual([
      '/media/articles/r1.jpg',
      '/media/articles/r2.jpg',
      '/media/articles/r3.jpg',
      null,
    ]);
    expect(a.excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(a.excerpt.length).toBeGreaterThan(300);
    expect(a.excerpt).not.toMatch(/[<>]/);
    expect(a.excerpt.startsWith('Harvest The campus farm')).toBe(true);
    expect([a.view_count, a.like_count]).toEqual([40, 3]);
  });

  it('answers every office, and office slugs case-insensitively', async () => {
    for (const office of OFFICE_SLUGS) {
      const res = await get(`/api/articles/office/${office}?limit=6`);
      expect(res.statusCode, office).toBe(200);
      const body = articleListResponseSchema.parse(res.json());
      expect(body.articles.every((a) => a.office === office && a.privacy === 'public')).toBe(true);
    }
    expect(
      articleListResponseSchema.parse((await get('/api/articles/office/BSIT')).json()).articles,
    ).toHaveLength(3);
    expect((await get('/api/articles/office/library')).json()).toEqual({ ok: true, articles: [] });
  });

  it('honours limit on every list', async () => {
    const office = articleListResponseSchema.parse((await get('/api/articles/office/bsit?limit=2')).json());
    expect(office.articles.map((a) => a.article_id)).toEqual([ids.bsitTie, ids.bsitNew]);
    const latest = articleListResponseSchema.parse((await get('/api/articles/latest?limit=2')).json());
    expect(latest.articles.map((a) => a.article_id)).toEqual([ids.bsitTie, ids.bsitNew]);
    const viewed = articleListResponseSchema.parse((await get('/api/articles/most-viewed?limit=1')).json());
    expect(viewed.articles).toHaveLength(1);
  });

  it('lists the latest across offices, newest first, public only', async () => {
    const body = articleListResponseSchema.parse((await get('/api/articles/latest?limit=1000')).json());
    expect(body.articles.map((a) => a.article_id)).toEqual([
      ids.bsitTie,
      ids.bsitNew,
      ids.research,
      ids.bsitOld,
    ]);
  });

  it('lists the most viewed: view_count descending, then newest', async () => {
    const body = articleListResponseSchema.parse((await get('/api/articles/most-viewed?limit=6')).json());
    // The private library memo (1000 views) never appears; 40 and 40 tie, the newer first.
    expect(body.articles.map((a) => a.article_id)).toEqual([
      ids.bsitNew,
      ids.research,
      ids.bsitOld,
      ids.bsitTie,
    ]);
    const byDefault = articleListResponseSchema.parse((await get('/api/articles/most-viewed')).json());
    expect(byDefault.articles).toHaveLength(4);
  });

  it('reads one article with full sanitised content and every field', async () => {
    const res = await get(`/api/articles/${ids.bsitNew}`);
    expect(res.statusCode).toBe(200);
    const { article } = articleResponseSchema.parse(res.json());
    expect(articleSchema.strict().safeParse(article).success).toBe(true);
    expect(article.article_id).toBe(ids.bsitNew);
    expect(article.content).toContain('<p>Seminar');
    expect(article.content).not.toMatch(/script|onerror|javascript:/i);
    expect(article.summary).toBe(article.excerpt);
    for (let i = 1; i <= 10; i++) expect(article).toHaveProperty(`pic${i}_url`, null);

    const research = articleResponseSchema.parse((await get(`/api/articles/${ids.research}`)).json()).article;
    expect(research.content).toBe(LONG_BODY);
    expect(research.pic3_url).toBe('/media/articles/r3.jpg');
    expect(research.office).toBe('research');
  });

  it('never shows a private article to the public', async () => {
    for (const id of [ids.bsitPrivate, ids.libraryPrivate]) {
      for (const url of [`/api/articles/${id}`, `/api/articles/${id}/stats`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(apiErrorSchema.parse(res.json()).message).toBe('Article not found');
      }
      for (const path of ['view', 'like']) {
        const res = await t.app.inject({ method: 'POST', url: `/api/articles/${id}/${path}`, payload: {} });
        expect(res.statusCode).toBe(404);
      }
    }
    const lists = [
      '/api/articles/latest?limit=1000',
      '/api/articles/most-viewed?limit=1000',
      ...OFFICE_SLUGS.map((o) => `/api/articles/office/${o}`),
    ];
    for (const url of lists) {
      const text = (await get(url)).body;
      expect(text, url).not.toContain('Secret BSIT draft');
      expect(text, url).not.toContain('Private library memo');
      expect(text, url).not.toContain('"private"');
    }
  });

  it('sends an ETag and Cache-Control, and 304 when the ETag matches', async () => {
    for (const url of [
      '/api/articles/office/bsit',
      '/api/articles/latest?limit=5',
      `/api/articles/${ids.research}`,
    ]) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=5');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/api/articles/office/bsit' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe((await get('/api/articles/office/bsit')).headers.etag);
    // Different content, different ETag.
    const a = (await get('/api/articles/office/bsit')).headers.etag;
    const b = (await get('/api/articles/office/bsit?limit=1')).headers.etag;
    expect(a).not.toBe(b);
  });

  it('compresses large lists once and serves the same JSON', async () => {
    for (let i = 0; i < 12; i++) await insertArticle(t.db, { office: 'extension', content: LONG_BODY });
    t.app.articleEvents.emitChange({ kind: 'created', articleId: 0, office: 'extension' });
    const plain = await get('/api/articles/office/extension');
    const br = await get('/api/articles/office/extension', { 'accept-encoding': 'gzip, br' });
    const gz = await get('/api/articles/office/extension', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.etag).toBe(plain.headers.etag);
    const zlib = await import('node:zlib');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(articleListResponseSchema.parse(plain.json()).articles).toHaveLength(12);
  });

  it('drops cached lists and articles when an article changes', async () => {
    const before = articleListResponseSchema.parse((await get('/api/articles/office/bsa')).json());
    expect(before.articles).toHaveLength(0);
    const id = await insertArticle(t.db, { office: 'bsa', title: 'Goat farm visit' });
    // Still cached until the change is announced.
    expect(
      articleListResponseSchema.parse((await get('/api/articles/office/bsa')).json()).articles,
    ).toHaveLength(0);
    t.app.articleEvents.emitChange({ kind: 'created', articleId: id, office: 'bsa' });
    const after = articleListResponseSchema.parse((await get('/api/articles/office/bsa')).json());
    expect(after.articles.map((a) => a.title)).toEqual(['Goat farm visit']);
    expect((await get(`/api/articles/${id}`)).statusCode).toBe(200);

    // Made private: gone from every public read as soon as the change is announced.
    await t.db.kysely
      .updateTable('articles')
      .set({ privacy: 'private' })
      .where('article_id', '=', id)
      .execute();
    t.app.articleEvents.emitChange({ kind: 'privacy', articleId: id, office: 'bsa' });
    expect(
      articleListResponseSchema.parse((await get('/api/articles/office/bsa')).json()).articles,
    ).toHaveLength(0);
    expect((await get(`/api/articles/${id}`)).statusCode).toBe(404);
    expect((await get('/api/articles/latest?limit=1000')).body).not.toContain('Goat farm visit');
  });

  it('answers an unknown office with 404', async () => {
    for (const office of ['engineering', 'office', 'bsit.json', '%00', 'bsit%20']) {
      const res = await get(`/api/articles/office/${office}`);
      expect(res.statusCode, office).toBe(404);
      expect(apiErrorSchema.parse(res.json())).toEqual({ ok: false, message: 'Unknown office' });
    }
  });

  interface BadInput {
    name: string;
    url: string;
    method: 'GET' | 'POST';
    status: number;
    payload?: unknown;
    headers?: Record<string, string>;
  }
  const badInputs: BadInput[] = [
    { name: 'non-numeric id', url: '/api/articles/abc', method: 'GET', status: 400 },
    { name: 'negative id', url: '/api/articles/-1', method: 'GET', status: 400 },
    { name: 'zero id', url: '/api/articles/0', method: 'GET', status: 400 },
    { name: 'fractional id', url: '/api/articles/1.5', method: 'GET', status: 400 },
    { name: 'huge id', url: '/api/articles/99999999999999999999', method: 'GET', status: 400 },
    { name: 'unknown id', url: '/api/articles/987654', method: 'GET', status: 404 },
    { name: 'SQL in id', url: '/api/articles/1%20OR%201=1', method: 'GET', status: 400 },
    { name: 'stats of non-numeric id', url: '/api/articles/abc/stats', method: 'GET', status: 400 },
    { name: 'stats of unknown id', url: '/api/articles/987654/stats', method: 'GET', status: 404 },
    { name: 'negative limit', url: '/api/articles/office/bsit?limit=-5', method: 'GET', status: 400 },
    { name: 'zero limit', url: '/api/articles/latest?limit=0', method: 'GET', status: 400 },
    { name: 'huge limit', url: '/api/articles/latest?limit=100000', method: 'GET', status: 400 },
    { name: 'overflowing limit', url: '/api/articles/most-viewed?limit=1e400', method: 'GET', status: 400 },
    { name: 'text limit', url: '/api/articles/most-viewed?limit=six', method: 'GET', status: 400 },
    { name: 'fractional limit', url: '/api/articles/office/bsit?limit=2.5', method: 'GET', status: 400 },
    { name: 'empty limit', url: '/api/articles/office/bsit?limit=', method: 'GET', status: 400 },
    { name: 'repeated limit', url: '/api/articles/latest?limit=1&limit=2', method: 'GET', status: 400 },
    {
      name: 'SQL in limit',
      url: '/api/articles/latest?limit=1;DROP%20TABLE%20articles',
      method: 'GET',
      status: 400,
    },
    {
      name: 'view of unknown id',
      url: '/api/articles/987654/view',
      method: 'POST',
      status: 404,
      payload: {},
    },
    { name: 'view of text id', url: '/api/articles/x/view', method: 'POST', status: 400, payload: {} },
    {
      name: 'like of unknown id',
      url: '/api/articles/987654/like',
      method: 'POST',
      status: 404,
      payload: {},
    },
    { name: 'like of text id', url: '/api/articles/x/like', method: 'POST', status: 400, payload: {} },
    {
      name: 'view with malformed JSON',
      url: 'VIEW',
      method: 'POST',
      status: 400,
      payload: '{"referrer":',
      headers: { 'content-type': 'application/json' },
    },
    {
      name: 'beacon with malformed JSON',
      url: 'VIEW',
      method: 'POST',
      status: 400,
      payload: 'not json',
      headers: { 'content-type': 'text/plain' },
    },
    {
      name: 'view with a text duration',
      url: 'VIEW',
      method: 'POST',
      status: 400,
      payload: { view_duration: 'long' },
    },
    {
      name: 'view with a negative duration',
      url: 'VIEW',
      method: 'POST',
      status: 400,
      payload: { view_duration: -3 },
    },
    {
      name: 'view with a huge duration',
      url: 'VIEW',
      method: 'POST',
      status: 400,
      payload: { view_duration: 1e12 },
    },
    {
      name: 'view with a numeric referrer',
      url: 'VIEW',
      method: 'POST',
      status: 400,
      payload: { referrer: 42 },
    },
    {
      name: 'view with an over-long referrer',
      url: 'VIEW',
      method: 'POST',
      status: 400,
      payload: { referrer: `https://x.test/${'a'.repeat(3000)}` },
    },
    { name: 'view with an array body', url: 'VIEW', method: 'POST', status: 400, payload: [1, 2] },
    {
      name: 'view with a form body',
      url: 'VIEW',
      method: 'POST',
      status: 400,
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    {
      name: 'view with an oversized body',
      url: 'VIEW',
      method: 'POST',
      status: 413,
      payload: { referrer: 'x'.repeat(40_000) },
    },
    {
      name: 'like with malformed JSON',
      url: 'LIKE',
      method: 'POST',
      status: 400,
      payload: '{',
      headers: { 'content-type': 'application/json' },
    },
  ];

  it.each(badInputs)(
    'answers $name with $status and { ok:false, message }',
    async ({ url, method, status, payload, headers }) => {
      const target =
        url === 'VIEW'
          ? `/api/articles/${ids.research}/view`
          : url === 'LIKE'
            ? `/api/articles/${ids.research}/like`
            : url;
      const res = await t.app.inject({
        method,
        url: target,
        ...(payload === undefined ? {} : { payload: payload as string | object }),
        headers: headers ?? {},
      });
      expect(res.statusCode).toBe(status);
      const body = apiErrorSchema.parse(res.json());
      expect(body.message.length).toBeGreaterThan(0);
      expect(body.message).not.toMatch(/sqlite|postgres|select |syntaxerror/i);
    },
  );

  it('changes nothing when given bad input', async () => {
    const row = await t.db.kysely
      .selectFrom('articles')
      .select(['view_count', 'like_count'])
      .where('article_id', '=', ids.research)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ view_count: 40, like_count: 3 });
    const count = await t.db.kysely
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(5);
  });
});
