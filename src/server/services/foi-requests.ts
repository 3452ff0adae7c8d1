// Freedom of Information requests (EO 2, s. 2016) on the concern-case engine (concern-cases.ts): the public
// request opens an FOI case with its own reference series and 15-working-day clock; staff take the manual's
// steps (clarification pauses the clock, one extension of up to 20 working days, the decision with the
// exception invoked, the internal review), each recorded in the case history, audited, and told to the
// requester by mail through the queue. Who may take which step: docs/decisions/0031-foi-requests.md.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { siteConfig } from '../../../config/site.ts';
import type { DueState } from '../../shared/contract/cases.ts';
import {
  FOI_REGISTER_PAGE_SIZE,
  type FoiAction,
  type FoiActionName,
  type FoiDetail,
  type FoiListQuery,
  type FoiListResponse,
  type FoiRegisterResponse,
  type FoiReleasedDocument,
  type FoiRequesterAction,
  type FoiRequesterView,
  type FoiRequestForm,
  type FoiSummary,
} from '../../shared/contract/foi.ts';
import {
  FOI_CLARIFICATION_CLOSE_CALENDAR_DAYS,
  FOI_DEADLINE_WORKING_DAYS,
  FOI_DECISION_LABELS,
  FOI_MESSAGES,
  FOI_REQUESTER_LINK_DAYS_AFTER_CLOSE,
  FOI_REVIEW_DECISION_WORKING_DAYS,
  FOI_REVIEW_OUTCOME_LABELS,
  FOI_REVIEW_REQUEST_CALENDAR_DAYS,
  FOI_STATUS_LABELS,
  type FoiStatus,
  foiExceptionLabel,
  foiFormatLabel,
} from '../../shared/contract/foi-rules.ts';
import { findOfficeById } from '../../shared/contract/offices.ts';
import { formatLongDate, formatPortalDate } from '../../shared/dates.ts';
import { documentPath, FOI_REQUESTER_PATH } from '../../shared/routes.ts';
import { type Actor, auditActorOf, type SignedInUser } from '../domain/actor.ts';
import { badRequest, conflict, forbidden } from '../lib/http-errors.ts';
import { addCalendarDays, addWorkingDays, campusDate, workingDaysBetween } from '../lib/working-days.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import { holidayDatesFrom, insertEvent, insertNote, updateCase } from '../repositories/concern-cases.ts';
import {
  closeFoiCaseFrom,
  type FoiCase,
  findFoiCase,
  findFoiCaseByReference,
  foiCasesInStatus,
  insertFoiRequest,
  insertReleasedDocuments,
  listFoiCases,
  listRegister,
  publishedDocumentsAmong,
  purgeFoiPersonalDataBefore,
  releasedDocumentsOf,
  updateFoiCaseFrom,
  updateFoiRequest,
} from '../repositories/foi-requests.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { type AppContext, inTransaction } from './app-context.ts';
import {
  type AcknowledgementLimits,
  type CaseContext,
  caseRecord,
  dueState,
  loadVisibleCase,
  openTrackedCase,
  queueCaseMail,
  recordEvents,
} from './concern-cases.ts';
import { inviteToSurvey, type SurveyContext } from './csm.ts';

const FOI_DESK = 'FOI request form';
const SYSTEM = 'FOI desk (automatic)';

// ---- The clock (pure; tests/unit/foi-clock.test.ts) -------------------------------------------------------

/** The answer is due 15 working days after receipt, counted from the next working day. */
export const foiDueDate = (received: string, holidays: ReadonlySet<string>) =>
  addWorkingDays(received, FOI_DEADLINE_WORKING_DAYS, holidays);

/** Clarification stops the clock on `today`: it keeps the working days still left. */
export const pausedDaysLeft = (today: string, due: string, holidays: ReadonlySet<string>) =>
  workingDaysBetween(today, due, holidays);

/** The clock starts again the working day after the clarification arrives, with the days it had left. */
export const resumedDueDate = (today: string, daysLeft: number, holidays: ReadonlySet<string>) =>
  addWorkingDays(today, Math.max(daysLeft, 1), holidays);

/** One extension adds up to 20 working days after the current due date. */
export const extendedDueDate = (due: string, days: number, holidays: ReadonlySet<string>) =>
  addWorkingDays(due, days, holidays);

/** The last calendar day a review may be asked for after a decision made on `decidedOn`. */
export const reviewRequestLastDay = (decidedOn: string) =>
  addCalendarDays(decidedOn, FOI_REVIEW_REQUEST_CALENDAR_DAYS);

