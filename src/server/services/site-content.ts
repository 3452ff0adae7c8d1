// Site content policy (docs/decisions/0015-site-content.md): the record kinds of services/site-records.ts
// (alerts, events, vacancies: docs/decisions/0043-site-records.md), who may change what, validation beyond the
// shape (office scope), the audit entry and change announcement of every write, first-start seeding from
// config/site.ts, and the public view (active alert, home events, open vacancies) at the app clock's time.
import type { Insertable, Kysely, Selectable } from 'kysely';
import { admissionsSeed } from '../../../content/pages/admissions.ts';
import { findOffice, findOfficeById, type OfficeSlug } from '../../shared/contract/offices.ts';
import {
  ALERT_SEVERITIES,
  type AlertInput,
  type AlertUpdate,
  type AlertUpdateInput,
  type Contacts,
  type EventInput,
  HOME_EVENT_COUNT,
  type HomeEvent,
  SITE_BLOCKS,
  SITE_MESSAGES,
  type SiteAlert,
  type SiteBlockKey,
  type SiteBlocks,
  type SiteContent,
  type SiteEvent,
  type Vacancy,
  type VacancyInput,
} from '../../shared/contract/site.ts';
import { EVENTS_FEED_PATH } from '../../shared/routes.ts';
import { configBlocks, configEvents } from '../../shared/site-defaults.ts';
import type { Database, SiteAlertsTable, SiteVacanciesTable } from '../db/schema.ts';
import type { Actor, SignedInUser } from '../domain/actor.ts';
import type { Clock } from '../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../lib/http-errors.ts';
import { campusDate } from '../lib/working-days.ts';
import { hasMarker, setMarker } from '../repositories/app-settings.ts';
import * as repo from '../repositories/site-content.ts';
import { insertRecord, updateRecord } from '../repositories/site-records.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { requireAlertPublisher } from './alert-publishers.ts';
import { alertPushPayload, queueAlertPush } from './push.ts';
import { audited, type RecordKind, type SiteCtx } from './site-records.ts';
import { type AlertNews, queueAlertMail } from './subscriptions.ts';

export type { SiteArea } from './site-records.ts';

/** What a fresh install starts with: config/site.ts's blocks and the Admissions page's content file. */
const seedBlocks = (): SiteBlocks => ({ ...configBlocks(), admissions: admissionsSeed });

/** The app_settings row that records the one-time seeding (deleting every event must not bring them back). */
export const SITE_SEEDED_KEY = 'site_content_seeded';

/**
 * First start: the blocks and events of config/site.ts. Called by seed() under its advisory lock, so two
 * instances starting together seed once; the marker and block inserts are idempotent as well.
 */
export async function seedSiteContent(db: Kysely<Database>, clock: Clock): Promise<boolean> {
  if (await hasMarker(db, SITE_SEEDED_KEY)) return false;
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const blocks = seedBlocks();
    for (const key of Object.keys(SITE_BLOCKS) as SiteBlockKey[])
      await repo.insertBlockIfMissing(trx, key, JSON.stringify(blocks[key]), now);
    if ((await repo.countEvents(trx)) === 0) {
      for (const e of configEvents())
        await insertRecord(trx, 'site_events', { ...eventColumns(e), created_at: now, updated_at: now });
    }
    await setMarker(trx, SITE_SEEDED_KEY, now);
  });
  return true;
}

// ——— Reading ———

type AlertRow = Selectable<SiteAlertsTable>;
type AlertUpdateRow = Selectable<Database['site_alert_updates']>;

const toAlert = (r: AlertRow, updates: readonly AlertUpdateRow[]): SiteAlert => {
  const office = findOfficeById(Number(r.office_id)) ?? findOfficeById(1);
  return {
    id: Number(r.id),
    severity: r.severity as SiteAlert['severity'],
    title: r.title,
    message: r.message,
    link: r.link,
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    office: office?.slug ?? 'administration',
    office_name: office?.name ?? 'Administration',
    posted_at: r.created_at,
    lifted_at: r.lifted_at,
    updates: updates
      .filter((u) => Number(u.alert_id) === Number(r.id))
      .map(
        (u): AlertUpdate => ({ message: u.message, lifts: Number(u.lifts) === 1, posted_at: u.posted_at }),
      ),
  };
};

/** Alert rows with their updates. */
async function alertsOf(db: Kysely<Database>, rows: readonly AlertRow[]): Promise<SiteAlert[]> {
  const updates = await repo.listAlertUpdates(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => toAlert(r, updates));
}

const toEvent = (r: repo.EventRow): SiteEvent => ({
  id: Number(r.id),
  title: r.title,
  office: r.office,
  office_name: r.office_name,
  date: r.date,
  start_time: r.start_time,
  end_date: r.end_date,
  end_time: r.end_time,
  place: r.place,
  description: r.description,
  image: r.image,
  image_alt: r.image ? r.image_alt : null,
});

