// Site content policy (docs/decisions/0015-site-content.md): who may change what, validation beyond the
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
import { type Actor, auditActorOf, type SignedInUser } from '../domain/actor.ts';
import type { AuditAction } from '../domain/audit.ts';
import type { ArticleChange } from '../domain/changes.ts';
import type { Clock } from '../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../lib/http-errors.ts';
import { campusDate } from '../lib/working-days.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import * as repo from '../repositories/site-content.ts';
import { requireAlertPublisher } from './alert-publishers.ts';
import type { AlertNews } from './subscriptions.ts';

export interface SiteDeps {
  db: Kysely<Database>;
  clock: Clock;
  emit: (change: ArticleChange) => void;
  /**
   * Queues the mail of a posted, updated or lifted alert to its subscribers inside the alert's transaction
   * (services/subscriptions.ts queueAlertMail); absent where no mail is wanted.
   */
  alertMail?: (trx: Kysely<Database>, alert: SiteAlert, news: AlertNews) => Promise<unknown>;
}

/** Change-bus areas, one per kind of content. */
export type SiteArea = 'alerts' | 'events' | 'vacancies' | SiteBlockKey;

/** What a fresh install starts with: config/site.ts's blocks and the Admissions page's content file. */
const seedBlocks = (): SiteBlocks => ({ ...configBlocks(), admissions: admissionsSeed });

/** The app_settings row that records the one-time seeding (deleting every event must not bring them back). */
export const SITE_SEEDED_KEY = 'site_content_seeded';

/**
 * First start: the blocks and events of config/site.ts. Called by seed() under its advisory lock, so two
 * instances starting together seed once; the marker and block inserts are idempotent as well.
 */
