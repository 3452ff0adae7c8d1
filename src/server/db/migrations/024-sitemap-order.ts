// The sitemap reads public articles in id order a slice at a time, a part starting thousands of rows in
// (seo/sitemap.ts). This index serves the filter, the order and both columns, so skipping to a part and
// counting public articles read small index entries, not article rows with their content.
import type { Kysely } from 'kysely';
import type { DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  await db.schema
    .createIndex('articles_sitemap_idx')
    .on('articles')
    .columns(['privacy', 'status', 'article_id', 'updated_at'])
    .execute();
}
