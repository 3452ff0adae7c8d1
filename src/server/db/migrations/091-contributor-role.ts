// Contributors (issue 39, docs/decisions/0041-contributors-and-review.md): a third role, so `users.role` also
// accepts 'contributor'. Postgres replaces the check; SQLite cannot alter one, so the table is rebuilt from
// its own stored definition (the documented twelve-step change) with foreign keys off for the swap, since
// sessions, articles and others reference it by name.
import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../dialect.ts';

const OLD_CHECK = "role in ('admin', 'superadmin')";
const NEW_CHECK = "role in ('admin', 'superadmin', 'contributor')";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check`.execute(db);
    await sql.raw(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (${NEW_CHECK})`).execute(db);
    return;
  }
  const stored = await sql<{
    sql: string;
  }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'users'`.execute(db);
  const definition = stored.rows[0]?.sql;
  if (!definition?.includes(OLD_CHECK)) throw new Error('users table: role check not found');
  const rebuilt = definition
    .replace(OLD_CHECK, NEW_CHECK)
    .replace(/^CREATE TABLE\s+("?)users\1/i, 'CREATE TABLE "users_new"');
  // SQLite migrations run outside a transaction (Kysely's SQLite adapter has no transactional DDL), so the
  // pragma takes effect; the swap itself is one transaction.
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql`INSERT INTO users_new SELECT * FROM users`.execute(trx);
      await sql`DROP TABLE users`.execute(trx);
      await sql`ALTER TABLE users_new RENAME TO users`.execute(trx);
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('users rebuild broke a foreign key');
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
