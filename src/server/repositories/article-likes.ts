// Article likes: one per visitor per article, toggled. Each toggle first takes the article row's write lock
// (a no-op update: a row lock on Postgres, the write lock on SQLite), so toggles of one article run one
// at a time and each sees the previous one's result; like_count moves in the same transaction and never
// drops below zero.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** `not_counted`: a like from an address that already liked the article that day (another cookie). */
export type LikeAction = 'liked' | 'unliked' | 'not_counted';

/** Toggles the visitor's like; undefined when the article does not exist. */
export async function toggleLike(
  db: Kysely<Database>,
  input: { articleId: number; visitorId: string; addressDay: string; now: Date },
): Promise<{ action: LikeAction; total_likes: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable('articles')
      .set({ like_count: sql`like_count` })
      .where('article_id', '=', input.articleId)
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) return undefined;

    const removed = await trx
      .deleteFrom('article_likes')
      .where('article_id', '=', input.articleId)
      .where('visitor_id', '=', input.visitorId)
      .executeTakeFirst();
    let action: LikeAction = Number(removed.numDeletedRows) > 0 ? 'unliked' : 'liked';
    if (action === 'liked') {
      // Under the article's lock, so two fresh cookies from one address at once count once.
      const sameAddress = await trx
        .selectFrom('article_likes')
        .select('article_id')
        .where('article_id', '=', input.articleId)
        .where('address_day', '=', input.addressDay)
        .executeTakeFirst();
      if (sameAddress) action = 'not_counted';
    }
    if (action === 'liked') {
      await trx
        .insertInto('article_likes')
        .values({
          article_id: input.articleId,
          visitor_id: input.visitorId,
          created_at: input.now.toISOString(),
          address_day: input.addressDay,
        })
        .execute();
    }
    if (action === 'not_counted') {
      const row = await trx
        .selectFrom('articles')
        .select('like_count')
        .where('article_id', '=', input.articleId)
        .executeTakeFirstOrThrow();
      return { action, total_likes: Number(row.like_count) };
    }
    const row = await trx
      .updateTable('articles')
      .set({
        like_count:
          action === 'liked'
            ? sql`like_count + 1`
            : sql`case when like_count > 0 then like_count - 1 else 0 end`,
      })
      .where('article_id', '=', input.articleId)
      .returning('like_count')
      .executeTakeFirstOrThrow();
    return { action, total_likes: Number(row.like_count) };
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
