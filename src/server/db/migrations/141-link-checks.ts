// Links that stay alive (issue 39 item 4, docs/decisions/0050-overrides-and-link-checks.md): one row per
// external link of a published article, with what its last check found. A row is claimed before it is
// checked (claimed_until), so with several instances each link is checked by one of them.
import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable('link_checks')
    .addColumn('article_id', 'integer', (c) =>
      c.notNull().references('articles.article_id').onDelete('cascade'),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('office_id', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('status', 'integer')
    .addColumn('moved_to', 'text')
    .addColumn('checked_at', t.timestamp)
    .addColumn('claimed_until', t.timestamp)
    .addPrimaryKeyConstraint('link_checks_pk', ['article_id', 'url'])
    .execute();
  await db.schema
    .createIndex('link_checks_office_outcome')
    .on('link_checks')
    .columns(['office_id', 'outcome'])
    .execute();
}
