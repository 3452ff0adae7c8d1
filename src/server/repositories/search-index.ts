// Full-text search of articles on both databases: the index kept in step with the articles, and the
// ranking and snippet queries (SQLite FTS5, Postgres tsvector; migrations 006 and 023).
import { type CompiledQuery, type Generated, type Kysely, sql } from 'kysely';
import type { DbKind } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { sanitisedHtmlToText } from '../lib/html.ts';
import { MARK_END, MARK_START, MARKERS } from '../lib/search-terms.ts';
import { ARTICLE_SUMMARY_COLUMNS, type ArticleSummaryRow, wherePublic } from './articles.ts';

// The index, its triggers and the first fill are migration 006.
// SQLite: FTS5 over the title and the plain text of the body; triggers queue changed ids and
// `syncSearchIndex` indexes them, run before every search so results are never behind the writes.
// Postgres: a weighted tsvector with a GIN index, kept by a trigger in the writing transaction.
// Query words come from searchTerms (lib/search-terms.ts), the same on both.

/** Postgres text-search configuration; SQLite uses the matching Porter stemmer. */
const TS_CONFIG = 'english';

/**
 * The search tables of migrations 006 and 023: SQLite's FTS5 table (`rowid`, title, body), Postgres's table of
 * public articles (article_id, created_at, document).
 */
type SearchTables = {
  article_search: {
    rowid: number;
    article_id: Generated<number>;
    title: string;
    body: string;
    // Postgres only (the SQLite insert leaves them out)
    created_at: Generated<string>;
    document: Generated<string>;
  };
  article_search_pending: { article_id: number };
};

const SYNC_BATCH = 200;

/**
 * Indexes the articles queued by the SQLite triggers; returns how many. A no-op on Postgres, whose trigger
 * indexes in the writing transaction.
 */
export async function syncSearchIndex(db: Kysely<Database>, kind: DbKind): Promise<number> {
  if (kind !== 'sqlite') return 0;
  const k = db.withTables<SearchTables>();
  let done = 0;
  for (;;) {
    const n = await k.transaction().execute(async (trx) => {
      const ids = (
        await trx.selectFrom('article_search_pending').select('article_id').limit(SYNC_BATCH).execute()
      ).map((r) => r.article_id);
      if (ids.length === 0) return 0;
      const rows = await trx
        .selectFrom('articles')
        .select(['article_id', 'title', 'content'])
        .where('article_id', 'in', ids)
        .execute();
      await trx.deleteFrom('article_search').where('rowid', 'in', ids).execute();
      if (rows.length > 0) {
        await trx
          .insertInto('article_search')
          .values(
            rows.map((r) => ({
              rowid: r.article_id,
              title: r.title.replace(MARKERS, ''),
              body: sanitisedHtmlToText(r.content).replace(MARKERS, ''),
            })),
          )
          .execute();
      }
      await trx.deleteFrom('article_search_pending').where('article_id', 'in', ids).execute();
      return ids.length;
    });
    if (n === 0) return done;
    done += n;
  }
}

/** Every term must match; terms of 3 or more characters also match as prefixes ("agri" finds agriculture). */
function matchExpression(kind: DbKind, terms: readonly string[]): string {
  return kind === 'sqlite'
    ? terms.map((t) => `"${t}"${t.length >= 3 ? '*' : ''}`).join(' AND ')
    : terms.map((t) => `'${t}'${t.length >= 3 ? ':*' : ''}`).join(' & ');
}

export type SearchHitRow = ArticleSummaryRow & {
  /** Plain text with matches between MARK_START and MARK_END. */
  snippet: string;
  title_highlight: string;
};

/**
 * How many public articles match every term, and the ids of one page of them, best first. Their cost is what
 * search at scale is about (migration 023); tests/api/articles-query-plans.test.ts checks their plans.
 */
