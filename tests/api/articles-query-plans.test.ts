// Every public list read is served by an index in its own order: no table scan and no sort step, on
// either database, so its cost follows the limit and not the number of articles.
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema.ts';
import { type ListOptions, listArticlesQuery } from '../../src/server/repositories/articles.ts';
import { searchRankingQueries, syncSearchIndex } from '../../src/server/repositories/search-index.ts';
import { SEARCH_MAX_RESULTS } from '../../src/shared/contract/search.ts';
import { createTestApp, type TestApp, testDbKind } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';

interface PlanCheck {
  name: string;
  query: (db: Kysely<Database>) => { compile(): CompiledQuery };
  /** An index the plan must use. */
  index: string;
  /** Its name on SQLite, where constraint indexes get generated names. */
  sqliteIndex?: string;
}

const list = (opts: ListOptions) => (db: Kysely<Database>) => listArticlesQuery(db, opts);

const checks: PlanCheck[] = [
  {
    name: 'public office list',
    query: list({ officeId: 2, includePrivate: false, order: 'newest', limit: 1000 }),
    index: 'articles_office_list_idx',
  },
  {
    name: 'admin office list (public and private)',
    query: list({ officeId: 2, includePrivate: true, order: 'newest', limit: 1000 }),
    index: 'articles_office_all_idx',
  },
  {
    name: 'latest',
    query: list({ includePrivate: false, order: 'newest', limit: 6 }),
    index: 'articles_latest_idx',
  },
  {
    name: 'most viewed',
    query: list({ includePrivate: false, order: 'most-viewed', limit: 6 }),
    index: 'articles_most_viewed_order_idx',
  },
  {
    name: 'slider images of a page of articles',
    query: (db) =>
      db
        .selectFrom('article_images')
        .select(['article_id', 'position', 'storage_key'])
        .where('article_id', 'in', [1, 2, 3])
        .orderBy('article_id')
        .orderBy('position'),
    index: 'article_images_position_uq',
    sqliteIndex: 'sqlite_autoindex_article_images_1',
  },
  {
    name: 'unique visitors of an article',
    query: (db) =>
      db
        .selectFrom('article_visitors')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('article_id', '=', 1),
    index: 'article_visitors_pk',
    sqliteIndex: 'sqlite_autoindex_article_visitors_1',
  },
];

describe('query plans of the public reads', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    // Enough rows that a planner with statistics would prefer an index anyway.
    for (let i = 0; i < 400; i++) {
      await insertArticle(t.db, {
        office: i % 2 ? 'bsit' : 'research',
        privacy: i % 5 ? 'public' : 'private',
        view_count: i % 37,
        images: i % 3 ? ['articles/a.jpg'] : [],
      });
    }
    await sql`analyze`.execute(t.db.kysely);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(checks)('$name uses $index with no sort step', async ({ query, index, sqliteIndex }) => {
    const compiled = query(t.db.kysely).compile();
    if (testDbKind() === 'sqlite') {
      const plan = await t.db.kysely.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
      );
      const details = plan.rows.map((r) => r.detail);
      expect(details.join('\n')).toMatch(new RegExp(`USING (COVERING )?INDEX ${sqliteIndex ?? index} `));
      expect(
        details.some((d) => /TEMP B-TREE/.test(d)),
        details.join('\n'),
      ).toBe(false);
      expect(
        details.some((d) => /^SCAN \w+$/.test(d)),
        details.join('\n'),
      ).toBe(false);
      return;
    }
    // Postgres: forbid the alternatives, so a sort or table scan appears only if no index can serve.
    await t.db.kysely.connection().execute(async (conn) => {
      await sql`set enable_seqscan = off`.execute(conn);
      await sql`set enable_sort = off`.execute(conn);
      await sql`set enable_incremental_sort = off`.execute(conn);
      try {
        const plan = await conn.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
        );
        const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(text).toContain(index);
        expect(text).not.toMatch(/Sort|Seq Scan/);
      } finally {
        await sql`reset all`.execute(conn);
      }
    });
  });
});

// Search at scale (migration 023): counting and ranking read the full-text index and nothing of an
// article's row (its content made a common word cost 1 to 3 s at 50,000 articles).
describe('query plans of the article search', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    for (let i = 0; i < 300; i++) {
      await insertArticle(t.db, {
        office: i % 2 ? 'bsit' : 'research',
        privacy: i % 5 ? 'public' : 'private',
        title: `Campus harvest ${i}`,
        content: `<p>${'The campus community gathered for the harvest festival. '.repeat(20)}</p>`,
      });
    }
    await syncSearchIndex(t.db.kysely, t.db.kind);
    await sql`analyze`.execute(t.db.kysely);
  });
  afterAll(async () => {
    await t.close();
  });

  // Which query, and for `rank` how many matched (over SEARCH_MAX_RESULTS on Postgres: the ordered scan of the newest rows).
  const cases = [
    ['matches', 0],
    ['rank', 300],
    ['rank', 1001],
  ] as const;
  it.each(cases)(
    'the %s query (%i matching) reads the full-text index and no article row',
    async (which, n) => {
      const queries = searchRankingQueries(t.db.kysely, t.db.kind, ['campus', 'harvest']);
      const q =
        which === 'matches'
          ? queries.matches
          : queries.rank({ n, oldestRanked: 1 }, { limit: 10, offset: 0 });
      if (testDbKind() === 'sqlite') {
        const plan = await t.db.kysely.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]),
        );
        const text = plan.rows.map((r) => r.detail).join('\n');
        expect(text).toMatch(/SCAN article_search VIRTUAL TABLE INDEX \d+:M/);
        expect(text).not.toMatch(/INTEGER PRIMARY KEY/);
        if (which === 'matches') {
          // FTS5 hands over its matches newest first and stops at the limit: no sort, no article.
          expect(text).not.toMatch(/TEMP B-TREE|articles/);
        } else {
          // Only matches from the oldest ranked id on (the `>` bound given to FTS5); created_at from an index.
          expect(text).toMatch(/VIRTUAL TABLE INDEX \d+:M\d*>/);
          expect(text).toContain('USING COVERING INDEX articles_search_filter_idx');
        }
        return;
      }
      await t.db.kysely.connection().execute(async (conn) => {
        await sql`set enable_seqscan = off`.execute(conn);
        try {
          const plan = await conn.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`EXPLAIN ${q.sql}`, [...q.parameters]),
          );
          const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
          if (n > SEARCH_MAX_RESULTS) {
            // Many matches: the newest rows by primary key, tested one by one until the limit.
            expect(text).toContain('Index Scan Backward using article_search_pkey');
            expect(text).not.toContain('article_search_document_idx');
          }
          // Only the narrow table of public articles: no join with articles, no scan of it.
          expect(text).not.toMatch(/\barticles\b|Nested Loop|Hash Join|Seq Scan/);
        } finally {
          await sql`reset all`.execute(conn);
        }
      });
    },
  );
});