// ---- Mail -------------------------------------------------------------------------------------------------

const signature = [siteConfig.campus_name, `${siteConfig.address} · ${siteConfig.contact}`];

/** The requester's page, for the mails that carry it; a request filed before migration 150 has none. */
const linkLines = (link: string | null, what: string) => (link ? ['', `${what}:`, link] : []);

/** The documents a decision releases, each with its public address (`base`: the site's address). */
const documentLines = (docs: readonly FoiReleasedDocument[], base: string) =>
  docs.length ? ['', 'Documents released to you:', ...docs.map((d) => `- ${d.title}: ${base}${d.url}`)] : [];

/**
 * Fixed text with the reference, dates and the requester's own link only: never the requester's words (as
 * for concerns).
 */
export function foiAcknowledgementMail(reference: string, due: string, link: string | null) {
  return {
    subject: `We received your FOI request (reference ${reference})`,
    body: [
      'Good day,',
      '',
      `Thank you for your Freedom of Information request to ${siteConfig.campus_name}. It has been recorded under the reference number ${reference}; please quote it if you write to us about it.`,
      '',
      `Under Executive Order No. 2, s. 2016, we answer within ${FOI_DEADLINE_WORKING_DAYS} working days, so you can expect our answer by ${formatLongDate(due)}. If we need more time or need you to make the request clearer, we will write to you.`,
      ...linkLines(
        link,
        'On your request’s own page you can see its status and due date, answer our questions and, after our decision, ask for a review. Keep this link private: anyone who has it can act on your request',
      ),
      '',
      ...signature,
    ].join('\n'),
  };
}

// ---- The requester's own link (ADR 0052) -------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60_000;

type LinkContext = Pick<SurveyContext, 'sessionSecret' | 'config'>;
type AnnounceContext = Pick<AppContext, 'emit'>;

/**
 * Tells every instance that the public disclosure log changed (a request came in, moved or lost its personal
 * data), so kept renders of /foi/register and the FOI pages are drawn again (plugins/client.ts keeps a page
 * for a minute otherwise).
 */
const announce = (ctx: AnnounceContext) => ctx.emit({ kind: 'content', area: 'foi' });

const requesterSignature = (secret: string, reference: string, key: string) =>
  createHmac('sha256', secret).update(`foi-requester-v1\0${reference}\0${key}`).digest('base64url');

/** The requester's page address, signed with the request's own key; null for a request without a key. */
export function requesterLink(
  ctx: LinkContext,
  c: { reference: string; requester_key: string | null },
): string | null {
  if (!c.requester_key) return null;
  const token = `${c.reference}.${requesterSignature(ctx.sessionSecret, c.reference, c.requester_key)}`;
  return `${siteBaseUrl(ctx.config)}${FOI_REQUESTER_PATH}?t=${token}`;
}

export type RequesterLinkState = { state: 'open'; request: FoiCase } | { state: 'invalid' | 'expired' };