export async function seedSiteContent(db: Kysely<Database>, clock: Clock): Promise<boolean> {
  const done = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', SITE_SEEDED_KEY)
    .executeTakeFirst();
  if (done) return false;
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const blocks = seedBlocks();
    for (const key of Object.keys(SITE_BLOCKS) as SiteBlockKey[])
      await repo.insertBlockIfMissing(trx, key, JSON.stringify(blocks[key]), now);
    if ((await repo.countEvents(trx)) === 0) {
      for (const e of configEvents()) await repo.insertEvent(trx, eventRow(e, now));
    }
    await trx
      .insertInto('app_settings')
      .values({ key: SITE_SEEDED_KEY, value: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
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

async function audited<T>(
  deps: SiteDeps,
  actor: Actor,
  area: SiteArea,
  entry: {
    action: AuditAction;
    targetType: string;
    targetId?: number | string | null;
    details?: Record<string, unknown>;
    office?: string | null;
  },
  write: (trx: Kysely<Database>, now: string) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const r = await write(trx, now.toISOString());
    const id = entry.targetId ?? (typeof r === 'number' ? r : null);
    await writeAudit(trx, now, { ...auditActorOf(actor), ...entry, targetId: id });
    return r;
  });
  deps.emit({ kind: 'content', area });
  return result;
}

function requireSuperadmin(actor: Actor) {
  if (actor.user.role !== 'superadmin') throw forbidden(SITE_MESSAGES.superadminOnly);
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

const alertRow = (a: AlertInput) => ({
  severity: a.severity,
  title: a.title,
  message: a.message,
  link: a.link,
  starts_at: a.starts_at,
  ends_at: a.ends_at,
  office_id: officeIdOf(a.office),
});

export async function createAlert(deps: SiteDeps, actor: Actor, input: AlertInput): Promise<number> {
  await requireAlertPublisher(deps.db, actor.user);
  return audited(
    deps,
    actor,
    'alerts',
    {
      action: 'site.alert.create',
      targetType: 'site_alert',
      details: { title: input.title, severity: input.severity },
    },
    async (trx, now) => {
      const id = Number(
        (await repo.insertAlert(trx, { ...alertRow(input), created_at: now, updated_at: now })).id,
      );
      await mailAlert(deps, trx, id, { kind: 'posted' });
      return id;
    },
  );
}

export async function changeAlert(deps: SiteDeps, actor: Actor, id: number, input: AlertInput) {
  await requireAlertPublisher(deps.db, actor.user);
  await audited(
    deps,
    actor,
    'alerts',
    {
      action: 'site.alert.update',
      targetType: 'site_alert',
      targetId: id,
      details: { title: input.title, severity: input.severity },
    },
    async (trx, now) => {
      if (!(await repo.updateAlert(trx, id, { ...alertRow(input), updated_at: now })))
        throw notFound(SITE_MESSAGES.alertNotFound);
    },
  );
}

/**
 * Posts an update to an alert ("Classes resume Monday"); lifting also ends the alert now, so the banner goes
 * and its page says it was lifted.
 */
export async function postAlertUpdate(deps: SiteDeps, actor: Actor, id: number, input: AlertUpdateInput) {
  await requireAlertPublisher(deps.db, actor.user);
  await audited(
    deps,
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
      await repo.updateAlert(trx, id, set);
      await mailAlert(deps, trx, id, { kind: input.lift ? 'lifted' : 'update', message: input.message });
    },
  );
}

async function mailAlert(deps: SiteDeps, trx: Kysely<Database>, id: number, news: AlertNews) {
  if (!deps.alertMail) return;
  const row = await repo.findAlert(trx, id);
  const alert = row && (await alertsOf(trx, [row]))[0];
  if (alert) await deps.alertMail(trx, alert, news);
}

export async function removeAlert(deps: SiteDeps, actor: Actor, id: number) {
  requireSuperadmin(actor);
  await audited(
    deps,
    actor,
    'alerts',
    { action: 'site.alert.delete', targetType: 'site_alert', targetId: id },
    async (trx) => {
      if (!(await repo.deleteAlert(trx, id))) throw notFound(SITE_MESSAGES.alertNotFound);
    },
  );
}

// Events (office admins for their office, superadmins for all)

function officeIdOf(slug: string): number {
  const office = findOffice(slug);
  if (!office) throw badRequest(SITE_MESSAGES.officeInvalid);
  return office.office_id;
}

function assertEventOffice(actor: Actor, officeSlug: string) {
  if (actor.user.role !== 'superadmin' && actor.user.office !== officeSlug)
    throw forbidden(SITE_MESSAGES.eventForbidden);
}

/** An event the actor may change; another office's answers exactly as a missing one (404). */
async function visibleEvent(deps: SiteDeps, actor: Actor, id: number) {
  const existing = await repo.findEvent(deps.db, id);
  if (!existing || (actor.user.role !== 'superadmin' && actor.user.office !== existing.office))
    throw notFound(SITE_MESSAGES.eventNotFound);
  return existing;
}

const eventRow = (e: EventInput, now: string) => ({
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
  created_at: now,
  updated_at: now,
});

/** The portal's list: every event for a superadmin, the own office's for an office admin. */
export async function listEventsFor(db: Kysely<Database>, user: SignedInUser): Promise<SiteEvent[]> {
  const rows = await repo.listEvents(db, user.role === 'superadmin' ? undefined : user.office_id);
  return rows.map(toEvent).reverse();
}

export function createEvent(deps: SiteDeps, actor: Actor, input: EventInput): Promise<number> {
  assertEventOffice(actor, input.office);
  return audited(
    deps,
    actor,
    'events',
    {
      action: 'site.event.create',
      targetType: 'site_event',
      office: input.office,
      details: { title: input.title, date: input.date },
    },
    async (trx, now) => Number((await repo.insertEvent(trx, eventRow(input, now))).id),
  );
}

export async function changeEvent(deps: SiteDeps, actor: Actor, id: number, input: EventInput) {
  await visibleEvent(deps, actor, id);
  assertEventOffice(actor, input.office);
  await audited(
    deps,
    actor,
    'events',
    {
      action: 'site.event.update',
      targetType: 'site_event',
      targetId: id,
      office: input.office,
      details: { title: input.title, date: input.date },
    },
    async (trx, now) => {
      const { created_at: _created, ...set } = eventRow(input, now);
      if (!(await repo.updateEvent(trx, id, set))) throw notFound(SITE_MESSAGES.eventNotFound);
    },
  );
}

export async function removeEvent(deps: SiteDeps, actor: Actor, id: number) {
  const existing = await visibleEvent(deps, actor, id);
  await audited(
    deps,
    actor,
    'events',
    {
      action: 'site.event.delete',
      targetType: 'site_event',
      targetId: id,
      office: existing.office,
      details: { title: existing.title },
    },
    async (trx) => {
      if (!(await repo.deleteEvent(trx, id))) throw notFound(SITE_MESSAGES.eventNotFound);
    },
  );
}

// Vacancies (superadmins)

export async function listAllVacancies(db: Kysely<Database>): Promise<Vacancy[]> {
  return (await repo.listVacancies(db)).map(toVacancy);
}

const vacancyRow = (v: VacancyInput): Omit<SiteVacanciesTable, 'id' | 'created_at' | 'updated_at'> => ({
  title: v.title,
  office: v.office,
  closing_date: v.closing_date,
  description: v.description,
  requirements: v.requirements,
  how_to_apply: v.how_to_apply,
});

export function createVacancy(deps: SiteDeps, actor: Actor, input: VacancyInput): Promise<number> {
  requireSuperadmin(actor);
  return audited(
    deps,
    actor,
    'vacancies',
    {
      action: 'site.vacancy.create',
      targetType: 'site_vacancy',
      details: { title: input.title, closing_date: input.closing_date },
    },
    async (trx, now) =>
      Number((await repo.insertVacancy(trx, { ...vacancyRow(input), created_at: now, updated_at: now })).id),
  );
}

export async function changeVacancy(deps: SiteDeps, actor: Actor, id: number, input: VacancyInput) {
  requireSuperadmin(actor);
  await audited(
    deps,
    actor,
    'vacancies',
    {
      action: 'site.vacancy.update',
      targetType: 'site_vacancy',
      targetId: id,
      details: { title: input.title, closing_date: input.closing_date },
    },
    async (trx, now) => {
      if (!(await repo.updateVacancy(trx, id, { ...vacancyRow(input), updated_at: now })))
        throw notFound(SITE_MESSAGES.vacancyNotFound);
    },
  );
}

export async function removeVacancy(deps: SiteDeps, actor: Actor, id: number) {
  requireSuperadmin(actor);
  await audited(
    deps,
    actor,
    'vacancies',
    { action: 'site.vacancy.delete', targetType: 'site_vacancy', targetId: id },
    async (trx) => {
      if (!(await repo.deleteVacancy(trx, id))) throw notFound(SITE_MESSAGES.vacancyNotFound);
    },
  );
}

// Blocks (superadmins)

export async function saveBlock<K extends SiteBlockKey>(
  deps: SiteDeps,
  actor: Actor,
  key: K,
  value: SiteBlocks[K],
) {
  requireSuperadmin(actor);
  await audited(
    deps,
    actor,
    key,
    { action: 'site.block.update', targetType: 'site_block', targetId: key },
    (trx, now) => repo.writeBlock(trx, key, JSON.stringify(value), now),
  );
}

/** Every event with a numeric id, for the calendar file. */
/** The calendar feed: every event, or one office's (`/events.ics?office=`). */
export const calendarEvents = async (db: Kysely<Database>, office?: string) =>
  (await repo.listEvents(db, office ? findOffice(office)?.office_id : undefined)).map((e) => ({
    ...e,
    id: Number(e.id),
  }));
