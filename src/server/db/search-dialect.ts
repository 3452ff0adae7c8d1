// Full-text search of articles: the one place where SQLite FTS5 and Postgres full-text search differ at run
// time (the index, its triggers and the first fill are migration 006).
// SQLite: FTS5 over the title and the plain text of the body; triggers queue changed ids and
// `syncSearchIndex` indexes them, run before every search so results are never behind the writes.
// Postgres: a weighted tsvector with a GIN index, kept by a trigger in the writing transaction.
import { type Generated, type Kysely, sql } from 'kysely';
import { sanitisedHtmlToText } from '../lib/html.ts';
import { ARTICLE_SUMMARY_COLUMNS, type ArticleSummaryRow, wherePublic } from '../repositories/articles.ts';
import type { DbKind } from './dialect.ts';
import type { Database } from './schema.ts';

/** Private-use characters that mark a match in snippets (stripped from indexed text, so never ambiguous). */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
const MARKERS = /[\uE000\uE001]/g;

/** Postgres text-search configuration; SQLite uses the matching Porter stemmer. */
const TS_CONFIG = 'english';

/** The search tables of migration 006: `rowid` on SQLite (FTS5), `article_id` on Postgres. */
type SearchTables = {
  article_search: { rowid: number; article_id: Generated<number>; title: string; body: string };
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

/**
 * Postgres's English stop words (never indexed there). Dropped from queries on both databases, so a query
 * such as "rice and corn" finds the same articles on either.
 */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her ' +
    'hers herself it its itself they them their theirs themselves what which who whom this that these ' +
    'those am is are was were be been being have has had having do does did doing a an the and but if or ' +
    'because as until while of at by for with about against between into through during before after ' +
    'above below to from up down in out on off over under again further then once here there when where ' +
    'why how all any both each few more most other some such no nor not only own same so than too very s ' +
    't can will just don should now'
  ).split(' '),
);

/**
 * The words of a visitor's query: letters and digits only (so nothing reaches either engine's query
 * syntax), lower-cased, without accents, stop words or repeats, at most 8 of at most 64 characters.
 */
export function searchTerms(query: string): string[] {
  // Accents fold away as in the index ("Parañaque" and "Paranaque" are the same word).
  const folded = query
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
  const words = folded.match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, 64)))].filter((w) => !STOP_WORDS.has(w)).slice(0, 8);
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

  if (kind === 'sqlite') {
    const base = wherePublic(
      k
        .selectFrom('article_search')
        .innerJoin('articles', 'articles.article_id', 'article_search.rowid')
        .where(sql<boolean>`article_search MATCH ${expr}`),
    );
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      base
        .select([
          ...ARTICLE_SUMMARY_COLUMNS,
          sql<string>`snippet(article_search, 1, char(57344), char(57345), '…', 28)`.as('snippet'),
          sql<string>`highlight(article_search, 0, char(57344), char(57345))`.as('title_highlight'),
        ])
        // bm25 is lower for better matches; a title hit counts ten times a body hit.
        .orderBy(sql`bm25(article_search, 10.0, 1.0)`)
        .orderBy('articles.created_at', 'desc')
        .orderBy('articles.article_id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  const query = sql`to_tsquery(${sql.lit(TS_CONFIG)}::regconfig, ${expr})`;
  const base = wherePublic(
    k
      .selectFrom('article_search')
      .innerJoin('articles', 'articles.article_id', 'article_search.article_id')
      .where(sql<boolean>`article_search.document @@ ${query}`),
  );
  const [count, hits] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .select(['articles.article_id', sql<number>`ts_rank(article_search.document, ${query})`.as('rank')])
      .orderBy('rank', 'desc')
      .orderBy('articles.created_at', 'desc')
      .orderBy('articles.article_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  if (hits.length === 0) return { rows: [], total: Number(count?.n ?? 0) };
  // Headlines are costly: made only for the rows of this page.
  const marks = `StartSel=${MARK_START}, StopSel=${MARK_END}`;
  const rows = await k
    .selectFrom('article_search')
    .innerJoin('articles', 'articles.article_id', 'article_search.article_id')
    .where(
      'articles.article_id',
      'in',
      hits.map((h) => h.article_id),
    )
    .select([
      ...ARTICLE_SUMMARY_COLUMNS,
      sql<string>`ts_headline(${sql.lit(TS_CONFIG)}::regconfig, article_search.body, ${query},
        ${`${marks}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`})`.as(
        'snippet',
      ),
      sql<string>`ts_headline(${sql.lit(TS_CONFIG)}::regconfig, article_search.title, ${query},
        ${`${marks}, HighlightAll=true`})`.as('title_highlight'),
    ])
    .execute();
  const byId = new Map(rows.map((r) => [r.article_id, r]));
  return {
    rows: hits.map((h) => byId.get(h.article_id)).filter((r): r is SearchHitRow => r !== undefined),
    total: Number(count?.n ?? 0),
  };
}
