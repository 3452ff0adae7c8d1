// The /news page's read: one page of public articles of every office, newest first, filtered by office,
// type and a text in the title or excerpt (case-insensitive on both databases), with the count of all matches.
import type { Kysely } from 'kysely';
import type { Article } from '../../shared/contract/articles.ts';
import { containsInsensitive, type DbKind } from '../db/dialect.ts';
import type { ArticleRow, Database } from '../db/schema.ts';
import { ARTICLE_SUMMARY_COLUMNS, loadArticleImages, toArticle, wherePublic } from './articles.ts';

export interface PublicPageOptions {
  officeId?: number;
  type?: ArticleRow['type'];
  /** Text the title or the excerpt contains (case-insensitive). */
  text?: string;
  limit: number;
  offset: number;
}

/** One page of public articles, newest first, with the number of all that match (the /news page). */
export async function listPublicArticlePage(
  db: Kysely<Database>,
  kind: DbKind,
  opts: PublicPageOptions,
): Promise<{ articles: Article[]; total: number }> {
  let base = wherePublic(db.selectFrom('articles'));
  if (opts.officeId !== undefined) base = base.where('articles.office_id', '=', opts.officeId);
  if (opts.type !== undefined) base = base.where('articles.type', '=', opts.type);
  const text = opts.text;
  if (text) {
    base = base.where((eb) =>
      eb.or([
        containsInsensitive(kind, 'articles.title', text),
        containsInsensitive(kind, 'articles.excerpt', text),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(ARTICLE_SUMMARY_COLUMNS)
      .orderBy('articles.created_at', 'desc')
      .orderBy('articles.article_id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const images = await loadArticleImages(
    db,
    rows.map((r) => r.article_id),
  );
  return {
    articles: rows.map((r) => toArticle(r, images.get(r.article_id))),
    total: Number(count.n),
  };
}
