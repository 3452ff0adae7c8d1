// /sitemap.xml validated against the sitemaps.org schema (xmllint), and /robots.txt.
import fs from 'node:fs';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { STATIC_ROUTES } from '../../src/server/seo/route-meta.ts';
import { buildSitemap, SITEMAP_CHUNK, SITEMAP_SLICE } from '../../src/server/seo/sitemap.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';

const BASE = 'https://news.campus.example';
const schema = (name: string) => ({
  fileName: name,
  contents: fs.readFileSync(path.resolve('tests/support/sitemap-schemas', name), 'utf8'),
});

async function expectValid(xml: string, xsd: 'sitemap.xsd' | 'siteindex.xsd') {
  const result = await validateXML({ xml: { fileName: 'sitemap.xml', contents: xml }, schema: schema(xsd) });
  expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap and robots.txt', () => {
  let t: TestApp;
  const ids = { a: 0, b: 0, hidden: 0 };

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: BASE } });
    ids.a = await insertArticle(t.db, {
      office: 'bsa',
      title: 'Rice harvest',
      created_at: '2025-03-01T08:00:00.000Z',
    });
    ids.b = await insertArticle(t.db, { office: 'research', title: 'Seaweed study' });
    ids.hidden = await insertArticle(t.db, { office: 'bsa', title: 'Hidden', privacy: 'private' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('checks the schema really rejects a broken sitemap (so the passing checks mean something)', async () => {
    const bad =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>';
    const result = await validateXML({
      xml: { fileName: 'bad.xml', contents: bad },
      schema: schema('sitemap.xsd'),
    });
    expect(result.valid).toBe(false);
  });

  it('lists every indexable public route and every public article with its last change', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    await expectValid(res.body, 'sitemap.xsd');

    const listed = locs(res.body);
    for (const [p, meta] of Object.entries(STATIC_ROUTES)) {
      expect(listed.includes(`${BASE}${p}`), p).toBe(!meta.noindex);
    }
    expect(listed).toContain(`${BASE}/programs/btvted`);
    // The event pages (a fresh install's three).
    expect(listed.filter((l) => /\/events\/\d+$/.test(l ?? ''))).toHaveLength(3);
    expect(listed).not.toContain(`${BASE}/search`);
    expect(listed).not.toContain(`${BASE}/honeypot/admin`);
    expect(listed.filter((l) => l?.includes('/administrator'))).toEqual([]);
    expect(listed).toContain(`${BASE}/news/${ids.a}`);
    expect(listed).toContain(`${BASE}/news/${ids.b}`);
    expect(listed).not.toContain(`${BASE}/news/${ids.hidden}`);
    expect(res.body).toContain(
      `<url><loc>${BASE}/news/${ids.a}</loc><lastmod>2025-03-01T08:00:00Z</lastmod></url>`,
    );
  });

  it('splits into an index of parts past the per-file limit', async () => {
    // Two articles per part: two public articles fit in one file, three do not.
    const whole = await buildSitemap(t.db.kysely, BASE, 'index', 2);
    expect(whole).toContain('<urlset');
    await insertArticle(t.db, { office: 'library', title: 'Third public article' });

    const index = await buildSitemap(t.db.kysely, BASE, 'index', 2);
    expect(index).toBeDefined();
    await expectValid(index ?? '', 'siteindex.xsd');
    expect(locs(index ?? '')).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      `${BASE}/sitemaps/articles-1.xml`,
      `${BASE}/sitemaps/articles-2.xml`,
    ]);
    const pages = await buildSitemap(t.db.kysely, BASE, 'pages', 2);
    await expectValid(pages ?? '', 'sitemap.xsd');
    const part1 = await buildSitemap(t.db.kysely, BASE, 1, 2);
    const part2 = await buildSitemap(t.db.kysely, BASE, 2, 2);
    await expectValid(part1 ?? '', 'sitemap.xsd');
    await expectValid(part2 ?? '', 'sitemap.xsd');
    expect([...locs(part1 ?? ''), ...locs(part2 ?? '')]).toHaveLength(3);
    expect(await buildSitemap(t.db.kysely, BASE, 3, 2)).toBeUndefined();
  });

  it('answers 404 for sitemap parts while the sitemap fits in one file', async () => {
    expect((await t.app.inject({ url: '/sitemaps/pages.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemaps/articles-1.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemaps/articles-x.xml' })).statusCode).toBe(404);
  });

  it('keeps crawlers out of the admin portal and the monitor and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /administrator');
    expect(lines).toContain('Disallow: /honeypot');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    // The public site (and the API its pages read) stays open.
    expect(lines.filter((l) => l === 'Disallow: /' || l.startsWith('Disallow: /api'))).toEqual([]);
  });
});

