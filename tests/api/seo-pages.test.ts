// Server-rendered page heads: what a crawler that runs no script reads from the raw HTML, parsed by an
// Open Graph library (open-graph-scraper), plus statuses, redirects and structured data.
import ogs from 'open-graph-scraper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site.ts';
import { STATIC_ROUTES } from '../../src/server/seo/route-meta.ts';
import { UNKNOWN_PROGRAM_META } from '../../src/shared/pages/office-pages.ts';
import { NOT_FOUND_META } from '../../src/shared/pages/page-module.ts';
import { bearer, signInSuperadmin } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';
import { feedLinks, linkHref, templateClientDir } from './seo-test-client.ts';

const BASE = 'https://news.campus.example';
const site = siteConfig.site_name;

async function scrape(html: string) {
  const { result, error } = await ogs({ html });
  expect(error).toBe(false);
  return result;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );

describe('page heads with PUBLIC_URL', () => {
  let t: TestApp;
  let client: ReturnType<typeof templateClientDir>;
  const ids = { pictures: 0, thumbnailOnly: 0, noImage: 0, private: 0, hostile: 0 };
  const HOSTILE = `Tom & Jerry's "</script><script>alert(1)</script>" <!-- night`;

  beforeAll(async () => {
    client = templateClientDir();
    t = await createTestApp({ env: { CLIENT_DIR: client.dir, PUBLIC_URL: `${BASE}/` } });
    ids.pictures = await insertArticle(t.db, {
      office: 'research',
      title: 'Seaweed farms mapped along the eastern coast',
      content: '<p>Researchers mapped <strong>seaweed</strong> farms in twelve coastal barangays.</p>',
      thumbnail: 'articles/thumb-seaweed.jpg',
      images: ['articles/pic-seaweed-1.jpg', 'articles/pic-seaweed-2.jpg'],
      published_at: '2025-05-20T02:00:00.000Z',
    });
    ids.thumbnailOnly = await insertArticle(t.db, {
      office: 'library',
      title: 'Library extends its opening hours',
      thumbnail: 'articles/thumb-library.jpg',
    });
    ids.noImage = await insertArticle(t.db, { office: 'bsit', title: 'No pictures here', thumbnail: null });
    ids.private = await insertArticle(t.db, { office: 'bsit', title: 'Draft budget', privacy: 'private' });
    ids.hostile = await insertArticle(t.db, { office: 'bsed', title: HOSTILE });
  });
  afterAll(async () => {
    await t.close();
    client.remove();
  });

  it('gives the visitor cookie with an article page, so its first like and view count', async () => {
    const res = await get(`/news/${ids.pictures}`);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^cs_vid=.*HttpOnly.*SameSite=Lax/);
    // Other pages do not set it (they stay cacheable).
    expect((await get('/')).headers['set-cookie']).toBeUndefined();
  });

  it('denies unused browser features everywhere and allows geolocation on the concern page only', async () => {
    for (const url of ['/', `/news/${ids.pictures}`, '/api/health']) {
      const policy = String((await get(url)).headers['permissions-policy']);
      expect(policy, url).toContain('geolocation=()');
      for (const f of ['camera=()', 'microphone=()', 'payment=()', 'usb=()'])
        expect(policy, url).toContain(f);
    }
    const concern = String((await get('/send-concern')).headers['permissions-policy']);
    expect(concern).toContain('geolocation=(self)');
    expect(concern).toContain('camera=()');
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('describes an article: title, description, Open Graph, Twitter card and canonical link', async () => {
    const res = await get(`/news/${ids.pictures}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(titleOf(html)).toBe(`Seaweed farms mapped along the eastern coast | ${site}`);
    // One title and one description: the template's own were replaced, not duplicated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const url = `${BASE}/news/${ids.pictures}`;
    expect(linkHref(html, 'canonical')).toBe(url);

    const og = await scrape(html);
    expect(og.ogTitle).toBe('Seaweed farms mapped along the eastern coast');
    expect(og.ogDescription).toBe('Researchers mapped seaweed farms in twelve coastal barangays.');
    expect(og.ogType).toBe('article');
    expect(og.ogUrl).toBe(url);
    expect(og.ogSiteName).toBe(site);
    // The first slider picture, not the thumbnail, at preview size.
    expect(og.ogImage?.[0]?.url).toBe(`${BASE}/media/articles/pic-seaweed-1.jpg?w=1200&q=80`);
    expect(og.twitterCard).toBe('summary_large_image');
    expect(og.twitterTitle).toBe('Seaweed farms mapped along the eastern coast');
    expect(og.twitterImage?.[0]?.url).toBe(`${BASE}/media/articles/pic-seaweed-1.jpg?w=1200&q=80`);
    expect(og.articlePublishedTime).toBe('2025-05-20T02:00:00.000Z');
    expect(og.articleSection).toBe('Research and Development Office');
    // The app itself is still there for the browser.
    expect(html).toContain('<div id="root"></div>');
  });

  it('falls back to the thumbnail, and to the campus photo when an article has no image', async () => {
    const thumb = await scrape((await get(`/news/${ids.thumbnailOnly}`)).body);
    expect(thumb.ogImage?.[0]?.url).toBe(`${BASE}/media/articles/thumb-library.jpg?w=1200&q=80`);
    const none = await scrape((await get(`/news/${ids.noImage}`)).body);
    expect(none.ogImage?.[0]?.url).toMatch(
      new RegExp(`^${BASE}/images/site/carousel-campus-life\\.svg\\?w=1200&q=80$`),
    );
  });

  it('writes NewsArticle structured data for an article', async () => {
    const [ld] = jsonLdOf((await get(`/news/${ids.pictures}`)).body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Seaweed farms mapped along the eastern coast',
      url: `${BASE}/news/${ids.pictures}`,
      image: [`${BASE}/media/articles/pic-seaweed-1.jpg?w=1200&q=80`],
      datePublished: '2025-05-20T02:00:00.000Z',
      author: { '@type': 'Organization', name: 'Research and Development Office' },
      publisher: { '@type': 'CollegeOrUniversity', name: siteConfig.campus_name },
    });
    expect(typeof ld?.dateModified).toBe('string');
  });

  it('escapes a hostile title everywhere in the head', async () => {
    const html = (await get(`/news/${ids.hostile}`)).body;
    const head = html.slice(0, html.indexOf('</head>'));
    // Only the data block itself opens or closes a script element in the injected head.
    expect(head.match(/<script/g)?.length).toBe(head.match(/<\/script>/g)?.length);
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('<!-- night');
    const [ld] = jsonLdOf(html);
    expect(ld?.headline).toBe(HOSTILE);
    expect((await scrape(html)).ogTitle).toBe(HOSTILE);
    expect(titleOf(html)).toBe(
      `Tom &amp; Jerry&#39;s &quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &lt;!-- night | ${site}`,
    );
  });

  it('answers 404 with the app for unknown, private and malformed articles and unknown paths', async () => {
    for (const url of [`/news/${ids.private}`, '/news/999999', '/news/abc', '/news/0', '/no-such-page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(titleOf(res.body), url).toBe(`${NOT_FOUND_META.title} | ${site}`);
      expect(res.body, url).not.toContain('Draft budget');
      expect(linkHref(res.body, 'canonical'), url).toBeUndefined();
    }
  });

  it('answers 404 for an unknown programme, titled like the programme chooser the browser shows there', async () => {
    for (const url of ['/programs/nursing', '/programs/BSMT/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(titleOf(res.body), url).toBe(`${UNKNOWN_PROGRAM_META.title} | ${site}`);
      expect(res.body, url).toContain(
        '<meta name="description" content="Programs - Select a program from the navigation to view details." />',
      );
      expect(linkHref(res.body, 'canonical'), url).toBeUndefined();
    }
  });

  it('describes every static route with its own title and canonical link', async () => {
    for (const [path, meta] of Object.entries(STATIC_ROUTES)) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(titleOf(res.body), path).toBe(
        `${meta.title} | ${site}`.replace(/&/g, '&amp;').replace(/'/g, '&#39;'),
      );
      expect(linkHref(res.body, 'canonical'), path).toBe(`${BASE}${path}`);
      const og = await scrape(res.body);
      expect(og.ogTitle, path).toBe(meta.title);
      expect(og.ogDescription, path).toBe(meta.description);
      expect(og.ogType, path).toBe('website');
      expect(og.ogUrl, path).toBe(`${BASE}${path}`);
      expect(og.twitterCard, path).toBe('summary_large_image');
      expect(res.body.includes('name="robots" content="noindex"'), path).toBe(Boolean(meta.noindex));
    }
  });

  it('uses the canonical form of a path written in other letter case or with a trailing slash', async () => {
    const res = await get('/Programs/BSIT/');
    expect(res.statusCode).toBe(200);
    expect(linkHref(res.body, 'canonical')).toBe(`${BASE}/programs/bsit`);
    expect((await scrape(res.body)).ogTitle).toBe('Bachelor of Science in Information Technology (BSIT)');
  });

  it('keeps the admin portal, the monitor and the search results out of search engines', async () => {
    for (const url of ['/administrator', '/administrator/news/edit/3', '/honeypot/admin', '/search?q=rice']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('redirects the routes the client redirects', async () => {
    for (const [from, to] of [
      ['/about', '/about/history'],
      ['/research', '/research/news'],
      ['/extension/', '/extension/news'],
      ['/programs', '/programs/bsit'],
    ]) {
      const res = await get(from ?? '');
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('describes the campus on the home page and announces the feeds on office pages', async () => {
    const home = (await get('/')).body;
    const [ld] = jsonLdOf(home);
    const graph = (ld?.['@graph'] ?? []) as Record<string, unknown>[];
    const campus = graph.find((n) => n['@type'] === 'CollegeOrUniversity');
    expect(campus).toMatchObject({
      name: siteConfig.campus_name,
      url: `${BASE}/`,
      email: siteConfig.contact_email,
      telephone: siteConfig.contact,
      sameAs: siteConfig.social.map((s) => s.url),
    });
    expect(graph.find((n) => n['@type'] === 'WebSite')).toMatchObject({
      potentialAction: { target: { urlTemplate: `${BASE}/search?q={search_term_string}` } },
    });
    expect(feedLinks(home)).toEqual([`${BASE}/feeds/all.xml`]);

    const expected: Record<string, string> = {
      '/administration': 'administration',
      '/administration/news': 'administration',
      '/programs/bsed': 'bsed',
      '/programs/research': 'research',
      '/research/proposals': 'research',
      '/extension/completed': 'extension',
      '/library': 'library',
    };
    for (const [path, office] of Object.entries(expected)) {
      expect(feedLinks((await get(path)).body)[0], path).toBe(`${BASE}/feeds/${office}.xml`);
    }
    expect(feedLinks((await get(`/news/${ids.thumbnailOnly}`)).body)[0]).toBe(`${BASE}/feeds/library.xml`);
    expect(feedLinks((await get('/faculty')).body)).toEqual([]);
  });

  it('keeps the Content Security Policy on pages', async () => {
    const res = await get(`/news/${ids.pictures}`);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('shows an article change at once after a save, and a 404 once it is made private', async () => {
    const token = await signInSuperadmin(t.app);
    const before = await scrape((await get(`/news/${ids.thumbnailOnly}`)).body);
    expect(before.ogTitle).toBe('Library extends its opening hours');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${ids.thumbnailOnly}`,
      headers: bearer(token),
      payload: {
        title: 'Library opens on Saturdays',
        content: '<p>From June the library opens on Saturdays.</p>',
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = await scrape((await get(`/news/${ids.thumbnailOnly}`)).body);
    expect(after.ogTitle).toBe('Library opens on Saturdays');
    expect(after.ogDescription).toBe('From June the library opens on Saturdays.');

    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${ids.thumbnailOnly}`,
      headers: bearer(token),
      payload: { privacy: 'private' },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await get(`/news/${ids.thumbnailOnly}`)).statusCode).toBe(404);
  });
});

describe('page heads without PUBLIC_URL', () => {
  let t: TestApp;
  let client: ReturnType<typeof templateClientDir>;
  beforeAll(async () => {
    client = templateClientDir();
    t = await createTestApp({ env: { CLIENT_DIR: client.dir } });
  });
  afterAll(async () => {
    await t.close();
    client.remove();
  });

  it('never takes the address from the Host header: a fixed local address instead', async () => {
    for (const host of ['campus.local:8080', 'evil.test', 'evil.test"><script>x</script>']) {
      const res = await t.app.inject({ url: '/faculty', headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil.test');
      expect(res.body).not.toContain('campus.local');
      expect(linkHref(res.body, 'canonical')).toBe('http://localhost:3000/faculty');
    }
  });
});