export function searchRankingQueries(
  db: Kysely<Database>,
  kind: DbKind,
  terms: readonly string[],
  page: { limit: number; offset: number },
): { count: CompiledQuery; rank: CompiledQuery } {
  const expr = matchExpression(kind, terms);
  if (kind === 'sqlite') {
    // The FTS index and, per match, one entry of articles_search_filter_idx instead of the article's row
    // with its content. The filter is wherePublic's.
    const matches = sql`FROM article_search
      JOIN articles INDEXED BY articles_search_filter_idx ON articles.article_id = article_search.rowid
      WHERE article_search MATCH ${expr} AND articles.privacy = 'public' AND articles.status = 'published'`;
    return {
      count: sql`SELECT count(*) AS n ${matches}`.compile(db),
      // bm25 is lower for better matches; a title hit counts ten times a body hit.
      rank: sql`SELECT articles.article_id ${matches}
        ORDER BY bm25(article_search, 10.0, 1.0), articles.created_at DESC, articles.article_id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`.compile(db),
    };
  }
  // Postgres: article_search holds public, published articles only, with what ranking needs, so counting and
  // ranking read that narrow table alone. ts_rank weighs title (A) above body (B).
  const query = sql`to_tsquery(${sql.lit(TS_CONFIG)}::regconfig, ${expr})`;
  const base = db
    .withTables<SearchTables>()
    .selectFrom('article_search')
    .where(sql<boolean>`article_search.document @@ ${query}`);
  return {
    count: base.select((eb) => eb.fn.countAll<number>().as('n')).compile(),
    rank: base
      .select([
        'article_search.article_id',
        sql<number>`ts_rank(article_search.document, ${query})`.as('rank'),
      ])
      .orderBy('rank', 'desc')
      .orderBy('article_search.created_at', 'desc')
      .orderBy('article_search.article_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .compile(),
  };
}

/** Public articles matching every term, best first (title matches weigh more than body matches). */
export async function searchPublicArticles(
  db: Kysely<Database>,
  kind: DbKind,
  terms: readonly string[],
  page: { limit: number; offset: number },
): Promise<{ rows: SearchHitRow[]; total: number }> {
  if (terms.length === 0) return { rows: [], total: 0 };
  const expr = matchExpression(kind, terms);
  const k = db.withTables<SearchTables>();
  const q = searchRankingQueries(db, kind, terms, page);
  const [count, ranked] = await Promise.all([
    db.executeQuery<{ n: number | string }>(q.count),
    db.executeQuery<{ article_id: number }>(q.rank),
  ]);
  const total = Number(count.rows[0]?.n ?? 0);
  const hits = ranked.rows;
  if (hits.length === 0) return { rows: [], total };
  const ids = hits.map((h) => h.article_id);

  // Snippets and highlights only for the rows of this page: in the ranking query SQLite made one for every
  // match before sorting (3.4 s for a word in 45,000 of 50,000 articles), and headlines are costly on Postgres.
  if (kind === 'sqlite') {
    const rows = await wherePublic(
      k
        .selectFrom('article_search')
        .innerJoin('articles', 'articles.article_id', 'article_search.rowid')
        .where(sql<boolean>`article_search MATCH ${expr}`)
        .where('article_search.rowid', 'in', ids),
    )
      .select([
        ...ARTICLE_SUMMARY_COLUMNS,
        sql<string>`snippet(article_search, 1, char(57344), char(57345), '…', 28)`.as('snippet'),
        sql<string>`highlight(article_search, 0, char(57344), char(57345))`.as('title_highlight'),
      ])
      .execute();
    return { rows: inHitOrder(hits, rows), total };
  }
  const query = sql`to_tsquery(${sql.lit(TS_CONFIG)}::regconfig, ${expr})`;
  const marks = `StartSel=${MARK_START}, StopSel=${MARK_END}`;
  const rows = await wherePublic(k.selectFrom('articles').where('articles.article_id', 'in', ids))
    .select([
      ...ARTICLE_SUMMARY_COLUMNS,
      sql<string>`ts_headline(${sql.lit(TS_CONFIG)}::regconfig, article_search_text(articles.content), ${query},
        ${`${marks}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`})`.as(
        'snippet',
      ),
      sql<string>`ts_headline(${sql.lit(TS_CONFIG)}::regconfig, articles.title, ${query},
        ${`${marks}, HighlightAll=true`})`.as('title_highlight'),
    ])
    .execute();
  return { rows: inHitOrder(hits, rows), total };
}

/** The page's rows in the ranking's order (a row deleted in between is left out). */
function inHitOrder(hits: readonly { article_id: number }[], rows: readonly SearchHitRow[]): SearchHitRow[] {
  const byId = new Map(rows.map((r) => [r.article_id, r]));
  return hits.map((h) => byId.get(h.article_id)).filter((r): r is SearchHitRow => r !== undefined);
}
