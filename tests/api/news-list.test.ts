// GET /api/news: every public article, newest first, paged, filtered by office, type and text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/shared/contract/common.ts';
import { NEWS_PAGE_SIZE, newsEndpoints, newsResponseSchema } from '../../src/shared/contract/news.ts';
import { inject } from '../support/inject.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';

describe('all campus news', () => {
  let t: TestApp;
  const ids: number[] = [];
  let proposal = 0;

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    // 14 public news of BSIT and the library, one research proposal, and articles the public never sees.
    for (let i = 1; i <= 14; i++) {
      ids.push(
        await insertArticle(t.db, {
          office: i % 2 ? 'bsit' : 'library',
          title: i === 7 ? 'Tree Planting at the Farm' : `Campus story ${i}`,
        }),
      );
    }
    proposal = await insertArticle(t.db, { office: 'research', title: 'Rice trials', type: 'proposal' });
    await insertArticle(t.db, { office: 'bsit', title: 'Hidden memo', privacy: 'private' });
    await insertArticle(t.db, { office: 'bsit', title: 'Draft story', status: 'draft' });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: Record<string, string | number>) => {
    const res = await inject(t.app, newsEndpoints.list, { query: query as never });
    expect(res.statusCode).toBe(200);
    return newsResponseSchema.parse(res.json());
  };

  it('pages every public article, newest first', async () => {
    const first = await list({});
    expect(first.pagination).toEqual({ page: 1, limit: NEWS_PAGE_SIZE, total: 15, totalPages: 2 });
    expect(first.articles.map((a) => a.article_id)).toEqual(
      [proposal, ...ids.slice().reverse()].slice(0, NEWS_PAGE_SIZE),
    );
    const second = await list({ page: 2 });
    expect(second.articles.map((a) => a.article_id)).toEqual(ids.slice(0, 15 - NEWS_PAGE_SIZE).reverse());
    expect((await list({ page: 3 })).articles).toEqual([]);
  });

  it('filters by office and by type', async () => {
    const library = await list({ office: 'library' });
    expect(library.pagination.total).toBe(7);
    expect(library.articles.every((a) => a.office === 'library')).toBe(true);
    const proposals = await list({ type: 'proposal' });
    expect(proposals.articles.map((a) => a.article_id)).toEqual([proposal]);
    expect((await list({ office: 'library', type: 'proposal' })).pagination.total).toBe(0);
    // The form's "All offices" and "All types" send empty values.
    expect((await list({ office: '', type: '' })).pagination.total).toBe(15);
  });

  it('searches titles case-insensitively, with the other filters', async () => {
    const found = await list({ q: 'tree planting' });
    expect(found.articles.map((a) => a.title)).toEqual(['Tree Planting at the Farm']);
    expect((await list({ q: 'tree planting', office: 'library' })).pagination.total).toBe(0);
    expect((await list({ q: '100%_' })).pagination.total).toBe(0);
    expect((await list({ q: 'hidden memo' })).pagination.total).toBe(0);
  });

  it('is found by the site search and listed in the sitemap', async () => {
    const search = await t.app.inject({ url: '/api/articles/search?q=all%20news' });
    expect((search.json() as { pages: { path: string }[] }).pages[0]?.path).toBe('/news');
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toMatch(/<loc>[^<]*\/news<\/loc>/);
  });

  it('refuses an unknown office, type or page with a message', async () => {
    for (const [query, message] of [
      ['office=nowhere', 'Unknown office'],
      ['type=memo', 'Type must be news, proposal or completed'],
      ['page=0', 'page must be at least 1'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/news?${query}` });
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toBe(message);
    }
  });
});
