// Concern cases: opening a case for each submitted concern, who may see and change which case, deadlines
// from the Citizen's Charter classification, history of every change, replies, the monthly report and the
// retention purge. Rows are read and written through repositories/concern-cases.ts.
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { siteConfig } from '../../../config/site.ts';
import { philippineHolidays } from '../../../content/philippine-holidays.ts';
import {
  CASE_CLASSIFICATION_LABELS,
  CASE_MESSAGES,
  CASE_PAGE_SIZE,
  CASE_REFERENCE_PATTERN,
  CASE_STATUS_LABELS,
  type CaseClassification,
  type CaseDetail,
  type CaseListQuery,
  type CaseListResponse,
  type CaseMail,
  type CaseStatus,
  type CaseSummary,
  type CaseUpdate,
  DEADLINE_WORKING_DAYS,
  type DueState,
  normalizeReference,
  type ReportResponse,
  type ReportRow,
} from '../../shared/contract/cases.ts';
import { findOfficeById } from '../../shared/contract/offices.ts';
import { formatLongDate, formatPortalDate } from '../../shared/dates.ts';
import { CSM_PATH, FOI_REQUESTER_PATH } from '../../shared/routes.ts';
import { continuesAfterFailedStatement, isUniqueViolation, lockKeys } from '../db/dialect.ts';
import type { ConcernMailRow, Database } from '../db/schema.ts';
import type { SignedInUser } from '../domain/actor.ts';
import type { AuditAction } from '../domain/audit.ts';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-errors.ts';
import { addWorkingDays, campusDate } from '../lib/working-days.ts';
import { hasMarker, setMarker } from '../repositories/app-settings.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import {
  type CaseWithOffice,
  casesReceivedBetween,
  countAcknowledgementsSince,
  deleteHoliday,
  findCaseById,
  findCaseByReference,
  holidayDatesFrom,
  holidayExists,
  insertCase,
  insertEvent,
  insertHolidays,
  insertMail,
  insertNote,
  listCases,
  listEvents,
  listHolidays,
  listMailForCase,
  listNotes,
  listOpenConcernDeadlines,
  purgeClosedCasesBefore,
  updateCase,
} from '../repositories/concern-cases.ts';
import type { AppContext } from './app-context.ts';
import { inviteToSurvey, type SurveyContext } from './csm.ts';
import { newMessageId, queuedMail } from './queued-mail.ts';

/** What case rules use of the app context; openCase runs with `db.kysely` a transaction (transactionContext). */
export type CaseContext = Pick<AppContext, 'db' | 'clock'>;

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const DAY_MS = 24 * 60 * 60_000;

function newReference(now: Date, prefix: string): string {
  let tail = '';
  for (let i = 0; i < 6; i++) tail += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${campusDate(now).slice(0, 4)}-${tail}`;
}

/** Last day to act on a case received at `receivedAt` with this classification. */
export async function dueDateFor(
  db: Kysely<Database>,
  receivedAt: Date,
  classification: CaseClassification,
): Promise<string> {
  const received = campusDate(receivedAt);
  const holidays = await holidayDatesFrom(db, received);
  return addWorkingDays(received, DEADLINE_WORKING_DAYS[classification], holidays);
}

export function dueState(c: { status: string; due_date: string }, today: string): DueState {
  if (c.status === 'answered' || c.status === 'closed') return 'done';
  if (c.due_date < today) return 'overdue';
  if (c.due_date === today) return 'due_today';
  return 'on_time';
}

export const displayName = (u: SignedInUser) => `${u.first_name} ${u.last_name}`.trim() || u.email;

/** Adds one line per summary to a case's history, as done by `user` at `iso`. */
export async function recordEvents(
  db: Kysely<Database>,
  caseId: number,
  user: SignedInUser,
  iso: string,
  summaries: string[],
) {
  for (const summary of summaries)
    await insertEvent(db, {
      case_id: caseId,
      created_at: iso,
      actor_user_id: user.id,
      actor: displayName(user),
      summary,
    });
}

/**
 * The acknowledgement is a fixed text with the reference and the due date only: never the visitor's words,
 * so the form cannot be used to send a chosen text to a chosen address.
 */
export function acknowledgementMail(reference: string, dueDate: string, days: number) {
  return {
    subject: `We received your concern (reference ${reference})`,
    body: [
      'Good day,',
      '',
      `Thank you for writing to ${siteConfig.campus_name}. Your concern has been received and recorded under the reference number ${reference}. Please quote this number if you write to us again about it.`,
      '',
      `Under our Citizen's Charter we act on concerns within ${days} working days, so you can expect a reply by ${formatLongDate(dueDate)}. If the concern needs more work, we will tell you the new date.`,
      '',
      siteConfig.campus_name,
      `${siteConfig.address} · ${siteConfig.contact}`,
    ].join('\n'),
  };
}

