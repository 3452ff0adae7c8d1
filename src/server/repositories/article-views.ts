// Article views: one counted view per visitor per article per 30 minutes; later posts in the window only
// update that view's duration. Exact under concurrency on both databases: the (article, visitor) upsert
// is a single atomic statement, and counters change with `view_count = view_count + 1`.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export const VIEW_WINDOW_MS = 30 * 60 * 1000;

export interface ViewInput {
  articleId: number;
  visitorId: string;
  referrer: string | null;
  /** Seconds on the page, when the client reports it. */
  duration: number | null;
  now: Date;
}

export interface ArticleCounts {
  total_views: number;
  unique_views: number;
  total_likes: number;
}

/** Records a view; `counted` is false when the visitor's current window already counted one. */
export async function recordView(db: Kysely<Database>, input: ViewInput): Promise<{ counted: boolean }> {
  const now = input.now.toISOString();
  const cutoff = new Date(input.now.getTime() - VIEW_WINDOW_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    // Inserts the visitor, or restarts an expired window; returns nothing while the window is open.
    // Concurrent posts of one visitor wait on the row's key, so exactly one of them opens a window.
    const opened = await trx
      .insertInto('article_visitors')
      .values({
        article_id: input.articleId,
        visitor_id: input.visitorId,
        first_seen_at: now,
        window_started_at: now,
        view_id: null,
      })
      .onConflict((oc) =>
        oc
          .columns(['article_id', 'visitor_id'])
          .doUpdateSet({ window_started_at: now, view_id: null })
          .where('article_visitors.window_started_at', '<=', cutoff),
      )
      .returning(['first_seen_at'])
      .executeTakeFirst();

    if (!opened) {
      if (input.duration !== null) {
        await trx
          .updateTable('article_views')
          .set({ view_duration: input.duration, last_seen_at: now })
          .where('id', '=', (eb) =>
            eb
              .selectFrom('article_visitors')
              .select('view_id')
              .where('article_id', '=', input.articleId)
              .where('visitor_id', '=', input.visitorId),
          )
          .execute();
      }
      return { counted: false };
    }

    const view = await trx
      .insertInto('article_views')
      .values({
        article_id: input.articleId,
        visitor_id: input.visitorId,
        created_at: now,
        last_seen_at: now,
        view_duration: input.duration,
        referrer: input.referrer,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('article_visitors')
      .set({ view_id: view.id })
      .where('article_id', '=', input.articleId)
      .where('visitor_id', '=', input.visitorId)
      .execute();
    await trx
      .updateTable('articles')
      .set({ view_count: sql`view_count + 1` })
      .where('article_id', '=', input.articleId)
      .execute();
    return { counted: true };
  });
}

/** total_views and total_likes are the article's counters; unique_views the number of distinct visitors. */
export async function articleCounts(
  db: Kysely<Database>,
  articleId: number,
): Promise<ArticleCounts | undefined> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => [
      'articles.view_count',
      'articles.like_count',
      eb
        .selectFrom('article_visitors')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('article_visitors.article_id', '=', 'articles.article_id')
        .as('unique_views'),
    ])
    .where('articles.article_id', '=', articleId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    total_views: Number(row.view_count),
    unique_views: Number(row.unique_views ?? 0),
    total_likes: Number(row.like_count),
  };
}
