// Freedom of Information requests (EO 2, s. 2016) on the concern-case engine (concern-cases.ts): the public
// request opens an FOI case with its own reference series and 15-working-day clock; staff take the manual's
// steps (clarification pauses the clock, one extension of up to 20 working days, the decision with the
// exception invoked, the internal review), each recorded in the case history, audited, and told to the
// requester by mail through the queue. Who may take which step: docs/decisions/0031-foi-requests.md.
import type { Kysely } from 'kysely';
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
  type FoiRequestForm,
  type FoiSummary,
} from '../../shared/contract/foi.ts';
import {
  FOI_CLARIFICATION_CLOSE_CALENDAR_DAYS,
  FOI_DEADLINE_WORKING_DAYS,
  FOI_DECISION_LABELS,
  FOI_MESSAGES,
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
import type { Database } from '../db/schema.ts';
import { type Actor, auditActorOf, type SignedInUser } from '../domain/actor.ts';
import { badRequest, conflict, forbidden } from '../lib/http-errors.ts';
import { addCalendarDays, addWorkingDays, campusDate, workingDaysBetween } from '../lib/working-days.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import { holidayDatesFrom, insertEvent, insertNote, updateCase } from '../repositories/concern-cases.ts';
import {
  closeFoiCaseFrom,
  type FoiCase,
  findFoiCase,
  foiCasesInStatus,
  insertFoiRequest,
  listFoiCases,
  listRegister,
  purgeFoiPersonalDataBefore,
  updateFoiRequest,
} from '../repositories/foi-requests.ts';
import { inTransaction } from './app-context.ts';
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

/** Fixed text with the reference and dates only: never the requester's words (as for concerns). */
export function foiAcknowledgementMail(reference: string, due: string) {
  return {
    subject: `We received your FOI request (reference ${reference})`,
    body: [
      'Good day,',
      '',
      `Thank you for your Freedom of Information request to ${siteConfig.campus_name}. It has been recorded under the reference number ${reference}; please quote it if you write to us about it.`,
      '',
      `Under Executive Order No. 2, s. 2016, we answer within ${FOI_DEADLINE_WORKING_DAYS} working days, so you can expect our answer by ${formatLongDate(due)}. If we need more time or need you to make the request clearer, we will write to you.`,
      '',
      ...signature,
    ].join('\n'),
  };
}

const foiMail = (reference: string, subject: string, lines: string[]) => ({
  subject: `${subject} (reference ${reference})`,
  body: [...lines, '', '—', ...signature, `Reference: ${reference}`].join('\n'),
});

// ---- Opening ----------------------------------------------------------------------------------------------

/** Stores the request and its case together and queues the acknowledgement. */
export async function submitFoiRequest(
  ctx: CaseContext,
  input: FoiRequestForm,
  limits: AcknowledgementLimits,
): Promise<{ reference: string; due_date: string; mailed: boolean }> {
  const now = ctx.clock.now();
  const received = campusDate(now);
  const due = foiDueDate(received, await holidayDatesFrom(ctx.db.kysely, received));
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
        acknowledgement: (reference) => foiAcknowledgementMail(reference, due),
        details: (db, caseId) =>
          insertFoiRequest(db, {
            case_id: caseId,
            requester_name: input.name,
            subject: input.subject,
            purpose: input.purpose,
            format: input.format,
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
  return { reference: opened.reference, due_date: due, mailed: opened.withheld === null };
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
  if (
    status === 'answered' &&
    (c.decision === 'denied' || c.decision === 'partly_granted') &&
    c.decided_at &&
    today <= reviewRequestLastDay(campusDate(new Date(c.decided_at)))
  )
    out.push('review_requested');
  if (status === 'under_review' && isDecisionMaker(user)) out.push('review_decided');
  if (!c.personal_purged_at) out.push('note');
  return out;
}

async function loadFoi(ctx: CaseContext, user: SignedInUser, id: number): Promise<FoiCase> {
  await loadVisibleCase(ctx, user, id, 'foi', FOI_MESSAGES.notFound);
  return (await findFoiCase(ctx.db.kysely, id)) as FoiCase;
}

export async function foiDetail(ctx: CaseContext, actor: Actor, id: number): Promise<FoiDetail> {
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

/** Takes one step of the manual on a request; returns the message the portal shows. */
export async function actOnFoi(
  ctx: CaseContext & SurveyContext,
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
  const caseSet: Record<string, unknown> = { updated_at: iso };
  const foiSet: Record<string, unknown> = {};
  const events: string[] = [];
  let mail: { kind: 'notice' | 'reply'; subject: string; body: string } | undefined;
  const status = (to: FoiStatus) => {
    caseSet.status = to;
    events.push(`Status: ${FOI_STATUS_LABELS[foiStatus(c)]} → ${FOI_STATUS_LABELS[to]}`);
    if (to === 'closed') caseSet.closed_at = iso;
  };

  switch (a.action) {
    case 'assign': {
      if (a.office_id !== null && !findOfficeById(a.office_id)) throw badRequest('Unknown office');
      if (a.office_id === c.office_id) return 'Nothing to change';
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
          `Please reply to this message. The time we have to answer is paused until we hear from you; if we have no reply within ${FOI_CLARIFICATION_CLOSE_CALENDAR_DAYS} days, the request will be closed.`,
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
          ...(reviewable
            ? [
                '',
                `If you disagree, you may ask for an internal review by replying to this message by ${formatLongDate(reviewRequestLastDay(today))} (${FOI_REVIEW_REQUEST_CALENDAR_DAYS} calendar days).`,
              ]
            : []),
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
        ]),
      };
      break;
    }
    case 'note':
      break;
  }

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
  return a.action === 'note' ? 'Note added' : `Request ${STEP_WORDS[a.action]}`;
}

// ---- The disclosure log -----------------------------------------------------------------------------------

export async function disclosureLog(db: Kysely<Database>, page: number): Promise<FoiRegisterResponse> {
  const limit = FOI_REGISTER_PAGE_SIZE;
  const { rows, total } = await listRegister(db, { limit, offset: (page - 1) * limit });
  return {
    ok: true,
    entries: rows.map((r) => {
      const released = r.decision === 'granted' || r.decision === 'partly_granted';
      return {
        reference: r.reference,
        received_on: campusDate(new Date(r.created_at)),
        subject: r.subject,
        status: r.status as FoiStatus,
        decision: r.decision,
        exception: r.exception ? foiExceptionLabel(r.exception) : null,
        decided_on: r.decided_at ? campusDate(new Date(r.decided_at)) : null,
        released: released ? r.answer : null,
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
export async function closeLapsedFoiRequests(ctx: CaseContext & SurveyContext): Promise<number> {
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
  return closed;
}

/** Personal data of FOI requests closed more than `retentionDays` ago is removed (FOI_RETENTION_DAYS). */
export async function purgeFoiPersonalData(ctx: CaseContext, retentionDays: number): Promise<number> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60_000).toISOString();
  return purgeFoiPersonalDataBefore(ctx.db.kysely, cutoff, now.toISOString());
}