export function replyMail(reference: string, body: string) {
  return {
    subject: `Re: your concern (reference ${reference})`,
    body: [body, '', '—', `${siteConfig.campus_name}`, `Reference: ${reference}`].join('\n'),
  };
}

/**
 * Opens the case of a just-stored concern and queues its acknowledgement, in the caller's transaction so
 * a concern never exists without its case.
 */
export type AcknowledgementLimits = { perRecipientPerDay: number; perHour: number };
export type WithheldAcknowledgement = 'recipient_limit' | 'site_limit';

/**
 * Whether another acknowledgement may go out now: per recipient within 24 hours and for the whole site within
 * an hour, counted in the database every instance shares (under one lock on Postgres, so parallel posts
 * cannot all pass). An address and the site's hour are checked in that order.
 */
async function acknowledgementRefusal(
  ctx: CaseContext,
  to: string,
  limits: AcknowledgementLimits,
): Promise<WithheldAcknowledgement | null> {
  const t = ctx.clock.now().getTime();
  await lockKeys(ctx.db.kysely as Transaction<Database>, ctx.db.kind, ['concern-acknowledgements']);
  const day = new Date(t - DAY_MS).toISOString();
  if ((await countAcknowledgementsSince(ctx.db.kysely, day, to)) >= limits.perRecipientPerDay)
    return 'recipient_limit';
  const hour = new Date(t - 60 * 60_000).toISOString();
  if ((await countAcknowledgementsSince(ctx.db.kysely, hour)) >= limits.perHour) return 'site_limit';
  return null;
}

/** A case to open: a concern (the form's submission) or an FOI request, each with its own series and text. */
export interface NewCase {
  kind: 'concern' | 'foi';
  /** The reference series: CASE-2026-…, FOI-2026-…. */
  prefix: string;
  submissionId: number | null;
  replyEmail: string;
  message: string;
  due: string;
  /** Who the history names as opening it, and the opening line. */
  openedBy: string;
  openedSummary: string;
  acknowledgement: (reference: string) => { subject: string; body: string };
  /** Writes the kind's own rows in the same transaction. */
  details?: (db: Kysely<Database>, caseId: number) => Promise<void>;
}

/**
 * Opens a case and queues its acknowledgement (within the acknowledgement limits), in the caller's
 * transaction (`ctx.db.kysely`) so what caused it never exists without its case.
 */
