// Every difference between SQLite and PostgreSQL lives in this file.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type ColumnDataType,
  type CompiledQuery,
  type CreateTableBuilder,
  type Generated,
  Kysely,
  PostgresDialect,
  type RawBuilder,
  SqliteDialect,
  sql,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { sanitisedHtmlToText } from '../lib/html.ts';
import { ARTICLE_SUMMARY_COLUMNS, type ArticleSummaryRow, wherePublic } from '../repositories/articles.ts';
import { MARK_END, MARK_START, MARKERS } from '../search/search-terms.ts';
import type { Database } from './schema.ts';

export type DbKind = 'sqlite' | 'postgres';

export type DbTarget =
  | { kind: 'sqlite'; file: string; busyTimeoutMs?: number }
  /** `schema` puts every table in that schema (tests use one schema per run). */
  | {
      kind: 'postgres';
      url: string;
      schema?: string;
      connectTimeoutMs?: number;
      queryTimeoutMs?: number;
      statementTimeoutMs?: number;
    };

/** Where errors of idle pooled connections go (a dropped connection must never end the process). */
export type PoolErrorHandler = (err: Error) => void;

export interface Db {
  kind: DbKind;
  kysely: Kysely<Database>;
  close(): Promise<void>;
}

// pg returns timestamptz as Date and bigint (count) as string; normalise both so the two
// databases hand the repositories identical values.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => new Date(v).toISOString());
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (v) => new Date(`${v}Z`).toISOString());
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

export function openDb(target: DbTarget, onPoolError?: PoolErrorHandler): Db {
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
    const sqlite = new SQLite(target.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${Math.trunc(target.busyTimeoutMs ?? 5000)}`);
    sqlite.pragma('synchronous = NORMAL');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { kind: 'sqlite', kysely, close: () => kysely.destroy() };
  }
  const options = [
    `-c statement_timeout=${Math.trunc(target.statementTimeoutMs ?? 10_000)}`,
    ...(target.schema ? [`-c search_path=${target.schema}`] : []),
  ].join(' ');
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    connectionTimeoutMillis: target.connectTimeoutMs ?? 5000,
    query_timeout: target.queryTimeoutMs ?? 15_000,
    // A half-open TCP connection (partition) is noticed by the kernel instead of hanging forever.
    keepAlive: true,
    options,
  });
  // pg emits `error` on the pool when an idle connection dies (server restart, killed backend, network
  // drop); without a listener Node treats it as unhandled and exits. The pool already discards that
  // connection and opens a new one on the next query.
  pool.on('error', (err) =>
    (onPoolError ?? ((e: Error) => console.error('database connection lost:', e.message)))(err),
  );
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kind: 'postgres', kysely, close: () => kysely.destroy() };
}

/** Column types that differ between the databases, for migrations. */
export function columnTypes(kind: DbKind): { timestamp: ColumnDataType; real: ColumnDataType } {
  return kind === 'postgres'
    ? { timestamp: 'timestamptz', real: 'double precision' }
    : { timestamp: 'text', real: 'real' };
}

/** Adds an auto-incrementing integer primary key named `name`. */
// biome-ignore lint/suspicious/noExplicitAny: works for any table under construction
export function addIdColumn<T extends CreateTableBuilder<any, any>>(table: T, kind: DbKind, name: string): T {
  return (
    kind === 'postgres'
      ? table.addColumn(name, 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement())
  ) as T;
}

/** Case-insensitive substring match (LIKE is case-sensitive on Postgres). */
export function containsInsensitive(kind: DbKind, column: string, needle: string): RawBuilder<boolean> {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return kind === 'postgres'
    ? sql<boolean>`${sql.ref(column)} ILIKE ${pattern} ESCAPE '\\'`
    : sql<boolean>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;
}

/** True when the error is a unique-constraint violation, on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** Whether a transaction goes on after one of its statements failed (SQLite); Postgres aborts the transaction. */
export const continuesAfterFailedStatement = (kind: DbKind): boolean => kind === 'sqlite';

/** Locks the selected rows for a read-modify-write in a transaction (SQLite transactions are already serialised). */
export function forUpdate<QB extends { forUpdate(): QB }>(kind: DbKind, qb: QB): QB {
  return kind === 'postgres' ? qb.forUpdate() : qb;
}

/**
 * Serialises transactions that name the same keys (Postgres transaction-scoped advisory locks, taken in a
 * fixed order so two callers never wait on each other; SQLite transactions are already serialised).
 */
export async function lockKeys(
  trx: Transaction<Database>,
  kind: DbKind,
  keys: string[],
  /** Give up waiting after this long (Postgres error 55P03, see isLockTimeout): the wait holds a connection. */
  timeoutMs?: number,
): Promise<void> {
  if (kind !== 'postgres') return;
  if (timeoutMs !== undefined)
    await sql.raw(`set local lock_timeout = ${Math.trunc(timeoutMs)}`).execute(trx);
  for (const key of [...keys].sort()) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** True when a lock wait gave up on lockKeys' timeout (Postgres lock_not_available). */
export function isLockTimeout(err: unknown): boolean {
  return (err as { code?: string })?.code === '55P03';
}

/** True when the error is a foreign-key violation (e.g. the referenced row was deleted), on either database. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** The schema unqualified names resolve to (Postgres search_path); undefined on SQLite. */
export async function currentSchema(db: Kysely<Database>, kind: DbKind): Promise<string | undefined> {
  if (kind !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Runs `fn` while holding a cluster-wide lock named by `key`, so several instances started together do
 * one-time work (seeding) once. Postgres: a session advisory lock on a dedicated connection, polled with
 * pg_try_advisory_lock so the wait never runs into the statement or query timeout. SQLite serves one
 * instance, so `fn` simply runs.
 */
export async function withAdvisoryLock<T>(db: Db, key: string, fn: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return fn();
  return db.kysely.connection().execute(async (conn) => {
    for (;;) {
      const { rows } = await sql<{
        ok: boolean;
      }>`select pg_try_advisory_lock(hashtext(${key})) as ok`.execute(conn);
      if (rows[0]?.ok) break;
      await new Promise((r) => setTimeout(r, 150));
    }
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(conn);
    }
  });
}

// ---- Full-text search of articles ------------------------------------------------------------------------
// The index, its triggers and the first fill are migration 006.
// SQLite: FTS5 over the title and the plain text of the body; triggers queue changed ids and
// `syncSearchIndex` indexes them, run before every search so results are never behind the writes.
// Postgres: a weighted tsvector with a GIN index, kept by a trigger in the writing transaction.
// Query words come from searchTerms (search/search-terms.ts), the same on both.

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
