// Concern submissions: the log written when the form opens, the submitted concerns, the monitor's
// paged list and stats, and the retention purge.
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Submission } from '../../shared/contract/concern.ts';
import type { ConcernSubmissionsTable, Database, SubmissionRow } from '../db/schema.ts';

export type NewSubmission = Insertable<ConcernSubmissionsTable>;

export async function insertSubmission(db: Kysely<Database>, row: NewSubmission): Promise<number> {
  const inserted = await db
    .insertInto('concern_submissions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** OpenStreetMap link centred on the coordinates, or null without them. */
export function mapLink(latitude: number | null, longitude: number | null): string | null {
  if (latitude == null || longitude == null) return null;
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

export function toSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    created_at: row.created_at,
    reply_email: row.reply_email,
    message: row.message,
    ip_address: row.ip_address,
    city: row.city,
    region: row.region,
    country: row.country,
    location_source: row.location_source,
    in_app_browser: row.in_app_browser,
    browser_type: row.browser_type,
    latitude: row.latitude,
    longitude: row.longitude,
    map_link: mapLink(row.latitude, row.longitude),
    user_agent: row.user_agent,
    full_url: row.full_url,
    referrer: row.referrer,
    is_initial: Number(row.is_initial) === 1,
  };
}

/** One page of entries, newest first, and the total count. */
export async function listSubmissions(
  db: Kysely<Database>,
  opts: { page: number; limit: number },
): Promise<{ rows: Submission[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('concern_submissions')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit)
      .execute(),
    db
      .selectFrom('concern_submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toSubmission), total: Number(count.n) };
}

/** The monitor's stat cards in one scan; `since` is the start of today (ISO). */
export async function submissionStats(
  db: Kysely<Database>,
  since: string,
): Promise<{ total: number; today: number; withMessage: number; inAppBrowser: number }> {
  const row = await db
    .selectFrom('concern_submissions')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(case when created_at >= ${since} then 1 end)`.as('today'),
      sql<number>`count(case when is_initial = 0 and message is not null and message <> '' then 1 end)`.as(
        'withMessage',
      ),
      sql<number>`count(case when in_app_browser is not null and in_app_browser <> '' then 1 end)`.as(
        'inAppBrowser',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    today: Number(row.today),
    withMessage: Number(row.withMessage),
    inAppBrowser: Number(row.inAppBrowser),
  };
}

/** Deletes entries created before `cutoff` (ISO); returns how many. */
export async function purgeSubmissionsBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const res = await db.deleteFrom('concern_submissions').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** The monitor password's scrypt hash, stored by the seed under `key`; null if none. */
export async function getSetting(db: Kysely<Database>, key: string): Promise<string | null> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}