export async function openTrackedCase(
  ctx: CaseContext,
  input: NewCase,
  limits: AcknowledgementLimits,
): Promise<{ id: number; reference: string; withheld: WithheldAcknowledgement | null }> {
  const now = ctx.clock.now();
  const db = ctx.db.kysely;
  for (let attempt = 0; ; attempt++) {
    const reference = newReference(now, input.prefix);
    try {
      const id = await insertCase(db, {
        reference,
        kind: input.kind,
        submission_id: input.submissionId,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        reply_email: input.replyEmail,
        message: input.message,
        status: 'new',
        classification: 'simple',
        office_id: null,
        due_date: input.due,
        answered_at: null,
        closed_at: null,
      });
      await input.details?.(db, id);
      await insertEvent(db, {
        case_id: id,
        created_at: now.toISOString(),
        actor_user_id: null,
        actor: input.openedBy,
        summary: input.openedSummary,
      });
      const withheld = await acknowledgementRefusal(ctx, input.replyEmail, limits);
      if (withheld) {
        // Staff see on the case that the sender was not mailed, and answer from the case as usual.
        await insertEvent(db, {
          case_id: id,
          created_at: now.toISOString(),
          actor_user_id: null,
          actor: input.openedBy,
          summary:
            withheld === 'recipient_limit'
              ? 'Acknowledgement not sent: this address has had too many today'
              : 'Acknowledgement not sent: the site has sent too many this hour',
        });
        return { id, reference, withheld };
      }
      await queueCaseMail(db, { id, reference, reply_email: input.replyEmail }, now.toISOString(), {
        kind: 'acknowledgement',
        ...input.acknowledgement(reference),
      });
      return { id, reference, withheld: null };
    } catch (err) {
      // 31^6 references a year: a clash is rare; Postgres needs a fresh transaction after an error, so
      // only SQLite retries in place (the caller's transaction fails on Postgres and the form says so).
      if (!isUniqueViolation(err) || attempt >= 3 || !continuesAfterFailedStatement(ctx.db.kind)) throw err;
    }
  }
}

export async function openCase(
  ctx: CaseContext,
  input: { submissionId: number; replyEmail: string; message: string },
  limits: AcknowledgementLimits,
): Promise<{ id: number; reference: string; due: string; withheld: WithheldAcknowledgement | null }> {
  const classification: CaseClassification = 'simple';
  const due = await dueDateFor(ctx.db.kysely, ctx.clock.now(), classification);
  const opened = await openTrackedCase(
    ctx,
    {
      kind: 'concern',
      prefix: 'CASE',
      ...input,
      due,
      openedBy: 'Concern form',
      openedSummary: `Case opened; due ${formatPortalDate(due)} (${CASE_CLASSIFICATION_LABELS[classification].toLowerCase()}, ${DEADLINE_WORKING_DAYS[classification]} working days)`,
      acknowledgement: (reference) =>
        acknowledgementMail(reference, due, DEADLINE_WORKING_DAYS[classification]),
    },
    limits,
  );
  return { ...opened, due };
}

/** Queues one message to the case's requester, threaded by the case's reference. */
export async function queueCaseMail(
  db: Kysely<Database>,
  c: { id: number; reference: string; reply_email: string },
  iso: string,
  mail: { kind: ConcernMailRow['kind']; subject: string; body: string; author?: SignedInUser },
): Promise<void> {
  await insertMail(
    db,
    queuedMail({
      kind: mail.kind,
      at: iso,
      to: c.reply_email,
      subject: mail.subject,
      body: mail.body,
      messageId: newMessageId(c.reference.toLowerCase()),
      caseId: c.id,
      author: mail.author ? { id: mail.author.id, name: displayName(mail.author) } : null,
    }),
  );
}

// ---- Access ---------------------------------------------------------------------------------------------

export function canSeeCase(user: SignedInUser, c: { office_id: number | null }): boolean {
  return user.role === 'superadmin' || (c.office_id !== null && c.office_id === user.office_id);
}

/** A case of this kind the user may see; another office's case or another kind answers as a missing one. */
export async function loadVisibleCase(
  ctx: CaseContext,
  user: SignedInUser,
  id: number,
  kind: 'concern' | 'foi' = 'concern',
  missing: string = CASE_MESSAGES.notFound,
): Promise<CaseWithOffice> {
  const c = await findCaseById(ctx.db.kysely, id);
  if (c?.kind !== kind || !canSeeCase(user, c)) throw notFound(missing);
  return c;
}

