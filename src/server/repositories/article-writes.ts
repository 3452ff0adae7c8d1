// Rows of article writes: the article, its slider images and the media journal. Only reads and writes rows;
// the file and row coordination, the checks and the audit are services/article-writes.ts.
import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { Privacy } from '../../shared/contract/offices.ts';
import { type DbKind, forUpdate } from '../db/dialect.ts';
import type { ArticlesTable, Database, NewArticle } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A slider image of the final order: a kept image's key or a new file's key, with its description. */
export interface SliderSlot {
  key: string;
  alt: string | null;
}

export interface ArticleForWrite {
  article_id: number;
  office_id: number;
  created_at: string;
  thumbnail: string | null;
  images: string[];
  status: 'draft' | 'scheduled' | 'published';
  publish_at: string | null;
  privacy: 'public' | 'private';
}

/** The article's office and files, for the office check before any upload is processed. */
export async function findArticleForWrite(
  db: Kysely<Database>,
  articleId: number,
): Promise<ArticleForWrite | undefined> {
  const row = await db
    .selectFrom('articles')
    .select(['article_id', 'office_id', 'created_at', 'thumbnail', 'status', 'publish_at', 'privacy'])
    .where('article_id', '=', articleId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, images: await sliderKeys(db, articleId) };
}

/** The storage keys of an article's slider images, in order. */
export async function sliderKeys(db: Db, articleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('article_images')
    .select('storage_key')
    .where('article_id', '=', articleId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.storage_key);
}

/** The slider images with their descriptions, in order. */
export async function sliderRows(
  db: Db,
  articleId: number,
): Promise<{ storage_key: string; alt: string | null }[]> {
  return db
    .selectFrom('article_images')
    .select(['storage_key', 'alt'])
    .where('article_id', '=', articleId)
    .orderBy('position')
    .execute();
}

/** The stored publication time: the article's date at midnight UTC, else `createdAt`. */
export const publishedAt = (date: string | null, createdAt: string): string =>
  date ? `${date}T00:00:00.000Z` : createdAt;

// ---- media journal -----------------------------------------------------------------------------------

export async function journalKeys(db: Db, keys: readonly string[], at: string): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto('media_journal')
    .values(keys.map((storage_key) => ({ storage_key, created_at: at })))
    .onConflict((oc) => oc.column('storage_key').doNothing())
    .execute();
}

export async function unjournalKeys(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('media_journal').where('storage_key', 'in', keys).execute();
}

/** Journalled keys older than `olderThan`, oldest first. */
export async function journalledKeysBefore(db: Db, olderThan: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('media_journal')
    .select('storage_key')
    .where('created_at', '<', olderThan.toISOString())
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.storage_key);
}

/** Which of `keys` an article references (as thumbnail or slider image). */
export async function referencedKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const [thumbs, images, documents] = await Promise.all([
    db.selectFrom('articles').select('thumbnail').where('thumbnail', 'in', keys).execute(),
    db.selectFrom('article_images').select('storage_key').where('storage_key', 'in', keys).execute(),
    // Document files share the media storage and its journal (docs/decisions/0030-document-library.md).
    db
      .selectFrom('document_versions')
      .select(['storage_key', 'preview_key'])
      .where((eb) => eb.or([eb('storage_key', 'in', keys), eb('preview_key', 'in', keys)]))
      .execute(),
  ]);
  return new Set([
    ...thumbs.map((r) => r.thumbnail ?? ''),
    ...images.map((r) => r.storage_key),
    ...documents.flatMap((r) => [r.storage_key, r.preview_key ?? '']),
  ]);
}

// ---- article rows ------------------------------------------------------------------------------------

export async function insertArticleRow(db: Db, values: NewArticle): Promise<number> {
  const row = await db
    .insertInto('articles')
    .values(values)
    .returning('article_id')
    .executeTakeFirstOrThrow();
  return row.article_id;
}

/** Replaces the slider rows with `slots`, in order. */
export async function replaceSliderRows(
  db: Db,
  articleId: number,
  slots: readonly SliderSlot[],
): Promise<void> {
  await db.deleteFrom('article_images').where('article_id', '=', articleId).execute();
  if (slots.length === 0) return;
  await db
    .insertInto('article_images')
    .values(slots.map((p, i) => ({ article_id: articleId, position: i + 1, storage_key: p.key, alt: p.alt })))
    .execute();
}

/** The row an update reads, locked for the rest of the transaction. */
export async function lockArticleForUpdate(trx: Transaction<Database>, kind: DbKind, articleId: number) {
  return forUpdate(
    kind,
    trx
      .selectFrom('articles')
      .select([
        'article_id',
        'office_id',
        'created_at',
        'date',
        'thumbnail',
        'version',
        'title',
        'content',
        'thumbnail_alt',
        'status',
      ])
      .where('article_id', '=', articleId),
  ).executeTakeFirst();
}

/** Changes the given columns, stamps `updated_at` and bumps the version; returns how many rows changed. */
export async function updateArticleRow(
  db: Db,
  articleId: number,
  changes: Omit<Updateable<ArticlesTable>, 'version' | 'updated_at'>,
  at: string,
): Promise<number> {
  const r = await db
    .updateTable('articles')
    .set({ ...changes, updated_at: at, version: sql<number>`version + 1` })
    .where('article_id', '=', articleId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function setPrivacyRow(
  db: Db,
  articleId: number,
  privacy: Privacy,
  at: string,
): Promise<number> {
  return updateArticleRow(db, articleId, { privacy }, at);
}

/** Deletes the article and its slider rows. */
export async function deleteArticleRows(db: Db, articleId: number): Promise<void> {
  await db.deleteFrom('article_images').where('article_id', '=', articleId).execute();
  await db.deleteFrom('articles').where('article_id', '=', articleId).execute();
}