const toVacancy = (r: Omit<Selectable<SiteVacanciesTable>, 'created_at' | 'updated_at'>): Vacancy => ({
  id: Number(r.id),
  title: r.title,
  office: r.office,
  closing_date: r.closing_date,
  description: r.description,
  requirements: r.requirements,
  how_to_apply: r.how_to_apply,
});

/** Stored blocks, each checked against the contract; a missing or unreadable one falls back to the configuration. */
export async function readBlocks(db: Kysely<Database>): Promise<SiteBlocks> {
  const stored = await repo.readBlocks(db);
  const fallback = seedBlocks();
  const read = <K extends SiteBlockKey>(key: K): SiteBlocks[K] => {
    const raw = stored.get(key);
    if (raw === undefined) return fallback[key];
    try {
      const parsed = SITE_BLOCKS[key].safeParse(JSON.parse(raw));
      return parsed.success ? (parsed.data as SiteBlocks[K]) : fallback[key];
    } catch {
      return fallback[key];
    }
  };
  return {
    facts: read('facts'),
    slides: read('slides'),
    contacts: read('contacts') as Contacts,
    quick_links: read('quick_links'),
    admissions: read('admissions'),
  };
}

/** Everything the public view needs, read once and kept until the next content change. */
export interface SiteSnapshot {
  alerts: SiteAlert[];
  events: SiteEvent[];
  vacancies: Vacancy[];
  blocks: SiteBlocks;
  /** When read: alerts that had ended by then are left out. */
  readAt: string;
}

export async function readSnapshot(db: Kysely<Database>, now: Date): Promise<SiteSnapshot> {
  const today = campusDate(now);
  const [alerts, events, vacancies, blocks] = await Promise.all([
    repo.listAlertsNotEnded(db, now.toISOString()).then((rows) => alertsOf(db, rows)),
    repo.listEvents(db),
    repo.listOpenVacancies(db, today),
    readBlocks(db),
  ]);
  return {
    alerts,
    events: events.map(toEvent),
    vacancies: vacancies.map(toVacancy),
    blocks,
    readAt: now.toISOString(),
  };
}

/**
 * A value that changes whenever what public pages show changes by the clock alone: an alert starting or
 * ending, and the campus date (events becoming past, vacancies closing). Rendered pages are kept under it
 * (plugins/client.ts), so a cached page never outlives such a moment.
 */
export function clockStamp(snapshot: Pick<SiteSnapshot, 'alerts'>, now: Date): string {
  const t = now.getTime();
  let passed = 0;
  for (const a of snapshot.alerts) {
    if (Date.parse(a.starts_at) <= t) passed++;
    if (a.ends_at !== null && Date.parse(a.ends_at) <= t) passed++;
  }
  return `${campusDate(now)}/${passed}`;
}

const SEVERITY_RANK = Object.fromEntries(ALERT_SEVERITIES.map((s, i) => [s, i])) as Record<string, number>;

export const isAlertActive = (a: SiteAlert, now: Date) =>
  Date.parse(a.starts_at) <= now.getTime() && (a.ends_at === null || Date.parse(a.ends_at) > now.getTime());

/** The alert shown now: the most severe active one, then the one that started last. */
export function activeAlert(alerts: readonly SiteAlert[], now: Date): SiteAlert | null {
  const active = alerts.filter((a) => isAlertActive(a, now));
  active.sort(
    (a, b) =>
      (SEVERITY_RANK[b.severity] ?? 0) - (SEVERITY_RANK[a.severity] ?? 0) ||
      Date.parse(b.starts_at) - Date.parse(a.starts_at) ||
      b.id - a.id,
  );
  return active[0] ?? null;
}

/** An event is past once its last day (end date, else its date) is before today in the campus time zone. */
export const isPastEvent = (e: Pick<SiteEvent, 'date' | 'end_date'>, today: string) =>
  (e.end_date ?? e.date) < today;

/** The three nearest upcoming events, filled with the most recent past ones when fewer are ahead. */
export function homeEvents(events: readonly SiteEvent[], now: Date): HomeEvent[] {
  const today = campusDate(now);
  const upcoming = events.filter((e) => !isPastEvent(e, today)); // already ordered by date and time
  const past = events.filter((e) => isPastEvent(e, today)).reverse();
  return [
    ...upcoming.slice(0, HOME_EVENT_COUNT).map((e) => ({ ...e, past: false })),
    ...past.slice(0, Math.max(0, HOME_EVENT_COUNT - upcoming.length)).map((e) => ({ ...e, past: true })),
  ];
}