/** A concern case takes only the concern statuses (the FOI ones belong to FOI requests, loaded apart). */
const concernStatus = (c: CaseWithOffice) => c.status as CaseStatus;

// ---- Reads ----------------------------------------------------------------------------------------------

function toSummary(c: CaseWithOffice, today: string): CaseSummary {
  const flat = c.message.replace(/\s+/g, ' ').trim();
  return {
    id: c.id,
    reference: c.reference,
    created_at: c.created_at,
    reply_email: c.reply_email,
    message_preview: flat.length > 80 ? `${flat.slice(0, 79)}…` : flat,
    status: concernStatus(c),
    classification: c.classification,
    office_id: c.office_id,
    office_abbrev: c.office_abbrev,
    due_date: c.due_date,
    due_state: dueState(c, today),
  };
}

export async function listVisibleCases(
  ctx: CaseContext,
  user: SignedInUser,
  query: CaseListQuery,
): Promise<CaseListResponse> {
  const today = campusDate(ctx.clock.now());
  const limit = CASE_PAGE_SIZE;
  const { page, ...filters } = query;
  const { rows, total } = await listCases(
    ctx.db.kysely,
    ctx.db.kind,
    { ...filters, today, scopeOfficeId: user.role === 'superadmin' ? undefined : user.office_id },
    { limit, offset: (page - 1) * limit },
  );
  const out: CaseListResponse = {
    ok: true,
    cases: rows.map((r) => toSummary(r, today)),
    pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
  const ref = normalizeReference(filters.q ?? '');
  if (total === 0 && CASE_REFERENCE_PATTERN.test(ref)) out.unknownReference = ref;
  return out;
}

/**
 * The signed links a mail gives its recipient alone: the one-time satisfaction survey (services/csm.ts) and an
 * FOI requester's own page (services/foi-requests.ts). Whoever holds one answers the survey or acts as the
 * requester, so staff reading the case's mail see a placeholder instead.
 */
const PRIVATE_LINK = new RegExp(
  `\\S*(?:${[CSM_PATH, FOI_REQUESTER_PATH].map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})\\?t=\\S+`,
  'g',
);
export const PRIVATE_LINK_SHOWN = '[the recipient’s private link, not shown here]';

export function toMail(m: ConcernMailRow & { kind: CaseMail['kind'] }) {
  return {
    id: m.id,
    kind: m.kind,
    created_at: m.created_at,
    author: m.author,
    to_address: m.to_address,
    subject: m.subject,
    body: m.body.replace(PRIVATE_LINK, PRIVATE_LINK_SHOWN),
    state: m.state,
    attempts: Number(m.attempts),
    last_error: m.last_error,
    next_attempt_at: m.state === 'queued' ? m.next_attempt_at : null,
    sent_at: m.sent_at,
  };
}

/**
 * A case's notes, history and mail as staff see them (concern cases and FOI requests); reading them is
 * audited as a view of the case.
 */
export async function caseRecord(
  ctx: CaseContext,
  user: SignedInUser,
  c: { id: number; reference: string },
  audit: { ip: string | null; action: AuditAction; targetType: string },
) {
  const [notes, events, mail] = await Promise.all([
    listNotes(ctx.db.kysely, c.id),
    listEvents(ctx.db.kysely, c.id),
    listMailForCase(ctx.db.kysely, c.id),
  ]);
  await writeAudit(ctx.db.kysely, ctx.clock.now(), {
    actorUserId: user.id,
    actor: user.email,
    action: audit.action,
    targetType: audit.targetType,
    targetId: c.reference,
    ip: audit.ip,
  });
  return {
    notes: notes.map((n) => ({ id: n.id, created_at: n.created_at, author: n.author, body: n.body })),
    history: events.map((e) => ({ id: e.id, created_at: e.created_at, actor: e.actor, summary: e.summary })),
    mail: mail.map(toMail),
  };
}

/** The case as staff see it: no IP, location or browser details (those stay in the monitor). */
export async function caseDetail(
  ctx: CaseContext,
  user: SignedInUser,
  id: number,
  audit: { ip: string | null },
): Promise<CaseDetail> {
  const c = await loadVisibleCase(ctx, user, id);
  const record = await caseRecord(ctx, user, c, {
    ip: audit.ip,
    action: 'case.view',
    targetType: 'concern_case',
  });
  const today = campusDate(ctx.clock.now());
  return {
    ...toSummary(c, today),
    message: c.message,
    office_name: c.office_name,
    answered_at: c.answered_at,
    closed_at: c.closed_at,
    deadline_days: DEADLINE_WORKING_DAYS[c.classification],
    ...record,
  };
}

/** Delivery state of the case's mail; not audited as a view, as it shows no personal data. */
export async function caseMailStatus(ctx: CaseContext, user: SignedInUser, id: number) {
  await loadVisibleCase(ctx, user, id);
  const mail = await listMailForCase(ctx.db.kysely, id);
  return mail.map((m) => {
    const { id: mailId, state, attempts, last_error, next_attempt_at, sent_at } = toMail(m);
    return { id: mailId, state, attempts, last_error, next_attempt_at, sent_at };
  });
}

/** Finds a case by the reference a sender quotes; unknown and purged references say so. */
export async function caseIdByReference(ctx: CaseContext, user: SignedInUser, text: string): Promise<number> {
  const ref = normalizeReference(text);
  const c = await findCaseByReference(ctx.db.kysely, ref);
  if (c?.kind !== 'concern' || !canSeeCase(user, c)) throw notFound(CASE_MESSAGES.unknownReference(ref));
  return c.id;
}

// ---- Changes --------------------------------------------------------------------------------------------

export async function changeCase(
  ctx: CaseContext & SurveyContext,
  user: SignedInUser,
  id: number,
  patch: CaseUpdate,
): Promise<void> {
  const c = await loadVisibleCase(ctx, user, id);
  if (patch.office_id !== undefined && patch.office_id !== c.office_id && user.role !== 'superadmin')
    throw forbidden(CASE_MESSAGES.officeOnlySuperadmin);
  if (patch.office_id != null && !findOfficeById(patch.office_id)) throw badRequest('Unknown office');
  const now = ctx.clock.now();
  const iso = now.toISOString();
  const changes: string[] = [];
  const set: Record<string, unknown> = {};

  if (patch.status !== undefined && patch.status !== c.status) {
    set.status = patch.status;
    changes.push(`Status: ${CASE_STATUS_LABELS[concernStatus(c)]} → ${CASE_STATUS_LABELS[patch.status]}`);
    if (patch.status === 'closed') set.closed_at = iso;
    else set.closed_at = null;
    if (patch.status === 'answered' && !c.answered_at) set.answered_at = iso;
  }
  if (patch.classification !== undefined && patch.classification !== c.classification) {
    const due = await dueDateFor(ctx.db.kysely, new Date(c.created_at), patch.classification);
    set.classification = patch.classification;
    set.due_date = due;
    changes.push(
      `Classification: ${CASE_CLASSIFICATION_LABELS[c.classification]} → ${CASE_CLASSIFICATION_LABELS[patch.classification]}; due ${formatPortalDate(c.due_date)} → ${formatPortalDate(due)}`,
    );
  }
  if (patch.office_id !== undefined && patch.office_id !== c.office_id) {
    set.office_id = patch.office_id;
    const name = (oid: number | null) =>
      oid == null ? 'Unassigned' : (findOfficeById(oid)?.abbrev ?? String(oid));
    changes.push(`Office: ${name(c.office_id)} → ${name(patch.office_id)}`);
    // Assigning a new case starts the work on it.
    if (c.status === 'new' && patch.office_id !== null && set.status === undefined) {
      set.status = 'in_progress';
      changes.push(`Status: ${CASE_STATUS_LABELS.new} → ${CASE_STATUS_LABELS.in_progress}`);
    }
  }
  if (changes.length === 0) return;
  set.updated_at = iso;
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await updateCase(trx, id, set);
    // Closing a case asks its sender, once, how they were served (ARTA's satisfaction survey).
    if (set.status === 'closed') {
      await inviteToSurvey(ctx, trx, { ...c, kind: 'concern' }, iso);
      changes.push('Satisfaction survey sent to the sender');
    }
    await recordEvents(trx, id, user, iso, changes);
  });
}

