// Article reads: the row → Article mapping shared by every article response, and the index-backed lists.
import type { Kysely } from 'kysely';
import { type Article, MAX_SLIDER_IMAGES } from '../../shared/contract/articles.ts';
import { findOfficeById } from '../../shared/contract/offices.ts';
import type { ArticleRow, Database } from '../db/schema.ts';

/** Public URL of a stored media key (served by routes/media.ts). */
export function mediaUrl(storageKey: string): string {
  return `/media/${storageKey}`;
}

/** The article columns every response needs; `content` is added only where the full body is sent. */
export const ARTICLE_SUMMARY_COLUMNS = [
  'articles.article_id',
  'articles.office_id',
  'articles.title',
  'articles.excerpt',
  'articles.type',
  'articles.privacy',
  'articles.date',
  'articles.created_at',
  'articles.published_at',
  'articles.thumbnail',
  'articles.view_count',
  'articles.like_count',
  'articles.status',
  'articles.publish_at',
  'articles.thumbnail_alt',
  'articles.updated_at',
] as const;

/**
 * What the public may see: public and published. Drafts and scheduled articles stay out of every public
 * read (lists, article, search, feeds, sitemap, pages, views and likes) whatever their privacy.
 */
export const isPublicRow = (row: { privacy: string; status?: string }): boolean =>
  row.privacy === 'public' && row.status === 'published';

// biome-ignore lint/suspicious/noExplicitAny: any query over the articles table
export function wherePublic<Q extends { where: (...args: any[]) => any }>(q: Q): Q {
  return q.where('articles.privacy', '=', 'public').where('articles.status', '=', 'published');
}

export type ArticleSummaryRow = Pick<
  ArticleRow,
  | 'article_id'
  | 'office_id'
  | 'title'
  | 'excerpt'
  | 'type'
  | 'privacy'
  | 'date'
  | 'created_at'
  | 'published_at'
  | 'thumbnail'
  | 'view_count'
  | 'like_count'
  | 'status'
  | 'publish_at'
  | 'thumbnail_alt'
  | 'updated_at'
> & { content?: string; version?: number };

export interface ArticleImageRef {
  position: number;
  storage_key: string;
  alt?: string | null;
}

/**
 * Maps an article row and its slider images to the API's Article shape. `content` is passed through as
 * stored (sanitised on save) and left out when the row has none (lists).
 */
export function toArticle(row: ArticleSummaryRow, images: readonly ArticleImageRef[] = []): Article {
  const office = findOfficeById(row.office_id);
  if (!office) throw new Error(`Article ${row.article_id} belongs to unknown office ${row.office_id}`);
  const pics: Record<string, string | null> = {};
  for (let i = 1; i <= MAX_SLIDER_IMAGES; i++) pics[`pic${i}_url`] = null;
  const sliderAlts: Array<string | null> = [];
  for (const img of images) {
    if (img.position >= 1 && img.position <= MAX_SLIDER_IMAGES) {
      pics[`pic${img.position}_url`] = mediaUrl(img.storage_key);
      sliderAlts.push(img.alt ?? null);
    }
  }
  return {
    article_id: row.article_id,
    title: row.title,
    ...(row.content === undefined ? {} : { content: row.content }),
    excerpt: row.excerpt,
    type: row.type,
    privacy: row.privacy,
    date: row.date,
    created_at: row.created_at,
    published_at: row.published_at,
    office: office.slug,
    office_name: office.name,
    office_abbrev: office.abbrev,
    course_abbrev: office.abbrev,
    thumbnail_url: row.thumbnail ? mediaUrl(row.thumbnail) : null,
    ...(pics as Pick<Article, `pic${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}_url`>),
    view_count: Number(row.view_count),
    like_count: Number(row.like_count),
    ...(row.version === undefined ? {} : { version: Number(row.version) }),
    status: row.status,
    publish_at: row.publish_at,
    thumbnail_alt: row.thumbnail_alt,
    slider_alts: sliderAlts,
    updated_at: row.updated_at,
  };
}

/** Slider images of the given articles, by article id, in position order. */
export async function loadArticleImages(
  db: Kysely<Database>,
  articleIds: readonly number[],
): Promise<Map<number, ArticleImageRef[]>> {
  const byArticle = new Map<number, ArticleImageRef[]>();
  if (articleIds.length === 0) return byArticle;
  const rows = await db
    .selectFrom('article_images')
    .select(['article_id', 'position', 'storage_key', 'alt'])
    .where('article_id', 'in', articleIds)
    .orderBy('article_id')
    .orderBy('position')
    .execute();
  for (const r of rows) {
    const list = byArticle.get(r.article_id);
    if (list) list.push(r);
    else byArticle.set(r.article_id, [r]);
  }
  return byArticle;
}

export type ArticleListOrder = 'newest' | 'most-viewed';

export interface ListOptions {
  /** One office, or every office when omitted. */
  officeId?: number;
  /** Include private rows (an admin of the office or a superadmin). */
  includePrivate: boolean;
  order: ArticleListOrder;
  limit: number;
}

/**
 * A list of articles without their content. Each combination is served by an index in the same order
 * (migrations 001 and 005), so the cost depends on `limit`, not on the number of articles.
 */
/** The row query of `listArticles` (exported so tests can check its plan on both databases). */
export function listArticlesQuery(db: Kysely<Database>, opts: ListOptions) {
  let q = db.selectFrom('articles').select(ARTICLE_SUMMARY_COLUMNS);
  if (opts.officeId !== undefined) q = q.where('articles.office_id', '=', opts.officeId);
  if (!opts.includePrivate) q = wherePublic(q);
  if (opts.order === 'most-viewed') q = q.orderBy('articles.view_count', 'desc');
  return q.orderBy('articles.created_at', 'desc').orderBy('articles.article_id', 'desc').limit(opts.limit);
}

/**
 * A list of articles without their content. Each combination is served by an index in the same order
 * (migrations 001 and 005), so the cost depends on `limit`, not on the number of articles.
 */
export async function listArticles(db: Kysely<Database>, opts: ListOptions): Promise<Article[]> {
  const rows = await listArticlesQuery(db, opts).execute();
  const images = await loadArticleImages(
    db,
    rows.map((r) => r.article_id),
  );
  return rows.map((r) => toArticle(r, images.get(r.article_id)));
}

/** One article with its full stored content, whatever its privacy (callers decide who may see it). */
export async function findArticle(db: Kysely<Database>, articleId: number): Promise<Article | undefined> {
  const row = await db
    .selectFrom('articles')
    .select([...ARTICLE_SUMMARY_COLUMNS, 'articles.content', 'articles.version'])
    .where('articles.article_id', '=', articleId)
    .executeTakeFirst();
  if (!row) return undefined;
  const images = await loadArticleImages(db, [articleId]);
  return toArticle(row, images.get(articleId));
}

/** Privacy, status and office of an article (engagement calls check visibility before writing). */
export async function findArticleAccess(
  db: Kysely<Database>,
  articleId: number,
): Promise<{ privacy: ArticleRow['privacy']; status: ArticleRow['status']; office_id: number } | undefined> {
  return db
    .selectFrom('articles')
    .select(['privacy', 'status', 'office_id'])
    .where('article_id', '=', articleId)
    .executeTakeFirst();
}