export function publicView(s: SiteSnapshot, now: Date): SiteContent {
  const today = campusDate(now);
  return {
    ok: true,
    alert: activeAlert(s.alerts, now),
    events: homeEvents(s.events, now),
    vacancies: s.vacancies.filter((v) => v.closing_date >= today),
    facts: s.blocks.facts,
    slides: s.blocks.slides,
    contacts: s.blocks.contacts,
    quick_links: s.blocks.quick_links,
  };
}

/** The /events page: upcoming events soonest first and past ones most recent first, of one office or all. */
export function eventsListing(
  s: Pick<SiteSnapshot, 'events'>,
  now: Date,
  office?: string,
): { today: string; upcoming: SiteEvent[]; past: SiteEvent[] } {
  const today = campusDate(now);
  const events = office ? s.events.filter((e) => e.office === office) : s.events;
  return {
    today,
    upcoming: events.filter((e) => !isPastEvent(e, today)), // already ordered by date and time
    past: events.filter((e) => isPastEvent(e, today)).reverse(),
  };
}

/**
 * The /events page's answer: the listing, and the address a calendar app subscribes to (the feed of the chosen
 * office) over webcal://, the scheme they open.
 */
export function eventsReply(
  s: Pick<SiteSnapshot, 'events'>,
  now: Date,
  siteUrl: string,
  office?: OfficeSlug,
) {
  const feed = new URL(EVENTS_FEED_PATH, `${siteUrl}/`);
  if (office) feed.searchParams.set('office', office);
  return {
    ok: true as const,
    ...eventsListing(s, now, office),
    subscribe: `webcal://${feed.host}${feed.pathname}${feed.search}`,
  };
}

/** The admissions block as the public read answers it. */
export const admissionsReply = (s: Pick<SiteSnapshot, 'blocks'>) => ({
  ok: true as const,
  admissions: s.blocks.admissions,
});

export async function publicEvent(db: Kysely<Database>, id: number, now: Date) {
  const row = await repo.findEvent(db, id);
  if (!row) throw notFound(SITE_MESSAGES.eventNotFound);
  const event = toEvent(row);
  return { ok: true as const, event, past: isPastEvent(event, campusDate(now)) };
}

// ——— Writing ———

function requireSuperadmin(actor: Actor) {
  if (actor.user.role !== 'superadmin') throw forbidden(SITE_MESSAGES.superadminOnly);
}

function officeIdOf(slug: string): number {
  const office = findOffice(slug);
  if (!office) throw badRequest(SITE_MESSAGES.officeInvalid);
  return office.office_id;
}

// Alerts (superadmins and alert publishers; deleting: superadmins)

/** Every alert, past ones included, the latest first: the portal's list and the public /alerts page. */
export async function listAllAlerts(db: Kysely<Database>): Promise<SiteAlert[]> {
  return alertsOf(db, await repo.listAlerts(db));
}

/** One alert with its updates, for its permanent page; undefined when there is none. */
export async function findAlertWithUpdates(db: Kysely<Database>, id: number): Promise<SiteAlert | undefined> {
  const row = await repo.findAlert(db, id);
  return row ? (await alertsOf(db, [row]))[0] : undefined;
}

export const alertKind: RecordKind<AlertInput, SiteAlert, 'site_alerts'> = {
  noun: 'alert',
  area: 'alerts',
  table: 'site_alerts',
  notFound: SITE_MESSAGES.alertNotFound,
  list: (ctx) => listAllAlerts(ctx.db.kysely),
  columns: (a) => ({
    severity: a.severity,
    title: a.title,
    message: a.message,
    link: a.link,
    starts_at: a.starts_at,
    ends_at: a.ends_at,
    office_id: officeIdOf(a.office),
  }),
  audit: (a) => ({ details: { title: a.title, severity: a.severity } }),
  mayWrite: (ctx, actor) => requireAlertPublisher(ctx.db.kysely, actor.user),
  mayRemove: requireSuperadmin,
  added: (ctx, trx, id) => mailAlert(ctx, trx, id, { kind: 'posted' }),
  removing: (trx, id) => repo.deleteAlertUpdates(trx, id),
};

/**
 * Posts an update to an alert ("Classes resume Monday"); lifting also ends the alert now, so the banner goes
 * and its page says it was lifted.
 */
