// Likes counted once per article per address and campus day as well as per visitor cookie (issue 30): a
// client that drops its cookie before each like no longer counts again. The column holds a keyed hash of the
// address and the day (services/article-engagement.ts), never the address itself; rows from before have none.
import type { Kysely } from 'kysely';
import type { DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  await db.schema.alterTable('article_likes').addColumn('address_day', 'text').execute();
  await db.schema
    .createIndex('article_likes_address_day_idx')
    .on('article_likes')
    .columns(['article_id', 'address_day'])
    .execute();
}
