// Article likes: one per visitor per article, toggled. The (article, visitor) primary key decides each
// toggle, and like_count moves in the same transaction, so it always equals the number of like rows added
// through this call and never drops below zero.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export type LikeAction = 'liked' | 'unliked';

/** A toggle retries when a concurrent toggle of the same visitor changed the row between its two steps. */
const MAX_TOGGLE_ATTEMPTS = 5;

export async function toggleLike(
  db: Kysely<Database>,
  input: { articleId: number; visitorId: string; now: Date },
): Promise<{ action: LikeAction; total_likes: number }> {
  return db.transaction().execute(async (trx) => {
    for (let attempt = 0; attempt < MAX_TOGGLE_ATTEMPTS; attempt++) {
      const removed = await trx
        .deleteFrom('article_likes')
        .where('article_id', '=', input.articleId)
        .where('visitor_id', '=', input.visitorId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) {
        const row = await trx
          .updateTable('articles')
          .set({ like_count: sql`case when like_count > 0 then like_count - 1 else 0 end` })
          .where('article_id', '=', input.articleId)
          .returning('like_count')
          .executeTakeFirstOrThrow();
        return { action: 'unliked' as const, total_likes: Number(row.like_count) };
      }
      // On Postgres a concurrent insert of the same key makes this wait for that transaction, then
      // insert nothing; the next attempt (a new statement, a new snapshot) sees that like and removes it.
      const added = await trx
        .insertInto('article_likes')
        .values({
          article_id: input.articleId,
          visitor_id: input.visitorId,
          created_at: input.now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['article_id', 'visitor_id']).doNothing())
        .executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) {
        const row = await trx
          .updateTable('articles')
          .set({ like_count: sql`like_count + 1` })
          .where('article_id', '=', input.articleId)
          .returning('like_count')
          .executeTakeFirstOrThrow();
        return { action: 'liked' as const, total_likes: Number(row.like_count) };
      }
    }
    throw new Error('Like toggle did not settle');
  });
}

export async function hasLiked(db: Kysely<Database>, articleId: number, visitorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('article_likes')
    .select('article_id')
    .where('article_id', '=', articleId)
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst();
  return row !== undefined;
}
