// Views and likes under concurrency, and index-backed ordering for every list.
import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);

  // One row per (article, visitor): the unique key makes "counts once per 30 minutes" a single atomic
  // upsert on both databases, and its row count is the article's unique_views.
  await db.schema
    .createTable('article_visitors')
    .addColumn('article_id', 'integer', (c) =>
      c.notNull().references('articles.article_id').onDelete('cascade'),
    )
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', t.timestamp, (c) => c.notNull())
    /** Start of the current 30-minute window: the created_at of the view that was last counted. */
    .addColumn('window_started_at', t.timestamp, (c) => c.notNull())
    /** article_views.id of the counted view whose duration later posts update. */
    .addColumn('view_id', 'integer')
    .addPrimaryKeyConstraint('article_visitors_pk', ['article_id', 'visitor_id'])
    .execute();

  // Admin lists (public and private rows of one office) in created order without a sort step.
  await db.schema
    .createIndex('articles_office_all_idx')
    .on('articles')
    .columns(['office_id', 'created_at desc', 'article_id desc'])
    .execute();
  // Most viewed with a deterministic tie-break, read straight from the index.
  await db.schema
    .createIndex('articles_most_viewed_order_idx')
    .on('articles')
    .columns(['privacy', 'view_count desc', 'created_at desc', 'article_id desc'])
    .execute();
  await db.schema.dropIndex('articles_most_viewed_idx').execute();
}
