// Optimistic concurrency: every article and user row carries a version that each write increments; an admin
// save names the version its form loaded and is refused (409) when the row has moved on since.
import type { Kysely } from 'kysely';
import type { DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  for (const table of ['articles', 'users']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}