export async function addNote(ctx: CaseContext, user: SignedInUser, id: number, body: string): Promise<void> {
  await loadVisibleCase(ctx, user, id);
  const iso = ctx.clock.now().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await insertNote(trx, {
      case_id: id,
      created_at: iso,
      author_user_id: user.id,
      author: displayName(user),
      body,
    });
    await updateCase(trx, id, { updated_at: iso });
    await recordEvents(trx, id, user, iso, ['Internal note added']);
  });
}

/** Queues a plain-text reply to the sender and marks the case answered. */
export async function addReply(
  ctx: CaseContext,
  user: SignedInUser,
  id: number,
  body: string,
): Promise<void> {
  const c = await loadVisibleCase(ctx, user, id);
  const now = ctx.clock.now();
  const iso = now.toISOString();
  const mail = replyMail(c.reference, body);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await queueCaseMail(trx, c, iso, { kind: 'reply', ...mail, author: user });
    const set: Record<string, unknown> = { updated_at: iso };
    const events = ['Reply written to the sender'];
    if (c.status === 'new' || c.status === 'in_progress') {
      set.status = 'answered';
      events.push(`Status: ${CASE_STATUS_LABELS[c.status]} → ${CASE_STATUS_LABELS.answered}`);
    }
    if (!c.answered_at) set.answered_at = iso;
    await updateCase(trx, id, set);
    await recordEvents(trx, id, user, iso, events);
  });
}

