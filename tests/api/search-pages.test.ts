// GET /api/articles/search finds the site's own pages (content pages, programmes, offices and their services,
// the library rules) above the articles, on SQLite and Postgres alike: the questions visitors ask most lead
// to the right page first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPageEntries } from '../../src/server/search/page-index.ts';
import { matchPage } from '../../src/server/seo/route-meta.ts';
import { searchResponseSchema } from '../../src/shared/contract/search.ts';
import { ALERTS_PATH, isServerDrawnPath, SUBSCRIBE_PATH } from '../../src/shared/routes.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';

describe('site search: pages', () => {
  let t: TestApp;
  let articleId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    articleId = await insertArticle(t.db, {
      office: 'library',
      title: 'Longer library hours during finals week',
      content: '<p>The reading room stays open until 8:00 p.m. for the examinations.</p>',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (q: string, extra = '') => {
    const res = await t.app.inject({ url: `/api/articles/search?q=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    return searchResponseSchema.parse(res.json());
  };
  const firstPage = async (q: string) => (await search(q)).pages[0];

  it.each([
    ['enrolment', '/staff?office=registrar', 'Office of the Campus Registrar'],
    ['enrollment', '/staff?office=registrar', 'Office of the Campus Registrar'],
    ['Enrolled', '/staff?office=registrar', 'Office of the Campus Registrar'],
    // The Admissions page says who can apply and how; the Registrar is one of the places it sends them.
    ['admission', '/admissions', 'Admissions'],
    ['how to apply', '/admissions', 'Admissions'],
    ['tuition', '/staff?office=cashier', "Cashier's Office"],
    ['tuition fees', '/staff?office=cashier', "Cashier's Office"],
    ['scholarship', '/staff?office=student-affairs', 'Office of Student Affairs and Services'],
    ['scholarships', '/staff?office=student-affairs', 'Office of Student Affairs and Services'],
    ['financial assistance', '/staff?office=student-affairs', 'Office of Student Affairs and Services'],
    ['library hours', '/library', 'Campus Library'],
    ['library', '/library', 'Campus Library'],
    ['opening hours', '/library', 'Campus Library'],
    ['overdue fine', '/library', 'Campus Library'],
    ['mission', '/about/mission-vision', 'Mission & Vision'],
    ['careers', '/careers', 'Careers'],
    ['freedom of information', '/foi', 'Request Information (FOI)'],
    ['disclosure log', '/foi/register', 'FOI Disclosure Log'],
    ['agriculture', '/programs/bsa', 'Bachelor of Science in Agriculture (BSA)'],
  ])('"%s" finds %s first', async (q, path, title) => {
    const hit = await firstPage(q);
    expect(hit, q).toMatchObject({ path, title });
  });

  it('marks the matching words in the title and passage, escaping the rest', async () => {
    const library = await firstPage('library hours');
    expect(library?.title_highlight).toBe('Campus <mark>Library</mark>');
    expect(library?.snippet).toMatch(/<mark>hours<\/mark>/i);
    expect(library?.summary).toMatch(/^Books, journals/);

    const cashier = await firstPage('cashier');
    expect(cashier?.title_highlight).toBe('<mark>Cashier</mark>&#39;s Office');
    expect(cashier?.section).toBe('Campus Staff Directory');
    for (const hit of [library, cashier])
      expect(`${hit?.title_highlight}${hit?.snippet}`.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);

    // Found by a keyword only: the description is the snippet, unmarked.
    const registrar = await firstPage('TOR');
    expect(registrar?.path).toBe('/staff?office=registrar');
    expect(registrar?.snippet).toBe(registrar?.summary.replace(/'/g, '&#39;'));
  });

  it('lists pages above the articles, which keep their fields and paging', async () => {
    const body = await search('library hours');
    expect(body.pages.map((p) => p.path)).toContain('/library');
    expect(body.pages.length).toBeLessThanOrEqual(5);
    expect(body.articles.map((a) => a.article_id)).toEqual([articleId]);
    expect(body.articles[0]?.title_highlight).toBe(
      'Longer <mark>library</mark> <mark>hours</mark> during finals week',
    );
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
    // Paging through the articles does not repeat the pages.
    const second = await search('library hours', '&page=2');
    expect(second.pages).toEqual([]);
    expect(second.articles).toEqual([]);
  });

  it('requires every word, and finds nothing for words no page or article has', async () => {
    expect((await search('library tuition')).pages).toEqual([]);
    const none = await search('zzxqv unmatched');
    expect(none).toMatchObject({ pages: [], articles: [], pagination: { total: 0 } });
    // Only stop words are refused before anything is searched.
    expect((await t.app.inject({ url: '/api/articles/search?q=%22*()' })).statusCode).toBe(400);
  });

  it('never lists staff tools or the search page, and every address is a page the server knows', async () => {
    const entries = buildPageEntries();
    const paths = entries.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const hidden of ['/search', '/honeypot/admin', '/test/stack']) expect(paths).not.toContain(hidden);
    for (const path of paths) {
      // The alerts, Transparency Seal, bids and awards, subscription and services pages are drawn by their own
      // routes, outside the client's pages.
      if (isServerDrawnPath(path)) {
        expect((await t.app.inject({ url: path })).statusCode, path).toBe(200);
        continue;
      }
      const match = matchPage(new URL(path, 'http://campus.test').pathname);
      expect(match.kind, path).toBe('page');
    }
    expect(paths).toContain(ALERTS_PATH);
    expect(paths).toContain(SUBSCRIBE_PATH);
    // Each of the 23 offices of the Staff Directory is its own result.
    expect(paths.filter((p) => p.startsWith('/staff?office='))).toHaveLength(23);
    expect((await search('monitor')).pages.map((p) => p.path)).not.toContain('/honeypot/admin');
  });
});
