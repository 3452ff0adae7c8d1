// Editorial status rows: due scheduled articles, the conditional update that publishes one (the row is
// claimed by whichever instance's UPDATE matches first), and the dashboard's counts and lists.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { publishedAt } from './article-writes.ts';

export interface DueArticle {
  article_id: number;
  office_id: number;
  date: string | null;
  publish_at: string;
}

/** Scheduled articles whose publish time has come, oldest first. */
export async function findDueScheduled(
  db: Kysely<Database>,
  now: string,
  limit: number,
): Promise<DueArticle[]> {
  const rows = await db
    .selectFrom('articles')
    .select(['article_id', 'office_id', 'date', 'publish_at'])
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', now)
    .orderBy('publish_at')
    .limit(limit)
    .execute();
  return rows.filter((r): r is DueArticle => r.publish_at !== null);
}

/**
 * Publishes one due article if it is still scheduled for that time: true for the one caller whose UPDATE
 * changed the row, false for every other instance (or when an editor changed it meanwhile).
 */
export async function claimPublish(db: Kysely<Database>, due: DueArticle, now: string): Promise<boolean> {
  const res = await db
    .updateTable('articles')
    .set({ status: 'published', published_at: publishedAt(due.date, due.publish_at), updated_at: now })
    .where('article_id', '=', due.article_id)
    .where('status', '=', 'scheduled')
    .where('publish_at', '=', due.publish_at)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Counts and lists of the dashboard, over the given offices (undefined: every office). */
export async function dashboardRows(
  db: Kysely<Database>,
  officeIds: readonly number[] | undefined,
  opts: { recent: number; upcoming: number; drafts: number },
) {
  const scoped = () => {
    const q = db.selectFrom('articles');
    return officeIds ? q.where('office_id', 'in', officeIds) : q;
  };
  const [byStatus, privates, recent, upcoming, drafts] = await Promise.all([
    scoped()
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    scoped()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('privacy', '=', 'private')
      .executeTakeFirst(),
    scoped()
      .select(['article_id', 'title', 'office_id', 'status', 'privacy', 'updated_at', 'publish_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('article_id', 'desc')
      .limit(opts.recent)
      .execute(),
    scoped()
      .select(['article_id', 'title', 'office_id', 'status', 'privacy', 'updated_at', 'publish_at'])
      .where('status', '=', 'scheduled')
      .orderBy('publish_at')
      .limit(opts.upcoming)
      .execute(),
    scoped()
      .select(['article_id', 'title', 'office_id', 'status', 'privacy', 'updated_at', 'publish_at'])
      .where('status', '=', 'draft')
      .orderBy('updated_at', 'desc')
      .orderBy('article_id', 'desc')
      .limit(opts.drafts)
      .execute(),
  ]);
  return { byStatus, privateCount: Number(privates?.n ?? 0), recent, upcoming, drafts };
}