// ---- Report ---------------------------------------------------------------------------------------------

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const m = s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
  return Math.round(m * 10) / 10;
}

/** First instant of a campus-calendar date (Manila has no daylight saving: UTC+8 all year). */
const campusMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`).toISOString();

/**
 * Cases received in the month (campus time): answered within the deadline (first reply or "answered" on
 * or before the due date), overdue (answered late, or still open past the due date), and the median days
 * from receipt to the first answer.
 */
export async function monthlyReport(ctx: CaseContext, month: string): Promise<ReportResponse> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const rows = await casesReceivedBetween(
    ctx.db.kysely,
    campusMidnight(`${month}-01`),
    campusMidnight(`${next}-01`),
  );
  const today = campusDate(ctx.clock.now());
  type Acc = { row: ReportRow; days: number[] };
  const groups = new Map<string, Acc>();
  const blank = (office_id: number | null, office: string): Acc => ({
    row: {
      office_id,
      office,
      received: 0,
      answered_within_deadline: 0,
      overdue: 0,
      median_days_to_answer: null,
    },
    days: [],
  });
  const total = blank(null, 'All offices');
  for (const c of rows) {
    const key = String(c.office_id ?? 'none');
    let g = groups.get(key);
    if (!g) {
      g = blank(c.office_id, c.office_abbrev ?? 'Unassigned');
      groups.set(key, g);
    }
    for (const acc of [g, total]) {
      acc.row.received += 1;
      if (c.answered_at) {
        const answeredOn = campusDate(new Date(c.answered_at));
        if (answeredOn <= c.due_date) acc.row.answered_within_deadline += 1;
        else acc.row.overdue += 1;
        acc.days.push((Date.parse(c.answered_at) - Date.parse(c.created_at)) / DAY_MS);
      } else if (c.due_date < today) acc.row.overdue += 1;
    }
  }
  const finish = (a: Acc) => ({ ...a.row, median_days_to_answer: median(a.days) });
  const list = [...groups.values()].map(finish).sort((a, b) => (a.office_id ?? 999) - (b.office_id ?? 999));
  return { ok: true, month, rows: list, total: finish(total) };
}

export function reportCsv(r: ReportResponse): string {
  const cell = (v: string | number | null) => {
    const s = v == null ? '' : String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [
    ['Month', 'Office', 'Received', 'Answered within deadline', 'Overdue', 'Median days to answer'],
    ...[...r.rows, r.total].map((x) => [
      r.month,
      x.office,
      x.received,
      x.answered_within_deadline,
      x.overdue,
      x.median_days_to_answer,
    ]),
  ];
  return `${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}

