// Site content rows: what alerts, events and vacancies read (adding, changing and deleting one is
// repositories/site-records.ts), and the JSON blocks. Reads and writes only; who may
// change what, validation and the change announcements live in services/site-content.ts.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, SiteAlertUpdatesTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

// ——— Alerts ———

export const listAlerts = (db: Db) =>
  db.selectFrom('site_alerts').selectAll().orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();

/** Alerts that have not ended by `nowIso` (started or still to start). */
export const listAlertsNotEnded = (db: Db, nowIso: string) =>
  db
    .selectFrom('site_alerts')
    .selectAll()
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowIso)]))
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const findAlert = (db: Db, id: number) =>
  db.selectFrom('site_alerts').selectAll().where('id', '=', id).executeTakeFirst();

/** Every alert's id and last change (the sitemap). */
export const listAlertDates = (db: Db) =>
  db.selectFrom('site_alerts').select(['id', 'updated_at']).orderBy('id', 'desc').execute();

/** The updates of the given alerts (every alert's when `ids` is undefined), oldest first. */
export function listAlertUpdates(db: Db, ids?: readonly number[]) {
  if (ids && ids.length === 0) return Promise.resolve([]);
  let q = db.selectFrom('site_alert_updates').selectAll();
  if (ids) q = q.where('alert_id', 'in', ids);
  return q.orderBy('alert_id').orderBy('id').execute();
}

/** An alert's updates, before the alert is deleted. */
export const deleteAlertUpdates = (db: Db, alertId: number) =>
  db.deleteFrom('site_alert_updates').where('alert_id', '=', alertId).execute();

export const insertAlertUpdate = (db: Db, row: Insertable<SiteAlertUpdatesTable>) =>
  db.insertInto('site_alert_updates').values(row).returning('id').executeTakeFirstOrThrow();

// ——— Events ———

const eventColumns = [
  'site_events.id',
  'site_events.title',
  'site_events.date',
  'site_events.start_time',
  'site_events.end_date',
  'site_events.end_time',
  'site_events.place',
  'site_events.description',
  'site_events.image',
  'site_events.image_alt',
  'site_events.office_id',
  'offices.slug as office',
  'offices.name as office_name',
] as const;

const events = (db: Db) =>
  db.selectFrom('site_events').innerJoin('offices', 'offices.office_id', 'site_events.office_id');

/** Events by date, oldest first; only one office's when `officeId` is given. */
export function listEvents(db: Db, officeId?: number) {
  let q = events(db).select(eventColumns);
  if (officeId !== undefined) q = q.where('site_events.office_id', '=', officeId);
  return q.orderBy('site_events.date').orderBy('site_events.start_time').orderBy('site_events.id').execute();
}

export const findEvent = (db: Db, id: number) =>
  events(db).select(eventColumns).where('site_events.id', '=', id).executeTakeFirst();

export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/** Every event's id and last change, for the sitemap. */
export const listEventDates = (db: Db) =>
  db.selectFrom('site_events').select(['id', 'updated_at']).orderBy('date').orderBy('id').execute();

export async function countEvents(db: Db): Promise<number> {
  const r = await db
    .selectFrom('site_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

// ——— Vacancies ———

export const listVacancies = (db: Db) =>
  db.selectFrom('site_vacancies').selectAll().orderBy('closing_date').orderBy('id').execute();

/** Vacancies whose closing date is `today` or later (yyyy-mm-dd, campus time zone). */
export const listOpenVacancies = (db: Db, today: string) =>
  db
    .selectFrom('site_vacancies')
    .selectAll()
    .where('closing_date', '>=', today)
    .orderBy('closing_date')
    .orderBy('id')
    .execute();

// ——— Blocks ———

export async function readBlocks(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('site_blocks').select(['key', 'value']).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Writes a block, replacing the stored one. */
export async function writeBlock(db: Db, key: string, value: string, at: string): Promise<void> {
  await db
    .insertInto('site_blocks')
    .values({ key, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}

/** Writes a block only when none is stored (first-start seeding). */
export async function insertBlockIfMissing(db: Db, key: string, value: string, at: string): Promise<void> {
  await db
    .insertInto('site_blocks')
    .values({ key, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
