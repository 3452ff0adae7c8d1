// Database reads for previews, the sitemap and the feeds: public articles only.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { wherePublic } from './articles.ts';

export async function countPublicArticles(db: Kysely<Database>): Promise<number> {
  const row = await wherePublic(
    db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')),
  ).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Ids and last changes of public articles in id order, a slice at a time (sitemap parts): after `afterId`
 * when given (the next slice of a part), else from `offset` (the start of a part).
 */
export async function listPublicArticleDates(
  db: Kysely<Database>,
  opts: { offset?: number; afterId?: number; limit: number },
): Promise<{ article_id: number; updated_at: string }[]> {
  let q = wherePublic(db.selectFrom('articles').select(['articles.article_id', 'articles.updated_at']));
  if (opts.afterId !== undefined) q = q.where('articles.article_id', '>', opts.afterId);
  else if (opts.offset) q = q.offset(opts.offset);
  return q.orderBy('articles.article_id').limit(opts.limit).execute();
}
