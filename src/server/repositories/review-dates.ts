// Rows of review dates (docs/decisions/0051-review-dates.md): the marked reviews, and the keys, keepers and
// last-saved times of the items that carry a review date. Policy: services/review-dates.ts.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

export interface ReviewRow {
  kind: string;
  item_key: string;
  last_reviewed_at: string;
  next_review_on: string;
}

export const listReviews = (db: Db): Promise<ReviewRow[]> =>
  db.selectFrom('review_dates').select(['kind', 'item_key', 'last_reviewed_at', 'next_review_on']).execute();

export const findReview = (db: Db, kind: string, key: string): Promise<ReviewRow | undefined> =>
  db
    .selectFrom('review_dates')
    .select(['kind', 'item_key', 'last_reviewed_at', 'next_review_on'])
    .where('kind', '=', kind)
    .where('item_key', '=', key)
    .executeTakeFirst();

export async function saveReview(
  db: Db,
  v: { kind: string; key: string; at: string; next: string; by: number },
): Promise<void> {
  const values = { last_reviewed_at: v.at, next_review_on: v.next, reviewed_by: v.by };
  await db
    .insertInto('review_dates')
    .values({ kind: v.kind, item_key: v.key, ...values })
    .onConflict((oc) => oc.columns(['kind', 'item_key']).doUpdateSet(values))
    .execute();
}

/** The site content blocks with when each was last saved. */
export const siteBlockDates = (db: Db) =>
  db.selectFrom('site_blocks').select(['key', 'updated_at']).orderBy('key').execute();

/** Every Staff Directory office entry with its keeper's slug and when it was last saved. */
export const directoryOfficeDates = (db: Db) =>
  db
    .selectFrom('directory_offices as d')
    .innerJoin('offices as o', 'o.office_id', 'd.office_id')
    .select(['d.id', 'o.slug as office', 'd.updated_at'])
    .execute();

/** Every faculty entry with its programme's slug and when it was last saved. */
export const facultyDates = (db: Db) =>
  db
    .selectFrom('directory_faculty as f')
    .innerJoin('offices as o', 'o.office_id', 'f.office_id')
    .select(['f.id', 'f.name', 'o.slug as office', 'f.updated_at'])
    .orderBy('f.sort_order')
    .orderBy('f.id')
    .execute();

/** Every published charter service with its keeper's slug and when it was last saved. */
export const serviceDates = (db: Db) =>
  db
    .selectFrom('citizen_services as s')
    .innerJoin('offices as o', 'o.office_id', 's.office_id')
    .select(['s.id', 's.slug', 's.title', 'o.slug as office', 's.updated_at'])
    .where('s.status', '=', 'published')
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .execute();
