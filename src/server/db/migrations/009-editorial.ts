// Editorial workflow: an article's status (draft, scheduled, published; independent of privacy) with the
// time a scheduled article goes out, image descriptions (alt text; '' marks an image decorative, NULL means
// not described yet), and the revision kept by every save. Existing articles were public the moment they
// were saved, so they become 'published'.
import { type Kysely, sql } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .alterTable('articles')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('published').check(sql`status in ('draft', 'scheduled', 'published')`),
    )
    .execute();
  await db.schema.alterTable('articles').addColumn('publish_at', t.timestamp).execute();
  await db.schema.alterTable('articles').addColumn('thumbnail_alt', 'text').execute();
  await db.schema.alterTable('article_images').addColumn('alt', 'text').execute();
  // The scheduler's query: due scheduled articles.
  await db.schema
    .createIndex('articles_scheduled_idx')
    .on('articles')
    .columns(['status', 'publish_at'])
    .execute();

  // images: JSON list of { key, alt } in slider order, as the save left them.
  await addIdColumn(db.schema.createTable('article_revisions'), kind, 'id')
    .addColumn('article_id', 'integer', (c) =>
      c.notNull().references('articles.article_id').onDelete('cascade'),
    )
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('author_user_id', 'integer')
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('date', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text')
    .addColumn('thumbnail_alt', 'text')
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('article_revisions_article_idx')
    .on('article_revisions')
    .columns(['article_id', 'id desc'])
    .execute();
}