describe('sitemap cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: BASE } });
    await insertArticle(t.db, { office: 'bsa', title: 'Cached harvest' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a built sitemap until the next article change', async () => {
    const first = await t.app.inject({ url: '/sitemap.xml' });
    // A row written behind the server's back (no change event) does not rebuild the sitemap…
    const quiet = await insertArticle(t.db, { office: 'research', title: 'Written directly' });
    const second = await t.app.inject({ url: '/sitemap.xml' });
    expect(second.body).toBe(first.body);
    expect(second.body).not.toContain(`/news/${quiet}`);
    // …an article change does, at once.
    t.app.articleEvents.emitChange({ kind: 'created', articleId: quiet, office: 'research' });
    const third = await t.app.inject({ url: '/sitemap.xml' });
    expect(third.body).toContain(`/news/${quiet}`);
  });
});

describe('sitemap at scale', () => {
  let t: TestApp;
  const publicIds: number[] = [];
  // Two parts and a bit: the index lists three article parts.
  const COUNT = 2 * SITEMAP_CHUNK + 1_200;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: BASE } });
    const at = '2025-05-01T08:00:00.000Z';
    for (let i = 0; i < COUNT + 200; i += 500) {
      const rows = Array.from({ length: 500 }, (_, j) => ({
        office_id: 1 + ((i + j) % 8),
        title: `Campus update ${i + j}`,
        content: '<p>News.</p>',
        excerpt: 'News.',
        type: 'news' as const,
        // One in 40 private: never listed.
        privacy: (i + j) % 40 === 0 ? ('private' as const) : ('public' as const),
        date: at.slice(0, 10),
        created_at: at,
        updated_at: at,
        published_at: at,
        thumbnail: null,
        created_by: null,
      }));
      const ids = await t.db.kysely
        .insertInto('articles')
        .values(rows)
        .returning(['article_id', 'privacy'])
        .execute();
      for (const r of ids) if (r.privacy === 'public') publicIds.push(r.article_id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('is an index of parts of at most 5,000 URLs, each valid, together every public article', async () => {
    expect(SITEMAP_CHUNK).toBeLessThanOrEqual(5_000);
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    await expectValid(index.body, 'siteindex.xsd');
    const parts = Math.ceil(publicIds.length / SITEMAP_CHUNK);
    expect(locs(index.body)).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      ...Array.from({ length: parts }, (_, i) => `${BASE}/sitemaps/articles-${i + 1}.xml`),
    ]);
    const listed: string[] = [];
    for (const loc of locs(index.body).slice(1)) {
      const res = await t.app.inject({ url: (loc ?? '').replace(BASE, '') });
      expect(res.statusCode).toBe(200);
      await expectValid(res.body, 'sitemap.xsd');
      const urls = locs(res.body) as string[];
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_CHUNK);
      listed.push(...urls);
    }
    expect(listed).toEqual(publicIds.map((id) => `${BASE}/news/${id}`));
  });

  it('reads a part from the database a slice at a time', async () => {
    const rowsPerQuery: number[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        rowsPerQuery.push(args.result.rows.length);
        return args.result;
      },
    };
    const xml = await buildSitemap(t.db.kysely.withPlugin(recorder), BASE, 2);
    expect(locs(xml ?? '')).toHaveLength(SITEMAP_CHUNK);
    expect(Math.max(...rowsPerQuery)).toBeLessThanOrEqual(SITEMAP_SLICE);
    expect(rowsPerQuery.filter((n) => n === SITEMAP_SLICE).length).toBe(SITEMAP_CHUNK / SITEMAP_SLICE);
  });
});
