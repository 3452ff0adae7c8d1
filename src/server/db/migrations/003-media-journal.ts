// Media journal: a stored file that is being written or is due for deletion is listed here until the
// article row that references it (or stops referencing it) is committed, so a crash mid-write leaves
// nothing that a sweep cannot find and remove.
import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable('media_journal')
    .addColumn('storage_key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_journal_created_idx').on('media_journal').column('created_at').execute();
  // The sweep asks whether a key is still referenced.
  await db.schema
    .createIndex('article_images_storage_key_idx')
    .on('article_images')
    .column('storage_key')
    .execute();
  await db.schema.createIndex('articles_thumbnail_idx').on('articles').column('thumbnail').execute();
}
