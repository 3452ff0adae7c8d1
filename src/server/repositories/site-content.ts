// Site content rows: alerts, events, vacancies and the JSON blocks. Reads and writes only; who may change what,
// validation and the change announcements live in services/site-content.ts.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type {
  Database,
  SiteAlertsTable,
  SiteAlertUpdatesTable,
  SiteEventsTable,
  SiteVacanciesTable,
} from '../db/schema.ts';

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

export const insertAlert = (db: Db, row: Insertable<SiteAlertsTable>) =>
  db.insertInto('site_alerts').values(row).returning('id').executeTakeFirstOrThrow();

export async function updateAlert(
  db: Db,
  id: number,
  set: Partial<Insertable<SiteAlertsTable>>,
): Promise<boolean> {
  const r = await db.updateTable('site_alerts').set(set).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteAlert(db: Db, id: number): Promise<boolean> {
  await db.deleteFrom('site_alert_updates').where('alert_id', '=', id).execute();
  const r = await db.deleteFrom('site_alerts').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

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

export const insertEvent = (db: Db, row: Insertable<SiteEventsTable>) =>
  db.insertInto('site_events').values(row).returning('id').executeTakeFirstOrThrow();

export async function updateEvent(
  db: Db,
  id: number,
  set: Partial<Insertable<SiteEventsTable>>,
): Promise<boolean> {
  const r = await db.updateTable('site_events').set(set).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteEvent(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('site_events').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

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

export const insertVacancy = (db: Db, row: Insertable<SiteVacanciesTable>) =>
  db.insertInto('site_vacancies').values(row).returning('id').executeTakeFirstOrThrow();

export async function updateVacancy(
  db: Db,
  id: number,
  set: Partial<Insertable<SiteVacanciesTable>>,
): Promise<boolean> {
  const r = await db.updateTable('site_vacancies').set(set).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteVacancy(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('site_vacancies').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

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
