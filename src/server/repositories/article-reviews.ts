// Review requests of drafts (migration 092, docs/decisions/0041-contributors-and-review.md): the request,
// the conditional decision (only an open request can be decided, so one reviewer's decision wins), the
// approved article's publication, and who is told.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { ArticleReviewsTable, Database } from '../db/schema.ts';
import { publishedAt } from './article-writes.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ReviewRow {
  id: number;
  article_id: number;
  article_title: string;
  office_id: number;
  state: ArticleReviewsTable['state'];
  note: string;
  requested_by: number | null;
  requested_by_name: string;
  requested_at: string;
  decided_by_name: string | null;
  decided_at: string | null;
  comment: string | null;
  publish_at: string | null;
}

const reviewRows = (db: Db) =>
  db
    .selectFrom('article_reviews as r')
    .innerJoin('articles as a', 'a.article_id', 'r.article_id')
    .select([
      'r.id',
      'r.article_id',
      'a.title as article_title',
      'r.office_id',
      'r.state',
      'r.note',
      'r.requested_by',
      'r.requested_by_name',
      'r.requested_at',
      'r.decided_by_name',
      'r.decided_at',
      'r.comment',
      'r.publish_at',
    ]);

export async function findReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  return reviewRows(db).where('r.id', '=', id).executeTakeFirst();
}

/** Every request of one article, newest first: its review history. */
export async function reviewsOfArticle(db: Db, articleId: number): Promise<ReviewRow[]> {
  return reviewRows(db).where('r.article_id', '=', articleId).orderBy('r.id', 'desc').execute();
}

/** Open requests of the given offices (undefined: every office), oldest first. */
export async function waitingReviews(db: Db, officeIds: number[] | undefined): Promise<ReviewRow[]> {
  let q = reviewRows(db).where('r.state', '=', 'pending');
  if (officeIds) q = q.where('r.office_id', 'in', officeIds);
  return q.orderBy('r.requested_at').orderBy('r.id').execute();
}

export async function insertReview(
  db: Db,
  row: Pick<
    ArticleReviewsTable,
    'article_id' | 'office_id' | 'note' | 'requested_by' | 'requested_by_name' | 'requested_at'
  >,
): Promise<number> {
  const r = await db
    .insertInto('article_reviews')
    .values({ ...row, state: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/**
 * Decides an open request: true for the one caller whose UPDATE changed it, false when it was already
 * decided (by another reviewer, on any instance).
 */
export async function claimDecision(
  db: Db,
  id: number,
  d: Pick<
    ArticleReviewsTable,
    'state' | 'decided_by' | 'decided_by_name' | 'decided_at' | 'comment' | 'publish_at'
  >,
): Promise<boolean> {
  const r = await db
    .updateTable('article_reviews')
    .set(d)
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Publishes (or schedules) an approved draft if it is still a draft; bumps the version so an editor who has it
 * open is told it changed. Returns whether the row changed.
 */
export async function publishApprovedDraft(
  db: Db,
  articleId: number,
  publishAt: string | null,
  at: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('articles')
    .select('date')
    .where('article_id', '=', articleId)
    .executeTakeFirst();
  if (!row) return false;
  const r = await db
    .updateTable('articles')
    .set(
      publishAt
        ? { status: 'scheduled', publish_at: publishAt, updated_at: at, version: sql<number>`version + 1` }
        : {
            status: 'published',
            publish_at: null,
            published_at: publishedAt(row.date, at),
            updated_at: at,
            version: sql<number>`version + 1`,
          },
    )
    .where('article_id', '=', articleId)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The article's fields the publishing checks read, with its slider descriptions. */
export async function publishCandidate(db: Db, articleId: number) {
  const row = await db
    .selectFrom('articles')
    .select(['title', 'content', 'thumbnail_alt', 'status', 'office_id', 'created_by'])
    .where('article_id', '=', articleId)
    .executeTakeFirst();
  if (!row) return undefined;
  const slider = await db
    .selectFrom('article_images')
    .select('alt')
    .where('article_id', '=', articleId)
    .orderBy('position')
    .execute();
  return { ...row, slider };
}

/** Who reviews an office's drafts: its active admins and every active superadmin. */
export async function reviewersOf(
  db: Db,
  officeId: number,
): Promise<Array<{ id: number; email: string; first_name: string }>> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    .where('status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('role', '=', 'superadmin'),
        eb.and([eb('role', '=', 'admin'), eb('office_id', '=', officeId)]),
      ]),
    )
    .orderBy('id')
    .execute();
}

export async function userEmail(
  db: Db,
  id: number,
): Promise<{ email: string; first_name: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
}