// ---- Holidays and retention -----------------------------------------------------------------------------

const SEEDED_KEY = (year: number) => `holidays_seeded_${year}`;

/** Seeds the computable Philippine holidays of the current and next year, once per year. */
export async function seedHolidays(db: Kysely<Database>, now: Date): Promise<void> {
  const year = Number(campusDate(now).slice(0, 4));
  for (const y of [year, year + 1]) {
    if (await hasMarker(db, SEEDED_KEY(y))) continue;
    await insertHolidays(db, philippineHolidays(y));
    await setMarker(db, SEEDED_KEY(y), now.toISOString());
  }
}

/** Closed cases are kept for the concern retention period after closing, then removed with notes and mail. */
export async function purgeClosedCases(ctx: CaseContext, retentionDays: number): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - retentionDays * DAY_MS).toISOString();
  return purgeClosedCasesBefore(ctx.db.kysely, cutoff);
}

// ---- Holiday list (superadmin) --------------------------------------------------------------------------

/** Open cases' deadlines follow the holiday list: recomputed after each change, with a history entry. */
async function recomputeOpenDeadlines(ctx: CaseContext, user: SignedInUser, why: string): Promise<void> {
  // An FOI request keeps the date its requester was mailed (ADR 0031): only concerns are read.
  const open = await listOpenConcernDeadlines(ctx.db.kysely);
  const iso = ctx.clock.now().toISOString();
  for (const c of open) {
    const due = await dueDateFor(ctx.db.kysely, new Date(c.created_at), c.classification);
    if (due === c.due_date) continue;
    await updateCase(ctx.db.kysely, c.id, { due_date: due, updated_at: iso });
    await recordEvents(ctx.db.kysely, c.id, user, iso, [
      `Due date ${formatPortalDate(c.due_date)} → ${formatPortalDate(due)} (${why})`,
    ]);
  }
}

export async function addHoliday(
  ctx: CaseContext,
  user: SignedInUser,
  h: { date: string; name: string },
): Promise<void> {
  if (await holidayExists(ctx.db.kysely, h.date)) throw conflict(CASE_MESSAGES.holidayExists);
  await insertHolidays(ctx.db.kysely, [h]);
  await writeAudit(ctx.db.kysely, ctx.clock.now(), {
    actorUserId: user.id,
    actor: user.email,
    action: 'holiday.add',
    targetType: 'holiday',
    targetId: h.date,
    details: { name: h.name },
  });
  await recomputeOpenDeadlines(ctx, user, `holiday added: ${h.name}, ${formatPortalDate(h.date)}`);
}

export async function removeHoliday(ctx: CaseContext, user: SignedInUser, date: string): Promise<void> {
  if (!(await deleteHoliday(ctx.db.kysely, date))) throw notFound('That date is not on the holiday list');
  await writeAudit(ctx.db.kysely, ctx.clock.now(), {
    actorUserId: user.id,
    actor: user.email,
    action: 'holiday.remove',
    targetType: 'holiday',
    targetId: date,
  });
  await recomputeOpenDeadlines(ctx, user, `holiday removed: ${formatPortalDate(date)}`);
}

/** The holiday list (of one year, or all), for the portal's working-days settings. */
export const holidayList = (ctx: Pick<AppContext, 'db'>, year?: number) => listHolidays(ctx.db.kysely, year);
