// Full-text search of articles on both databases: the index kept in step with the articles, and the
// ranking and snippet queries (SQLite FTS5, Postgres tsvector; migrations 006, 023 and 081).
import { type CompiledQuery, type Generated, type Kysely, sql } from 'kysely';
import { SEARCH_MAX_RESULTS } from '../../shared/contract/search.ts';
import { type DbKind, sqliteTransactionSync } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { sanitisedHtmlToText } from '../lib/html.ts';
import { MARK_END, MARK_START, MARKERS } from '../lib/search-terms.ts';
import { ARTICLE_SUMMARY_COLUMNS, type ArticleSummaryRow, wherePublic } from './articles.ts';

// The index, its triggers and the first fill are migration 006.
// SQLite: FTS5 over the title and the plain text of the body of public, published articles; triggers queue
// changed ids and `syncSearchIndex` indexes them, run before every search so results are never behind the
// writes.
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
    // One synchronous transaction per batch (db/dialect.ts says why): reads, text and writes together.
    const n = sqliteTransactionSync(db, (run) => {
      const ids = run(
        k.selectFrom('article_search_pending').select('article_id').limit(SYNC_BATCH).compile(),
      ).map((r) => r.article_id);
      if (ids.length === 0) return 0;
      // Only what the public may find (migration 081): a private or unpublished article leaves the index.
      const rows = run(
        wherePublic(
          k.selectFrom('articles').select(['article_id', 'title', 'content']).where('article_id', 'in', ids),
        ).compile(),
      );
      run(k.deleteFrom('article_search').where('rowid', 'in', ids).compile());
      if (rows.length > 0) {
        run(
          k
            .insertInto('article_search')
            .values(
              rows.map((r) => ({
                rowid: r.article_id,
                title: r.title.replace(MARKERS, ''),
                body: sanitisedHtmlToText(r.content).replace(MARKERS, ''),
              })),
            )
            .compile(),
        );
      }
      run(k.deleteFrom('article_search_pending').where('article_id', 'in', ids).compile());
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
 * What the first query of a search found: how many articles match (counted up to SEARCH_MAX_RESULTS + 1)
 * and, on SQLite, the id of the oldest of the newest SEARCH_MAX_RESULTS matches.
 */
export interface SearchMatches {
  n: number;
  oldestRanked: number;
}

/**
 * The two queries of a search, whose cost is what search at scale is about (docs/decisions/0034): `matches`
 * counts (up to a bound) and `rank` orders the newest SEARCH_MAX_RESULTS matches and returns one page of
 * their ids, best first. However many match, neither sorts or ranks more than SEARCH_MAX_RESULTS rows
 * nor reads an article's row; tests/api/articles-query-plans.test.ts checks their plans.
 */
export function searchRankingQueries(
  db: Kysely<Database>,
  kind: DbKind,
  terms: readonly string[],
): { matches: CompiledQuery; rank: (found: SearchMatches, page: Page) => CompiledQuery } {
  const expr = matchExpression(kind, terms);
  if (kind === 'sqlite') {
    // The index holds public, published articles only (migration 081), so matching needs no article row.
    // FTS5 walks its matches by rowid (= article_id), newest first, and stops at the limit.
    return {
      matches: sql`SELECT rowid AS article_id FROM article_search WHERE article_search MATCH ${expr}
        ORDER BY rowid DESC LIMIT ${SEARCH_MAX_RESULTS + 1}`.compile(db),
      // bm25 is lower for better matches; a title hit counts ten times a body hit. The rowid bound keeps it
      // to the newest matches; created_at comes from an index entry, not the row with its content.
      rank: (found, page) =>
        sql`SELECT articles.article_id FROM article_search
        JOIN articles INDEXED BY articles_search_filter_idx ON articles.article_id = article_search.rowid
        WHERE article_search MATCH ${expr} AND article_search.rowid >= ${found.oldestRanked}
          AND articles.privacy = 'public' AND articles.status = 'published'
        ORDER BY bm25(article_search, 10.0, 1.0), articles.created_at DESC, articles.article_id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`.compile(db),
    };
  }
  // Postgres: article_search holds public, published articles only, with what ranking needs, so counting and
  // ranking read that narrow table alone. ts_rank weighs title (A) above body (B).
  const query = sql`to_tsquery(${sql.lit(TS_CONFIG)}::regconfig, ${expr})`;
  return {
    // Stops at the first SEARCH_MAX_RESULTS + 1 rows the GIN index gives.
    matches: sql`SELECT count(*) AS n FROM (
      SELECT 1 FROM article_search WHERE article_search.document @@ ${query} LIMIT ${SEARCH_MAX_RESULTS + 1}
    ) AS m`.compile(db),
    rank: (found, page) => {
      // Few matches: all of them from the GIN index. Many: the newest rows in id order, tested one by one
      // (ts_match_vq is @@ in a form the planner does not take to the index), which stops at the limit; the
      // planner's estimate for prefixes is far too low to choose this itself, and from the index it would
      // read and sort every match (60 ms for a word in 45,000 articles).
      const match =
        found.n > SEARCH_MAX_RESULTS
          ? sql`ts_match_vq(article_search.document, ${query})`
          : sql`article_search.document @@ ${query}`;
      return sql`WITH candidates AS (
          SELECT article_id, created_at, document FROM article_search WHERE ${match}
          ORDER BY article_id DESC LIMIT ${SEARCH_MAX_RESULTS}
        )
        SELECT article_id FROM candidates
        ORDER BY ts_rank(document, ${query}) DESC, created_at DESC, article_id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`.compile(db);
    },
  };
}

type Page = { limit: number; offset: number };

/**
 * Public articles matching every term, best first (title matches weigh more than body matches). When more
 * than SEARCH_MAX_RESULTS match, the newest SEARCH_MAX_RESULTS of them are ranked and `more` is set.
 */
export async function searchPublicArticles(
  db: Kysely<Database>,
  kind: DbKind,
  terms: readonly string[],
  page: Page,
): Promise<{ rows: SearchHitRow[]; total: number; more: boolean }> {
  if (terms.length === 0) return { rows: [], total: 0, more: false };
  const expr = matchExpression(kind, terms);
  const k = db.withTables<SearchTables>();
  const q = searchRankingQueries(db, kind, terms);
  const found = await db.executeQuery<{ n?: number | string; article_id?: number }>(q.matches);
  const n = kind === 'sqlite' ? found.rows.length : Number(found.rows[0]?.n ?? 0);
  const total = Math.min(n, SEARCH_MAX_RESULTS);
  const more = n > SEARCH_MAX_RESULTS;
  if (total === 0 || page.offset >= total) return { rows: [], total, more };
  const oldestRanked = found.rows[total - 1]?.article_id ?? 0;
  const ranked = await db.executeQuery<{ article_id: number }>(q.rank({ n, oldestRanked }, page));
  const hits = ranked.rows;
  if (hits.length === 0) return { rows: [], total, more };
  const ids = hits.map((h) => h.article_id);

  // Snippets and highlights only for the rows of this page: in the ranking query SQLite made one for every
  // match before sorting (3.4 s for a word in 45,000 of 50,000 articles), and headlines are costly on Postgres.
  if (kind === 'sqlite') {
    // One walk of the matches between the page's lowest and highest id (within the ranked ones), the page's
    // ids picked by a test FTS5 is not given (`+rowid`): a rowid list would repeat the whole match, prefix
    // expansion included, once per id.
    const rows = await wherePublic(
      k
        .selectFrom('article_search')
        .innerJoin('articles', 'articles.article_id', 'article_search.rowid')
        .where(sql<boolean>`article_search MATCH ${expr}`)
        .where('article_search.rowid', '>=', Math.min(...ids))
        .where('article_search.rowid', '<=', Math.max(...ids))
        .where(sql<boolean>`+article_search.rowid IN (${sql.join(ids)})`),
    )
      .select([
        ...ARTICLE_SUMMARY_COLUMNS,
        sql<string>`snippet(article_search, 1, char(57344), char(57345), '…', 28)`.as('snippet'),
        sql<string>`highlight(article_search, 0, char(57344), char(57345))`.as('title_highlight'),
      ])
      .execute();
    return { rows: inHitOrder(hits, rows), total, more };
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
  return { rows: inHitOrder(hits, rows), total, more };
}

/** The page's rows in the ranking's order (a row deleted in between is left out). */
function inHitOrder(hits: readonly { article_id: number }[], rows: readonly SearchHitRow[]): SearchHitRow[] {
  const byId = new Map(rows.map((r) => [r.article_id, r]));
  return hits.map((h) => byId.get(h.article_id)).filter((r): r is SearchHitRow => r !== undefined);
}