/** What a requester's link names: their request, one whose link has expired, or nothing valid. */
export async function requesterLinkState(
  ctx: Pick<SurveyContext, 'db' | 'clock' | 'sessionSecret'>,
  token: string | undefined,
): Promise<RequesterLinkState> {
  const m = /^(FOI-\d{4}-[A-Z0-9]{6})\.([\w-]{43})$/.exec(token ?? '');
  if (!m) return { state: 'invalid' };
  const c = await findFoiCaseByReference(ctx.db.kysely, m[1] as string);
  if (!c?.requester_key) return { state: 'invalid' };
  const expected = Buffer.from(requesterSignature(ctx.sessionSecret, c.reference, c.requester_key));
  const given = Buffer.from(m[2] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { state: 'invalid' };
  const closedLongAgo =
    c.closed_at !== null &&
    Date.parse(c.closed_at) + FOI_REQUESTER_LINK_DAYS_AFTER_CLOSE * DAY_MS < ctx.clock.now().getTime();
  if (c.personal_purged_at || closedLongAgo) return { state: 'expired' };
  return { state: 'open', request: c };
}

const foiMail = (reference: string, subject: string, lines: string[]) => ({
  subject: `${subject} (reference ${reference})`,
  body: [...lines, '', '—', ...signature, `Reference: ${reference}`].join('\n'),
});

// ---- Opening ----------------------------------------------------------------------------------------------

/** Stores the request and its case together and queues the acknowledgement. */
export async function submitFoiRequest(
  ctx: CaseContext & LinkContext & AnnounceContext,
  input: FoiRequestForm,
  limits: AcknowledgementLimits,
): Promise<{ reference: string; due_date: string; mailed: boolean }> {
  const now = ctx.clock.now();
  const received = campusDate(now);
  const due = foiDueDate(received, await holidayDatesFrom(ctx.db.kysely, received));
  const requesterKey = randomBytes(16).toString('base64url');
  const opened = await ctx.db.kysely.transaction().execute((trx) =>
    openTrackedCase(
      inTransaction(ctx, trx),
      {
        kind: 'foi',
        prefix: 'FOI',
        submissionId: null,
        replyEmail: input.email,
        message: input.information,
        due,
        openedBy: FOI_DESK,
        openedSummary: `FOI request received; answer due ${formatPortalDate(due)} (${FOI_DEADLINE_WORKING_DAYS} working days)`,
        acknowledgement: (reference) =>
          foiAcknowledgementMail(
            reference,
            due,
            requesterLink(ctx, { reference, requester_key: requesterKey }),
          ),
        details: (db, caseId) =>
          insertFoiRequest(db, {
            case_id: caseId,
            requester_name: input.name,
            subject: input.subject,
            purpose: input.purpose,
            format: input.format,
            requester_key: requesterKey,
          }),
      },
      limits,
    ),
  );
  await writeAudit(ctx.db.kysely, now, {
    actorUserId: null,
    actor: FOI_DESK,
    action: 'foi.submit',
    targetType: 'foi_request',
    targetId: opened.reference,
  });
  announce(ctx);
  return { reference: opened.reference, due_date: due, mailed: opened.withheld === null };
}

// ---- Released documents (library documents picked with a decision) ----------------------------------------

const toReleased = (d: { id: number; title: string }): FoiReleasedDocument => ({
  id: Number(d.id),
  title: d.title,
  url: documentPath(Number(d.id)),
});

/** The published library documents released with each of these requests, by request. */
async function releasedDocumentsBy(
  ctx: Pick<AppContext, 'db'>,
  caseIds: readonly number[],
): Promise<Map<number, FoiReleasedDocument[]>> {
  const out = new Map<number, FoiReleasedDocument[]>();
  for (const r of await releasedDocumentsOf(ctx.db.kysely, caseIds)) {
    const list = out.get(Number(r.case_id)) ?? [];
    list.push(toReleased(r));
    out.set(Number(r.case_id), list);
  }
  return out;
}

// ---- Reads ------------------------------------------------------------------------------------------------

const foiStatus = (c: FoiCase) => c.status as FoiStatus;

/** Decided, reviewed and closed requests no longer run against a due date; a paused clock is not late. */
function foiDueState(c: FoiCase, today: string): DueState {
  if (c.status === 'answered' || c.status === 'closed') return 'done';
  if (c.status === 'awaiting_clarification') return 'on_time';
  return dueState(c, today);
}

function toSummary(c: FoiCase, today: string): FoiSummary {
  return {
    id: c.id,
    reference: c.reference,
    created_at: c.created_at,
    requester_name: c.requester_name,
    subject: c.subject,
    status: foiStatus(c),
    office_id: c.office_id,
    office_abbrev: c.office_abbrev,
    due_date: c.due_date,
    due_state: foiDueState(c, today),
  };
}

export async function listFoiRequests(
  ctx: CaseContext,
  { user }: Actor,
  query: FoiListQuery,
): Promise<FoiListResponse> {
  const limit = 20;
  const { rows, total } = await listFoiCases(
    ctx.db.kysely,
    { status: query.status, scopeOfficeId: user.role === 'superadmin' ? undefined : (user.office_id ?? -1) },
    { limit, offset: (query.page - 1) * limit },
  );
  const today = campusDate(ctx.clock.now());
  return {
    ok: true,
    requests: rows.map((r) => toSummary(r, today)),
    pagination: { page: query.page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}

const isDecisionMaker = (user: SignedInUser) => user.role === 'superadmin';

/** A denial or partial grant may be sent to review within 15 calendar days of the decision (either side). */
function reviewOpen(c: FoiCase, today: string): boolean {
  return (
    foiStatus(c) === 'answered' &&
    (c.decision === 'denied' || c.decision === 'partly_granted') &&
    c.decided_at !== null &&
    today <= reviewRequestLastDay(campusDate(new Date(c.decided_at)))
  );
}

/** The steps open to this user on this request now (receiving officer: office admin or superadmin). */
export function foiActionsFor(user: SignedInUser, c: FoiCase, today: string): FoiActionName[] {
  const out: FoiActionName[] = [];
  const status = foiStatus(c);
  const open = status === 'new' || status === 'in_progress';
  if (status !== 'closed' && user.role === 'superadmin') out.push('assign');
  if (open) out.push('clarify');
  if (status === 'awaiting_clarification') out.push('clarified');
  if (open && !c.extended) out.push('extend');
  if (open && isDecisionMaker(user)) out.push('decide');
  if (reviewOpen(c, today)) out.push('review_requested');
  if (status === 'under_review' && isDecisionMaker(user)) out.push('review_decided');
  if (!c.personal_purged_at) out.push('note');
  return out;
}

async function loadFoi(ctx: CaseContext, user: SignedInUser, id: number): Promise<FoiCase> {
  await loadVisibleCase(ctx, user, id, 'foi', FOI_MESSAGES.notFound);
  return (await findFoiCase(ctx.db.kysely, id)) as FoiCase;
}

export async function foiDetail(
  ctx: CaseContext & LinkContext,
  actor: Actor,
  id: number,
): Promise<FoiDetail> {
  const { user } = actor;
  const c = await loadFoi(ctx, user, id);
  const record = await caseRecord(ctx, user, c, {
    ip: actor.ip,
    action: 'foi.view',
    targetType: 'foi_request',
  });
  const today = campusDate(ctx.clock.now());
  return {
    ...toSummary(c, today),
    reply_email: c.reply_email,
    information: c.message,
    purpose: c.purpose,
    format: foiFormatLabel(c.format),
    office_name: c.office_name,
    extended: Boolean(Number(c.extended)),
    extension_reason: c.extension_reason,
    paused_on: c.paused_on,
    decision: c.decision,
    exception: c.exception ? foiExceptionLabel(c.exception) : null,
    answer: c.answer,
    decided_at: c.decided_at,
    review_requested_at: c.review_requested_at,
    review_outcome: c.review_outcome,
    closed_at: c.closed_at,
    released_documents: (await releasedDocumentsBy(ctx, [c.id])).get(c.id) ?? [],
    actions: foiActionsFor(user, c, today),
    ...record,
  };
}

// ---- Steps ------------------------------------------------------------------------------------------------

const STEP_WORDS: Record<FoiActionName, string> = {
  assign: 'assigned',
  clarify: 'put on hold for clarification',
  clarified: 'resumed',
  extend: 'extended',
  decide: 'decided',
  review_requested: 'sent to internal review',
  review_decided: 'decided on review',
  note: 'annotated',
};

type StepMail = { kind: 'notice' | 'reply'; subject: string; body: string };
/** What one step changes: the case and request columns, the history lines and the mail to the requester. */
interface StepPlan {
  caseSet: Record<string, unknown>;
  foiSet: Record<string, unknown>;
  events: string[];
  mail?: StepMail;
}

/**
 * The changes one step of the manual makes to a request (the same whether staff record it or the requester
 * takes it on their own page). `link` is the requester's page, which the mails point to.
 */
function planStep(
  c: FoiCase,
  a: FoiAction,
  now: Date,
  holidays: ReadonlySet<string>,
  link: string | null,
  released: readonly FoiReleasedDocument[] = [],
  base = '',
): StepPlan | 'unchanged' {
  const iso = now.toISOString();
  const today = campusDate(now);
  const caseSet: Record<string, unknown> = { updated_at: iso };
  const foiSet: Record<string, unknown> = {};
  const events: string[] = [];
  let mail: StepMail | undefined;
  const status = (to: FoiStatus) => {
    caseSet.status = to;
    events.push(`Status: ${FOI_STATUS_LABELS[foiStatus(c)]} → ${FOI_STATUS_LABELS[to]}`);
    if (to === 'closed') caseSet.closed_at = iso;
  };

  switch (a.action) {
    case 'assign': {
      if (a.office_id !== null && !findOfficeById(a.office_id)) throw badRequest('Unknown office');
      if (a.office_id === c.office_id) return 'unchanged';
      const name = (oid: number | null) =>
        oid == null ? 'Unassigned' : (findOfficeById(oid)?.abbrev ?? String(oid));
      caseSet.office_id = a.office_id;
      events.push(`Office: ${name(c.office_id)} → ${name(a.office_id)}`);
      if (c.status === 'new' && a.office_id !== null) status('in_progress');
      break;
    }
    case 'clarify': {
      const left = pausedDaysLeft(today, c.due_date, holidays);
      foiSet.paused_on = today;
      foiSet.paused_days_left = left;
      status('awaiting_clarification');
      events.push(
        `Clock paused with ${left} working days left; the request closes if no answer comes within ${FOI_CLARIFICATION_CLOSE_CALENDAR_DAYS} days`,
      );
      mail = {
        kind: 'notice',
        ...foiMail(c.reference, 'Please clarify your FOI request', [
          'Good day,',
          '',
          'Before we can answer your request we need you to make it clearer:',
          '',
          a.text,
          '',
          `Please answer on your request’s page${link ? ' (the link below)' : ''} or reply to this message. The time we have to answer is paused until we hear from you; if we have no reply within ${FOI_CLARIFICATION_CLOSE_CALENDAR_DAYS} days, the request will be closed.`,
          ...linkLines(link, 'Your request’s page'),
        ]),
      };
      break;
    }
    case 'clarified': {
      const due = resumedDueDate(today, c.paused_days_left ?? 1, holidays);
      foiSet.paused_on = null;
      foiSet.paused_days_left = null;
      caseSet.due_date = due;
      status('in_progress');
      events.push(`Clarification received; clock running again, answer due ${formatPortalDate(due)}`);
      mail = {
        kind: 'notice',
        ...foiMail(c.reference, 'Thank you for clarifying your FOI request', [
          'Good day,',
          '',
          `Thank you for your clarification. We are working on your request again and will answer by ${formatLongDate(due)}.`,
        ]),
      };
      break;
    }
    case 'extend': {
      const due = extendedDueDate(c.due_date, a.days, holidays);
      caseSet.due_date = due;
      foiSet.extended = 1;
      foiSet.extension_reason = a.reason;
      events.push(
        `Deadline extended by ${a.days} working days: due ${formatPortalDate(c.due_date)} → ${formatPortalDate(due)}`,
      );
      mail = {
        kind: 'notice',
        ...foiMail(c.reference, 'We need more time for your FOI request', [
          'Good day,',
          '',
          `We need more time to answer your request, and we now expect to answer by ${formatLongDate(due)}. The reason:`,
          '',
          a.reason,
        ]),
      };
      break;
    }
    case 'decide': {
      const exception = a.decision === 'granted' || a.decision === 'referred' ? null : (a.exception ?? null);
      foiSet.decision = a.decision;
      foiSet.exception = exception;
      foiSet.answer = a.text;
      foiSet.decided_at = iso;
      if (!c.answered_at) caseSet.answered_at = iso;
      events.push(
        `Decision: ${FOI_DECISION_LABELS[a.decision]}${exception ? ` (exception: ${foiExceptionLabel(exception)})` : ''}`,
      );
      const reviewable = a.decision === 'denied' || a.decision === 'partly_granted';
      // A grant or a referral ends the request; a denial waits for a possible internal review.
      status(reviewable ? 'answered' : 'closed');
      mail = {
        kind: 'reply',
        ...foiMail(c.reference, `Decision on your FOI request: ${FOI_DECISION_LABELS[a.decision]}`, [
          'Good day,',
          '',
          `Our decision on your request: ${FOI_DECISION_LABELS[a.decision]}.`,
          ...(exception ? [`Exception invoked: ${foiExceptionLabel(exception)}.`] : []),
          '',
          a.text,
          ...documentLines(released, base),
          ...(reviewable
            ? [
                '',
                `If you disagree, you may ask for an internal review on your request’s page${link ? ' (the link below)' : ''} or by replying to this message, by ${formatLongDate(reviewRequestLastDay(today))} (${FOI_REVIEW_REQUEST_CALENDAR_DAYS} calendar days).`,
              ]
            : []),
          ...linkLines(link, 'Your request’s page'),
        ]),
      };
      break;
    }
    case 'review_requested': {
      const due = addWorkingDays(today, FOI_REVIEW_DECISION_WORKING_DAYS, holidays);
      foiSet.review_requested_at = iso;
      caseSet.due_date = due;
      status('under_review');
      events.push(`Internal review requested; review decision due ${formatPortalDate(due)}`);
      mail = {
        kind: 'notice',
        ...foiMail(c.reference, 'Your request for an internal review', [
          'Good day,',
          '',
          `We have received your request for an internal review of our decision. The review will be decided by ${formatLongDate(due)}.`,
        ]),
      };
      break;
    }
    case 'review_decided': {
      foiSet.review_outcome = a.outcome;
      foiSet.review_decided_at = iso;
      if (a.outcome === 'reversed') {
        foiSet.decision = 'granted';
        foiSet.exception = null;
        foiSet.answer = a.text;
      }
      events.push(`Internal review: ${FOI_REVIEW_OUTCOME_LABELS[a.outcome]}`);
      status('closed');
      mail = {
        kind: 'reply',
        ...foiMail(c.reference, 'Internal review of your FOI request', [
          'Good day,',
          '',
          `The internal review of our decision is complete: ${FOI_REVIEW_OUTCOME_LABELS[a.outcome].toLowerCase()}.`,
          '',
          a.text,
          ...documentLines(released, base),
        ]),
      };
      break;
    }
    case 'note':
      break;
  }

  return { caseSet, foiSet, events, mail };
}

/**
 * The library documents a decision (or a reversing review) releases: published ones only, and only with a
 * grant or partial grant, since a denial or referral releases nothing.
 */
async function documentsToRelease(ctx: CaseContext, a: FoiAction): Promise<FoiReleasedDocument[]> {
  if (a.action !== 'decide' && a.action !== 'review_decided') return [];
  const ids = [...new Set(a.document_ids ?? [])];
  if (ids.length === 0) return [];
  const grants =
    a.action === 'decide'
      ? a.decision === 'granted' || a.decision === 'partly_granted'
      : a.outcome === 'reversed';
  if (!grants) throw badRequest(FOI_MESSAGES.documentsOnlyWithGrant);
  const found = await publishedDocumentsAmong(ctx.db.kysely, ids);
  if (found.length !== ids.length) throw badRequest(FOI_MESSAGES.documentsOnlyPublished);
  return found.map(toReleased);
}

/** Takes one step of the manual on a request; returns the message the portal shows. */
export async function actOnFoi(
  ctx: CaseContext & SurveyContext & AnnounceContext,
  actor: Actor,
  id: number,
  a: FoiAction,
): Promise<string> {
  const { user } = actor;
  const c = await loadFoi(ctx, user, id);
  const now = ctx.clock.now();
  const iso = now.toISOString();
  const today = campusDate(now);
  const allowed = foiActionsFor(user, c, today);
  if (!allowed.includes(a.action)) {
    if ((a.action === 'decide' || a.action === 'review_decided') && !isDecisionMaker(user))
      throw forbidden(FOI_MESSAGES.onlyDecisionMaker);
    if (a.action === 'assign' && user.role !== 'superadmin')
      throw forbidden(FOI_MESSAGES.officeOnlySuperadmin);
    if (a.action === 'extend' && c.extended) throw conflict(FOI_MESSAGES.alreadyExtended);
    if (a.action === 'review_requested' && c.decision !== 'denied' && c.decision !== 'partly_granted')
      throw conflict(FOI_MESSAGES.reviewOnlyAfterDenial);
    if (a.action === 'review_requested' && foiStatus(c) === 'answered')
      throw conflict(FOI_MESSAGES.reviewWindowClosed);
    throw conflict(FOI_MESSAGES.notNow(STEP_WORDS[a.action]));
  }
  const holidays = await holidayDatesFrom(ctx.db.kysely, addCalendarDays(today, -1));
  const released = await documentsToRelease(ctx, a);
  const plan = planStep(c, a, now, holidays, requesterLink(ctx, c), released, siteBaseUrl(ctx.config));
  if (plan === 'unchanged') return 'Nothing to change';
  const { caseSet, foiSet, events, mail } = plan;

  await ctx.db.kysely.transaction().execute(async (trx) => {
    if (a.action === 'note') {
      await insertNote(trx, {
        case_id: id,
        created_at: iso,
        author_user_id: user.id,
        author: `${user.first_name} ${user.last_name}`.trim() || user.email,
        body: a.text,
      });
      events.push('Internal note added');
    }
    await updateCase(trx, id, caseSet);
    if (Object.keys(foiSet).length > 0) await updateFoiRequest(trx, id, foiSet);
    await insertReleasedDocuments(
      trx,
      id,
      released.map((d) => d.id),
    );
    if (released.length > 0) events.push(`Documents released: ${released.map((d) => d.title).join('; ')}`);
    if (mail) await queueCaseMail(trx, c, iso, { ...mail, author: user });
    if (caseSet.status === 'closed') {
      await inviteToSurvey(ctx, trx, { ...c, kind: 'foi' }, iso);
      events.push('Satisfaction survey sent to the requester');
    }
    await recordEvents(trx, id, user, iso, events);
    await writeAudit(trx, now, {
      ...auditActorOf(actor),
      action: `foi.${a.action}`,
      targetType: 'foi_request',
      targetId: c.reference,
    });
  });
  if (a.action !== 'note') announce(ctx);
  return a.action === 'note' ? 'Note added' : `Request ${STEP_WORDS[a.action]}`;
}

// ---- The requester's steps on their own page -------------------------------------------------------------

const REQUESTER = 'The requester (own link)';

/** The steps the requester may take on their page now: answer a clarification, ask for a review. */
export function requesterStepsFor(c: FoiCase, today: string): Array<'clarify' | 'review'> {
  const out: Array<'clarify' | 'review'> = [];
  if (foiStatus(c) === 'awaiting_clarification') out.push('clarify');
  if (reviewOpen(c, today)) out.push('review');
  return out;
}

/**
 * The requester answers a clarification request (the clock resumes as when staff record it) or asks for an
 * internal review (the staff's rule: within 15 calendar days of a denial or partial grant). Their words are
 * kept as a note for the receiving officer. The status changes by a conditional update, so of two posts at
 * once one is taken; false when the step is not open (any more).
 */
export async function requesterActs(
  ctx: CaseContext & SurveyContext & AnnounceContext,
  c: FoiCase,
  input: FoiRequesterAction,
): Promise<boolean> {
  const now = ctx.clock.now();
  const iso = now.toISOString();
  const today = campusDate(now);
  if (!requesterStepsFor(c, today).includes(input.action)) return false;
  const step: FoiAction =
    input.action === 'clarify' ? { action: 'clarified' } : { action: 'review_requested' };
  const holidays = await holidayDatesFrom(ctx.db.kysely, addCalendarDays(today, -1));
  const plan = planStep(c, step, now, holidays, requesterLink(ctx, c));
  if (plan === 'unchanged') return false;
  const note =
    input.action === 'clarify'
      ? `Clarification from the requester:\n${input.text}`
      : input.text
        ? `Reason the requester gives for the review:\n${input.text}`
        : null;
  const taken = await ctx.db.kysely.transaction().execute(async (trx) => {
    if (!(await updateFoiCaseFrom(trx, c.id, foiStatus(c), plan.caseSet))) return false;
    if (Object.keys(plan.foiSet).length > 0) await updateFoiRequest(trx, c.id, plan.foiSet);
    if (note)
      await insertNote(trx, {
        case_id: c.id,
        created_at: iso,
        author_user_id: null,
        author: REQUESTER,
        body: note,
      });
    if (plan.mail) await queueCaseMail(trx, c, iso, plan.mail);
    const by = input.action === 'clarify' ? 'Clarification received' : 'Internal review asked for';
    for (const summary of [`${by} on the requester’s page`, ...plan.events])
      await insertEvent(trx, {
        case_id: c.id,
        created_at: iso,
        actor_user_id: null,
        actor: REQUESTER,
        summary,
      });
    await writeAudit(trx, now, {
      actorUserId: null,
      actor: REQUESTER,
      action: `foi.requester_${input.action}`,
      targetType: 'foi_request',
      targetId: c.reference,
    });
    return true;
  });
  if (taken) announce(ctx);
  return taken;
}

/** What the requester's page shows: their request's state in plain words, never staff notes or history. */
export async function requesterView(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  c: FoiCase,
): Promise<FoiRequesterView> {
  const today = campusDate(ctx.clock.now());
  const status = foiStatus(c);
  const running = status === 'new' || status === 'in_progress' || status === 'under_review';
  return {
    reference: c.reference,
    subject: c.subject,
    received_on: campusDate(new Date(c.created_at)),
    status,
    status_label: FOI_STATUS_LABELS[status],
    due_date: running ? c.due_date : null,
    decision: c.decision ? FOI_DECISION_LABELS[c.decision] : null,
    exception: c.exception ? foiExceptionLabel(c.exception) : null,
    answer: c.answer,
    decided_on: c.decided_at ? campusDate(new Date(c.decided_at)) : null,
    review_last_day:
      c.decided_at && (c.decision === 'denied' || c.decision === 'partly_granted')
        ? reviewRequestLastDay(campusDate(new Date(c.decided_at)))
        : null,
    review_outcome: c.review_outcome ? FOI_REVIEW_OUTCOME_LABELS[c.review_outcome] : null,
    released_documents: (await releasedDocumentsBy(ctx, [c.id])).get(c.id) ?? [],
    steps: requesterStepsFor(c, today),
  };
}

// ---- The disclosure log -----------------------------------------------------------------------------------

export async function disclosureLog(ctx: Pick<AppContext, 'db'>, page: number): Promise<FoiRegisterResponse> {
  const limit = FOI_REGISTER_PAGE_SIZE;
  const { rows, total } = await listRegister(ctx.db.kysely, { limit, offset: (page - 1) * limit });
  const isReleased = (r: { decision: string | null }) =>
    r.decision === 'granted' || r.decision === 'partly_granted';
  // Only what is released is looked up: a denial's documents (none are recorded) never reach the log.
  const documents = await releasedDocumentsBy(
    ctx,
    rows.filter(isReleased).map((r) => Number(r.id)),
  );
  return {
    ok: true,
    entries: rows.map((r) => {
      const released = isReleased(r);
      return {
        reference: r.reference,
        received_on: campusDate(new Date(r.created_at)),
        subject: r.subject,
        status: r.status as FoiStatus,
        decision: r.decision,
        exception: r.exception ? foiExceptionLabel(r.exception) : null,
        decided_on: r.decided_at ? campusDate(new Date(r.decided_at)) : null,
        released: released ? r.answer : null,
        released_documents: released ? (documents.get(Number(r.id)) ?? []) : [],
      };
    }),
    pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}

// ---- Housekeeping (jobs/foi-housekeeping.ts) --------------------------------------------------------------

/**
 * Closes what the manual closes by itself: a request left without clarification for 60 days, and a denial
 * nobody asked to review within 15 calendar days. Each close is a conditional update of the status, so of
 * two instances running the job at once exactly one closes, records and mails it.
 */
export async function closeLapsedFoiRequests(
  ctx: CaseContext & SurveyContext & AnnounceContext,
): Promise<number> {
  const now = ctx.clock.now();
  const iso = now.toISOString();
  const today = campusDate(now);
  let closed = 0;
  const close = async (
    c: FoiCase,
    from: FoiStatus,
    summary: string,
    mail: string[] | undefined,
    survey: boolean,
  ) => {
    const done = await ctx.db.kysely.transaction().execute(async (trx) => {
      if (!(await closeFoiCaseFrom(trx, c.id, from, iso))) return false;
      await insertEvent(trx, { case_id: c.id, created_at: iso, actor_user_id: null, actor: SYSTEM, summary });
      await insertEvent(trx, {
        case_id: c.id,
        created_at: iso,
        actor_user_id: null,
        actor: SYSTEM,
        summary: `Status: ${FOI_STATUS_LABELS[from]} → ${FOI_STATUS_LABELS.closed}`,
      });
      if (mail)
        await queueCaseMail(trx, c, iso, {
          kind: 'notice',
          ...foiMail(c.reference, 'Your FOI request is closed', mail),
        });
      // A decided request was served and is rated; one closed for want of a clarification was not.
      if (survey) await inviteToSurvey(ctx, trx, { ...c, kind: 'foi' }, iso);
      return true;
    });
    if (done) closed += 1;
  };
  for (const c of await foiCasesInStatus(ctx.db.kysely, 'awaiting_clarification')) {
    if (!c.paused_on || addCalendarDays(c.paused_on, FOI_CLARIFICATION_CLOSE_CALENDAR_DAYS) > today) continue;
    await close(
      c,
      'awaiting_clarification',
      `Closed: no clarification within ${FOI_CLARIFICATION_CLOSE_CALENDAR_DAYS} days`,
      [
        'Good day,',
        '',
        `We asked you to make your request clearer and have had no answer in ${FOI_CLARIFICATION_CLOSE_CALENDAR_DAYS} days, so the request is now closed. You are welcome to send a new request at any time.`,
      ],
      false,
    );
  }
  for (const c of await foiCasesInStatus(ctx.db.kysely, 'answered')) {
    if (!c.decided_at || reviewRequestLastDay(campusDate(new Date(c.decided_at))) >= today) continue;
    await close(
      c,
      'answered',
      'Closed: no internal review requested within 15 calendar days',
      undefined,
      true,
    );
  }
  if (closed > 0) announce(ctx);
  return closed;
}

/** Personal data of FOI requests closed more than `retentionDays` ago is removed (FOI_RETENTION_DAYS). */
export async function purgeFoiPersonalData(ctx: CaseContext, retentionDays: number): Promise<number> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60_000).toISOString();
  return purgeFoiPersonalDataBefore(ctx.db.kysely, cutoff, now.toISOString());
}
