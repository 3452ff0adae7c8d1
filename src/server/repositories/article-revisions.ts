// Article revisions (migration 009): a snapshot of the saved state written in the same transaction as every
// save, listed newest first and pruned to the newest `keep` per article.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface RevisionImage {
  key: string;
  alt: string | null;
}

export interface RevisionAuthor {
  userId: number | null;
  name: string;
}

/** Copies the article's current row and slider images into a new revision, then prunes old ones. */
export async function recordRevision(
  db: Kysely<Database>,
  articleId: number,
  opts: { author: RevisionAuthor; at: string; keep: number; note?: string | null },
): Promise<void> {
  const row = await db
    .selectFrom('articles')
    .select(['title', 'content', 'type', 'date', 'status', 'thumbnail', 'thumbnail_alt'])
    .where('article_id', '=', articleId)
    .executeTakeFirstOrThrow();
  const images = await db
    .selectFrom('article_images')
    .select(['storage_key', 'alt'])
    .where('article_id', '=', articleId)
    .orderBy('position')
    .execute();
  await db
    .insertInto('article_revisions')
    .values({
      article_id: articleId,
      created_at: opts.at,
      author_user_id: opts.author.userId,
      author: opts.author.name,
      ...row,
      images: JSON.stringify(images.map((i) => ({ key: i.storage_key, alt: i.alt }))),
      note: opts.note ?? null,
    })
    .execute();
  await pruneRevisions(db, articleId, opts.keep);
}

/** Keeps the newest `keep` revisions of an article. */
export async function pruneRevisions(db: Kysely<Database>, articleId: number, keep: number): Promise<void> {
  const cutoff = await db
    .selectFrom('article_revisions')
    .select('id')
    .where('article_id', '=', articleId)
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1)
    .executeTakeFirst();
  if (!cutoff) return;
  await db
    .deleteFrom('article_revisions')
    .where('article_id', '=', articleId)
    .where('id', '<=', cutoff.id)
    .execute();
}

export async function listRevisions(db: Kysely<Database>, articleId: number) {
  return db
    .selectFrom('article_revisions')
    .select(['id', 'created_at', 'author', 'title', 'status', 'note'])
    .where('article_id', '=', articleId)
    .orderBy('id', 'desc')
    .execute();
}

export async function findRevision(db: Kysely<Database>, articleId: number, revisionId: number) {
  const row = await db
    .selectFrom('article_revisions')
    .selectAll()
    .where('article_id', '=', articleId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, images: JSON.parse(row.images) as RevisionImage[] };
}
