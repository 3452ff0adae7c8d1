// RSS 2.0 feeds per office and for all news, read with a feed parser library (rss-parser).
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site.ts';
import { FEED_ITEMS } from '../../src/server/seo/rss.ts';
import { OFFICES } from '../../src/shared/contract/offices.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';

const BASE = 'https://news.campus.example';
const parser = new Parser();

describe('RSS feeds', () => {
  let t: TestApp;
  const ids = { oldest: 0, newest: 0, privateBsa: 0, research: 0 };

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: BASE } });
    ids.oldest = await insertArticle(t.db, {
      office: 'bsa',
      title: 'Rice & corn field day',
      content: '<p>Farmers visited the <em>demonstration</em> farm.</p>',
      created_at: '2025-01-10T01:00:00.000Z',
      published_at: '2025-01-10T01:00:00.000Z',
    });
    ids.privateBsa = await insertArticle(t.db, {
      office: 'bsa',
      title: 'Unpublished budget note',
      privacy: 'private',
      created_at: '2025-01-12T01:00:00.000Z',
    });
    ids.research = await insertArticle(t.db, {
      office: 'research',
      title: 'Seaweed study begins',
      created_at: '2025-01-11T01:00:00.000Z',
    });
    ids.newest = await insertArticle(t.db, {
      office: 'bsa',
      title: 'Goat dispersal to partner barangays',
      created_at: '2025-01-13T01:00:00.000Z',
      published_at: '2025-01-13T01:00:00.000Z',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const feed = async (name: string) => {
    const res = await t.app.inject({ url: `/feeds/${name}.xml` });
    expect(res.statusCode, name).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    return parser.parseString(res.body);
  };

  it("reads an office's public articles, newest first", async () => {
    const f = await feed('bsa');
    expect(f.title).toBe(`Bachelor of Science in Agriculture | ${siteConfig.site_name}`);
    expect(f.link).toBe(`${BASE}/programs/bsa`);
    expect(f.items.map((i) => i.title)).toEqual([
      'Goat dispersal to partner barangays',
      'Rice & corn field day',
    ]);
    const [, rice] = f.items;
    expect(rice?.link).toBe(`${BASE}/news/${ids.oldest}`);
    expect(rice?.guid).toBe(`${BASE}/news/${ids.oldest}`);
    expect(rice?.isoDate).toBe('2025-01-10T01:00:00.000Z');
    expect(rice?.contentSnippet).toBe('Farmers visited the demonstration farm.');
    expect(rice?.categories).toEqual(['Bachelor of Science in Agriculture']);
  });

  it('reads every office in the all-news feed, never a private article', async () => {
    const f = await feed('all');
    expect(f.link).toBe(`${BASE}/`);
    expect(f.items.map((i) => i.title)).toEqual([
      'Goat dispersal to partner barangays',
      'Seaweed study begins',
      'Rice & corn field day',
    ]);
    expect(JSON.stringify(f)).not.toContain('Unpublished budget note');
  });

  it('has a feed for each office, and 404 for anything else', async () => {
    for (const office of OFFICES) {
      const f = await feed(office.slug);
      expect(f.title, office.slug).toContain(office.name);
    }
    for (const url of [
      '/feeds/nursing.xml',
      '/feeds/BSA.xml',
      '/feeds/all',
      '/feeds/all.json',
      '/feeds/.xml',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it(`keeps the newest ${FEED_ITEMS} items`, async () => {
    for (let i = 0; i < FEED_ITEMS + 3; i++) {
      await insertArticle(t.db, { office: 'extension', title: `Extension item ${i}` });
    }
    const f = await feed('extension');
    expect(f.items).toHaveLength(FEED_ITEMS);
    expect(f.items[0]?.title).toBe(`Extension item ${FEED_ITEMS + 2}`);
  });
});
