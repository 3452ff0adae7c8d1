// Every difference between SQLite and PostgreSQL lives in this file.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type ColumnDataType,
  type CompiledQuery,
  type CreateTableBuilder,
  type DatabaseIntrospector,
  Kysely,
  PostgresDialect,
  type RawBuilder,
  SqliteDialect,
  sql,
  type Transaction,
} from 'kysely';
import pg from 'pg';
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

const sqliteHandles = new WeakMap<Kysely<Database>, SQLite.Database>();

/**
 * SQLite only: runs `work` as one transaction without yielding to the event loop (better-sqlite3 is
 * synchronous), each statement compiled by Kysely and run by `run`, which returns the rows of a read. A
 * transaction of several awaited statements would hold the write lock across those awaits, and a second
 * connection in the same process (two instances on one file, as the exactly-once tests run them) waiting
 * for that lock blocks the very event loop the first needs to commit: "database is locked".
 */
export function sqliteTransactionSync<T>(
  db: Kysely<Database>,
  work: (run: <R>(query: CompiledQuery<R>) => R[]) => T,
): T {
  const sqlite = sqliteHandles.get(db);
  if (!sqlite) throw new Error('sqliteTransactionSync needs a SQLite database opened by openDb');
  const run = <R>(query: CompiledQuery<R>): R[] => {
    const statement = sqlite.prepare(query.sql);
    const params = query.parameters as unknown[];
    if (statement.reader) return statement.all(params) as R[];
    statement.run(params);
    return [];
  };
  return sqlite.transaction(() => work(run)).immediate();
}

export function openDb(target: DbTarget, onPoolError?: PoolErrorHandler): Db {
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
    const sqlite = new SQLite(target.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${Math.trunc(target.busyTimeoutMs ?? 5000)}`);
    sqlite.pragma('synchronous = NORMAL');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    sqliteHandles.set(kysely, sqlite);
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
  const lost = (err: Error) =>
    (onPoolError ?? ((e: Error) => console.error('database connection lost:', e.message)))(err);
  pool.on('error', lost);
  // A connection that dies while checked out (inside a transaction, between two of its statements) emits
  // `error` on its own client, which the pool does not listen to then: the same listener keeps the process
  // alive, the waiting statement fails, and the pool discards the broken client when it is released.
  pool.on('connect', (client) => client.on('error', lost));
  const kysely = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  return { kind: 'postgres', kysely, close: () => kysely.destroy() };
}

/**
 * Kysely's Postgres introspector (which its migrator asks whether the migration tables exist) reads every schema
 * and resolves each table by name; a schema dropped meanwhile by another process (the API tests run side by side,
 * one schema each) fails that read with "relation … does not exist". This one reads the connection's own schema
 * only, from the catalogue, without resolving names.
 */
class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return {
      async getSchemas() {
        const { rows } = await sql<{
          name: string;
        }>`select nspname as name from pg_catalog.pg_namespace`.execute(db);
        return rows;
      },
      async getTables(options = { withInternalKyselyTables: false }) {
        const { rows } = await sql<{
          table: string;
          kind: string;
          schema: string;
          column: string;
          type: string;
          type_schema: string;
          not_null: boolean;
          has_default: boolean;
          identity: string;
        }>`select c.relname as table, c.relkind as kind, ns.nspname as schema, a.attname as column,
                  typ.typname as type, tns.nspname as type_schema, a.attnotnull as not_null,
                  a.atthasdef as has_default, a.attidentity as identity
             from pg_catalog.pg_class c
             join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
             join pg_catalog.pg_attribute a on a.attrelid = c.oid
             join pg_catalog.pg_type typ on typ.oid = a.atttypid
             join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
            where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p', 'f')
              and a.attnum > 0 and not a.attisdropped
            order by c.relname, a.attnum`.execute(db);
        const tables = new Map<string, { schema: string; kind: string; columns: typeof rows }>();
        for (const row of rows) {
          const table = tables.get(row.table) ?? { schema: row.schema, kind: row.kind, columns: [] };
          table.columns.push(row);
          tables.set(row.table, table);
        }
        return [...tables]
          .filter(([name]) => options.withInternalKyselyTables || !name.startsWith('kysely_migration'))
          .map(([name, t]) => ({
            name,
            schema: t.schema,
            isView: t.kind === 'v',
            isForeign: t.kind === 'f',
            columns: t.columns.map((c) => ({
              name: c.column,
              dataType: c.type,
              dataTypeSchema: c.type_schema,
              isAutoIncrementing: c.identity !== '',
              isNullable: !c.not_null,
              hasDefaultValue: c.has_default,
            })),
          }));
      },
    };
  }
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
