// Every difference between SQLite and PostgreSQL lives in this file.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type ColumnDataType,
  type CreateTableBuilder,
  Kysely,
  PostgresDialect,
  type RawBuilder,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DbKind = 'sqlite' | 'postgres';

export type DbTarget =
  | { kind: 'sqlite'; file: string }
  /** `schema` puts every table in that schema (tests use one schema per run). */
  | { kind: 'postgres'; url: string; schema?: string };

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

export function openDb(target: DbTarget): Db {
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
    const sqlite = new SQLite(target.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { kind: 'sqlite', kysely, close: () => kysely.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
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

/** Locks the selected rows for a read-modify-write in a transaction (SQLite transactions are already serialised). */
export function forUpdate<QB extends { forUpdate(): QB }>(kind: DbKind, qb: QB): QB {
  return kind === 'postgres' ? qb.forUpdate() : qb;
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
