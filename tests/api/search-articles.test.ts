// GET /api/articles/search: ranking, paging, highlighting, private exclusion and keeping in step with writes
// (SQLite FTS5 and Postgres full-text search run the same tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import { makeExcerpt } from '../../src/server/lib/html.ts';
import { SEARCH_RESULTS_MS } from '../../src/server/services/site-search.ts';
import { findOffice } from '../../src/shared/contract/offices.ts';
import {
  SEARCH_EMPTY_QUERY,
  SEARCH_MAX_RESULTS,
  searchResponseSchema,
} from '../../src/shared/contract/search.ts';
import { createArticleVia } from '../support/article-forms.ts';
import { bearer, signInSuperadmin } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';

describe('article search', () => {
  let t: TestApp;
  let superToken: string;
  const ids = { titleHit: 0, bodyHit: 0, bodyOnce: 0, private: 0, markup: 0, tagWords: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    superToken = await signInSuperadmin(t.app);
    ids.titleHit = await insertArticle(t.db, {
      office: 'research',
      title: 'Mangrove restoration along the coast',
      content: '<p>Volunteers planted seedlings in three barangays.</p>',
    });
    ids.bodyHit = await insertArticle(t.db, {
      office: 'extension',
      title: 'Coastal clean-up day',
      content:
        '<p>The extension office led a clean-up near the mangrove forest, where students also counted birds.</p>',
    });
    ids.bodyOnce = await insertArticle(t.db, {
      office: 'library',
      title: 'New books on coastal ecology',
      content: '<p>Titles include a field guide that mentions mangrove species among many other trees.</p>',
    });
    ids.private = await insertArticle(t.db, {
      office: 'research',
      title: 'Mangrove budget draft',
      content: '<p>Confidential mangrove figures.</p>',
      privacy: 'private',
    });
    ids.markup = await insertArticle(t.db, {
      office: 'bsit',
      title: 'Algorithms seminar',
      content: '<p>Speakers compared sorting where n &lt; 100 and <strong>quicksort</strong> wins.</p>',
    });
    ids.tagWords = await insertArticle(t.db, {
      office: 'bsit',
      title: 'Plain words',
      content: '<p class="lead"><a href="https://example.org/strong">A link</a></p>',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/articles/search?${query}` });
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return searchResponseSchema.parse(res.json());
  };
  const idsOf = (body: { articles: { article_id: number }[] }) => body.articles.map((a) => a.article_id);

  it('ranks a title match above body matches and never returns a private article', async () => {
    const body = await search('q=mangrove');
    expect(idsOf(body)[0]).toBe(ids.titleHit);
    expect(new Set(idsOf(body))).toEqual(new Set([ids.titleHit, ids.bodyHit, ids.bodyOnce]));
    expect(idsOf(body)).not.toContain(ids.private);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    expect(body.query).toBe('mangrove');
    // Public list shape: no full content, the article fields the cards need.
    expect(body.articles[0]).toMatchObject({
      office: 'research',
      privacy: 'public',
      thumbnail_url: expect.any(String),
    });
    expect(body.articles[0]?.content).toBeUndefined();
  });

  it('requires every word, matches word stems and prefixes, and ignores letter case', async () => {
    expect(idsOf(await search('q=mangrove%20birds'))).toEqual([ids.bodyHit]);
    expect(idsOf(await search('q=MANGROVES'))).toContain(ids.titleHit);
    expect(idsOf(await search('q=restor'))).toEqual([ids.titleHit]);
    expect(idsOf(await search('q=planted'))).toEqual([ids.titleHit]);
    expect(idsOf(await search('q=planting'))).toEqual([ids.titleHit]);
  });

  it('finds words with or without their accents', async () => {
    const id = await insertArticle(t.db, {
      office: 'extension',
      title: 'Feeding program in Parañaque',
      content: '<p>Volunteers served café con leche.</p>',
    });
    expect(idsOf(await search('q=paranaque'))).toEqual([id]);
    expect(idsOf(await search(`q=${encodeURIComponent('Parañaque')}`))).toEqual([id]);
    expect(idsOf(await search(`q=${encodeURIComponent('cafe')}`))).toEqual([id]);
    expect(idsOf(await search(`q=${encodeURIComponent('CAFÉ')}`))).toEqual([id]);
  });

  it('searches the text of the body, not its markup', async () => {
    expect(idsOf(await search('q=quicksort'))).toEqual([ids.markup]);
    expect(idsOf(await search('q=strong'))).toEqual([]);
    expect(idsOf(await search('q=href'))).toEqual([]);
    expect(idsOf(await search('q=lead'))).toEqual([]);
  });

  it('highlights matches with <mark> and escapes everything else', async () => {
    const [hit] = (await search('q=quicksort')).articles;
    expect(hit?.snippet).toContain('<mark>quicksort</mark>');
    expect(hit?.snippet).toContain('n &lt; 100');
    // No markup but the marks.
    expect(hit?.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    const [title] = (await search('q=mangrove%20restoration')).articles;
    expect(title?.title_highlight).toBe('<mark>Mangrove</mark> <mark>restoration</mark> along the coast');
    const [body] = (await search('q=birds')).articles;
    expect(body?.snippet).toContain('<mark>birds</mark>');
    expect(body?.title_highlight).toBe('Coastal clean-up day');
  });

  it('pages through the results without repeats', async () => {
    const first = await search('q=mangrove&limit=2');
    const second = await search('q=mangrove&limit=2&page=2');
    const beyond = await search('q=mangrove&limit=2&page=3');
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(first.articles).toHaveLength(2);
    expect(second.articles).toHaveLength(1);
    expect(beyond.articles).toEqual([]);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(3);
    expect(idsOf(first)[0]).toBe(ids.titleHit);
  });

  it('treats query syntax as plain words', async () => {
    for (const q of [
      '"mangrove',
      'mangrove*',
      'mangrove OR birds',
      'mangrove) & !birds:*',
      "mangrove' --",
      'NEAR(mangrove birds)',
    ]) {
      const res = await t.app.inject({ url: `/api/articles/search?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
      expect(idsOf(res.json()), q).not.toContain(ids.private);
    }
    expect(idsOf(await search(`q=${encodeURIComponent('mangrove OR birds')}`))).toEqual([ids.bodyHit]);
    // Only stop words: nothing to look for, on either database.
    expect(idsOf(await search('q=the%20and'))).toEqual([]);
  });

  it('refuses bad input with 400 and a message', async () => {
    const cases: [string, string | RegExp][] = [
      ['', SEARCH_EMPTY_QUERY],
      ['q=', SEARCH_EMPTY_QUERY],
      ['q=%20%20', SEARCH_EMPTY_QUERY],
      ['q=%22*()', SEARCH_EMPTY_QUERY],
      [`q=${'a'.repeat(201)}`, 'Search text must be at most 200 characters'],
      ['q=rice&page=0', 'page must be at least 1'],
      ['q=rice&page=abc', 'page is missing or of the wrong type'],
      ['q=rice&limit=51', 'limit must be at most 50'],
      ['q=rice&limit=2.5', 'limit is missing or of the wrong type'],
      ['q=rice&q=corn', /q/],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ url: `/api/articles/search?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ ok: false, message });
    }
  });

  it('keeps in step with saves, privacy changes and deletes', async () => {
    const put = (id: number, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/articles/${id}`, headers: bearer(superToken), payload });

    expect(
      (await put(ids.bodyOnce, { title: 'Field guide to tarsiers', content: '<p>Tarsiers at dusk.</p>' }))
        .statusCode,
    ).toBe(200);
    expect(idsOf(await search('q=tarsier'))).toEqual([ids.bodyOnce]);
    expect(idsOf(await search('q=mangrove'))).not.toContain(ids.bodyOnce);

    expect((await put(ids.bodyOnce, { privacy: 'private' })).statusCode).toBe(200);
    expect(idsOf(await search('q=tarsier'))).toEqual([]);
    expect((await put(ids.bodyOnce, { privacy: 'public' })).statusCode).toBe(200);
    expect(idsOf(await search('q=tarsier'))).toEqual([ids.bodyOnce]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/articles/${ids.bodyOnce}`,
      headers: bearer(superToken),
    });
    expect(del.statusCode).toBe(200);
    expect(idsOf(await search('q=tarsier'))).toEqual([]);
  });

  it('finds rows written straight to the database too', async () => {
    const id = await insertArticle(t.db, {
      office: 'bsa',
      title: 'Carabao dispersal',
      content: '<p>Twelve carabaos.</p>',
    });
    expect(idsOf(await search('q=carabao'))).toEqual([id]);
    await t.db.kysely
      .updateTable('articles')
      .set({ title: 'Goat dispersal' })
      .where('article_id', '=', id)
      .execute();
    const [goat] = (await search('q=goat')).articles;
    expect(goat?.article_id).toBe(id);
    expect(goat?.title_highlight).toBe('<mark>Goat</mark> dispersal');
  });
});

// Pages of results are kept for SEARCH_RESULTS_MS (services/site-search.ts): changes made through the app show at
// once on every instance (the change bus), rows written straight to the database within that bound.
describe('kept search results', () => {
  let t: TestApp;
  let superToken: string;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signInSuperadmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const found = async (q: string) => {
    const res = await t.app.inject({ url: `/api/articles/search?q=${q}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = searchResponseSchema.parse(res.json());
    return { ids: body.articles.map((a) => a.article_id), total: body.pagination.total };
  };
  const put = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/articles/${id}`, headers: bearer(superToken), payload });

  it('shows an article made private or public through the app at once', async () => {
    const id = await insertArticle(t.db, { office: 'bsa', title: 'Bamboo bridge', content: '<p>Built.</p>' });
    expect(await found('bamboo')).toEqual({ ids: [id], total: 1 });
    expect((await put(id, { privacy: 'private' })).statusCode).toBe(200);
    expect(await found('bamboo')).toEqual({ ids: [], total: 0 });
    expect((await put(id, { privacy: 'public' })).statusCode).toBe(200);
    expect(await found('bamboo')).toEqual({ ids: [id], total: 1 });
    const created = await createArticleVia(t.app, superToken, { office: 'bsa', title: 'Bamboo fence' });
    expect((await found('bamboo')).ids).toEqual(expect.arrayContaining([id, created.article_id]));
  });

  it('shows rows written straight to the database within the bound', async () => {
    const id = await insertArticle(t.db, { office: 'bsa', title: 'Rattan chairs', content: '<p>Woven.</p>' });
    expect(await found('rattan')).toEqual({ ids: [id], total: 1 });
    const privacy = (p: 'public' | 'private') =>
      t.db.kysely.updateTable('articles').set({ privacy: p }).where('article_id', '=', id).execute();

    await privacy('private');
    clock.advance(SEARCH_RESULTS_MS);
    expect(await found('rattan')).toEqual({ ids: [], total: 0 });
    await privacy('public');
    clock.advance(SEARCH_RESULTS_MS);
    expect(await found('rattan')).toEqual({ ids: [id], total: 1 });
  });

  it('answers identical searches arriving together alike', async () => {
    const id = await insertArticle(t.db, { office: 'bsa', title: 'Abaca rope', content: '<p>Strong.</p>' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => found('abaca')));
    for (const a of answers) expect(a).toEqual({ ids: [id], total: 1 });
  });
});

// Past SEARCH_MAX_RESULTS matches a search ranks the newest that many (docs/decisions/0034): the count says
// "more", the pages end there, and every page still has its snippets.
describe('a word in more articles than are ranked', () => {
  let t: TestApp;
  const extra = 10;
  let ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    const office = findOffice('research')?.office_id ?? 1;
    const start = Date.parse('2024-01-01T00:00:00.000Z');
    const count = SEARCH_MAX_RESULTS + extra;
    for (let i = 0; i < count; i += 250) {
      const rows = Array.from({ length: Math.min(250, count - i) }, (_, j) => {
        const n = i + j;
        // The oldest and one of the newest have the word in their title, the rest in their text only.
        const titled = n === 0 || n === count - 20;
        const content = `<p>Birds of the lagoon, count ${n}.</p>`;
        const at = new Date(start + n * 60_000).toISOString();
        return {
          office_id: office,
          title: titled ? `Lagoon survey ${n}` : `Field notes ${n}`,
          content,
          excerpt: makeExcerpt(content),
          type: 'news' as const,
          privacy: 'public' as const,
          date: at.slice(0, 10),
          created_at: at,
          updated_at: at,
          published_at: at,
          created_by: null,
        };
      });
      await t.db.kysely.insertInto('articles').values(rows).execute();
    }
    ids = (await t.db.kysely.selectFrom('articles').select('article_id').orderBy('article_id').execute()).map(
      (r) => r.article_id,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/articles/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return searchResponseSchema.parse(res.json());
  };

  it('counts up to the bound, says more match, and ranks the newest of them best first', async () => {
    const body = await search('q=lagoon');
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: SEARCH_MAX_RESULTS, totalPages: 100 });
    expect(body.more_articles).toBe(true);
    // The newest title match comes first; the oldest, outside the newest SEARCH_MAX_RESULTS, is not ranked.
    expect(body.articles[0]?.article_id).toBe(ids.at(-20));
    expect(body.articles[0]?.title_highlight).toBe(`<mark>Lagoon</mark> survey ${ids.length - 20}`);
    // Equal matches: newest first.
    expect(body.articles[1]?.article_id).toBe(ids.at(-1));
    // Words in fewer articles keep their exact count.
    const one = await search('q=lagoon%20survey');
    expect(one.pagination.total).toBe(2);
    expect(one.more_articles).toBe(false);
  });

  it('pages through exactly the ranked articles, each with its marked passage', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 20; page++) {
      const body = await search(`q=lagoon&limit=50&page=${page}`);
      expect(body.articles, `page ${page}`).toHaveLength(50);
      for (const a of body.articles) {
        seen.add(a.article_id);
        expect(a.snippet, `article ${a.article_id}`).toContain('<mark>lagoon</mark>');
      }
    }
    expect(seen.size).toBe(SEARCH_MAX_RESULTS);
    expect(Math.min(...seen)).toBe(ids[extra]);
    expect((await search('q=lagoon&limit=50&page=21')).articles).toEqual([]);
  });

  it('leaves out an article written straight to the database as a draft', async () => {
    const newest = ids.at(-1) as number;
    await t.db.kysely
      .updateTable('articles')
      .set({ status: 'draft' })
      .where('article_id', '=', newest)
      .execute();
    // Another page size: not a page kept from before (a direct write shows within SEARCH_RESULTS_MS).
    const body = await search('q=lagoon&limit=40');
    expect(body.articles.map((a) => a.article_id)).not.toContain(newest);
    expect(body.pagination.total).toBe(SEARCH_MAX_RESULTS);
  });
});