export async function postAlertUpdate(ctx: SiteCtx, actor: Actor, id: number, input: AlertUpdateInput) {
  await requireAlertPublisher(ctx.db.kysely, actor.user);
  await audited(
    ctx,
    actor,
    'alerts',
    {
      action: input.lift ? 'site.alert.lift' : 'site.alert.note',
      targetType: 'site_alert',
      targetId: id,
      details: { message: input.message },
    },
    async (trx, now) => {
      const row = await repo.findAlert(trx, id);
      if (!row) throw notFound(SITE_MESSAGES.alertNotFound);
      await repo.insertAlertUpdate(trx, {
        alert_id: id,
        message: input.message,
        lifts: input.lift ? 1 : 0,
        posted_at: now,
      });
      const set: Partial<Insertable<SiteAlertsTable>> = { updated_at: now };
      if (input.lift && !row.lifted_at) {
        set.lifted_at = now;
        // Ends now; one lifted before it started never shows (it ends as it starts).
        const at = Math.max(Date.parse(now), Date.parse(row.starts_at));
        if (row.ends_at === null || Date.parse(row.ends_at) > at) set.ends_at = new Date(at).toISOString();
      }
      await updateRecord(trx, 'site_alerts', id, set);
      await mailAlert(ctx, trx, id, { kind: input.lift ? 'lifted' : 'update', message: input.message });
    },
  );
}

/** Subscribers by e-mail and subscribed devices hear of a posted, updated or lifted alert, in its transaction. */
async function mailAlert(ctx: SiteCtx, trx: Kysely<Database>, id: number, news: AlertNews) {
  const row = await repo.findAlert(trx, id);
  const alert = row && (await alertsOf(trx, [row]))[0];
  if (!alert) return;
  await queueAlertMail(ctx, trx, alert, news);
  await queueAlertPush(ctx, trx, alertPushPayload(alert, news, siteBaseUrl(ctx.config)));
}

// Events (office admins for their office, superadmins for all)

const mayManageEventsOf = (actor: Actor, officeSlug: string) =>
  actor.user.role === 'superadmin' || actor.user.office === officeSlug;

const eventColumns = (e: EventInput) => ({
  office_id: officeIdOf(e.office),
  title: e.title,
  date: e.date,
  start_time: e.start_time,
  end_date: e.end_date,
  end_time: e.end_time,
  place: e.place,
  description: e.description,
  image: e.image,
  image_alt: e.image ? e.image_alt : null,
});

/** The portal's list: every event for a superadmin, the own office's for an office admin. */
export async function listEventsFor(db: Kysely<Database>, user: SignedInUser): Promise<SiteEvent[]> {
  const rows = await repo.listEvents(db, user.role === 'superadmin' ? undefined : user.office_id);
  return rows.map(toEvent).reverse();
}

export const eventKind: RecordKind<EventInput, SiteEvent, 'site_events', repo.EventRow> = {
  noun: 'event',
  area: 'events',
  table: 'site_events',
  notFound: SITE_MESSAGES.eventNotFound,
  list: (ctx, actor) => listEventsFor(ctx.db.kysely, actor.user),
  columns: eventColumns,
  audit: (e) => ({ office: e.office, details: { title: e.title, date: e.date } }),
  mayWrite: (_ctx, actor, e) => {
    if (!mayManageEventsOf(actor, e.office)) throw forbidden(SITE_MESSAGES.eventForbidden);
  },
  mayRemove: () => {},
  // Another office's event answers exactly as a missing one.
  scoped: {
    find: repo.findEvent,
    sees: (actor, row) => mayManageEventsOf(actor, row.office),
    removal: (row) => ({ office: row.office, details: { title: row.title } }),
  },
};

// Vacancies (superadmins)

export async function listAllVacancies(db: Kysely<Database>): Promise<Vacancy[]> {
  return (await repo.listVacancies(db)).map(toVacancy);
}

export const vacancyKind: RecordKind<VacancyInput, Vacancy, 'site_vacancies'> = {
  noun: 'vacancy',
  area: 'vacancies',
  table: 'site_vacancies',
  notFound: SITE_MESSAGES.vacancyNotFound,
  list: (ctx) => listAllVacancies(ctx.db.kysely),
  columns: (v) => ({
    title: v.title,
    office: v.office,
    closing_date: v.closing_date,
    description: v.description,
    requirements: v.requirements,
    how_to_apply: v.how_to_apply,
  }),
  audit: (v) => ({ details: { title: v.title, closing_date: v.closing_date } }),
  mayWrite: (_ctx, actor) => requireSuperadmin(actor),
  mayRemove: requireSuperadmin,
};

// Blocks (superadmins)

export async function saveBlock<K extends SiteBlockKey>(
  ctx: Pick<SiteCtx, 'db' | 'clock' | 'emit'>,
  actor: Actor,
  key: K,
  value: SiteBlocks[K],
) {
  requireSuperadmin(actor);
  await audited(
    ctx,
    actor,
    key,
    { action: 'site.block.update', targetType: 'site_block', targetId: key },
    (trx, now) => repo.writeBlock(trx, key, JSON.stringify(value), now),
  );
}

/** The calendar feed: every event, or one office's (`/events.ics?office=`). */
export const calendarEvents = async (db: Kysely<Database>, office?: string) =>
  (await repo.listEvents(db, office ? findOffice(office)?.office_id : undefined)).map((e) => ({
    ...e,
    id: Number(e.id),
  }));
