// Concern cases in the administrator portal: triage, deadlines, notes, e-mail replies, holidays and the
// monthly report. Shapes and messages used by the server, the portal and the tests.
import { z } from 'zod';
import { idParamSchema, okMessageResponseSchema, paginationSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const CASE_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  closed: 'Closed',
};

/** Citizen's Charter classes (RA 11032) and their deadlines in working days. */
export const CASE_CLASSIFICATIONS = ['simple', 'complex', 'highly_technical'] as const;
export type CaseClassification = (typeof CASE_CLASSIFICATIONS)[number];
export const CASE_CLASSIFICATION_LABELS: Record<CaseClassification, string> = {
  simple: 'Simple',
  complex: 'Complex',
  highly_technical: 'Highly technical',
};
export const DEADLINE_WORKING_DAYS: Record<CaseClassification, number> = {
  simple: 3,
  complex: 7,
  highly_technical: 20,
};

export const DUE_STATES = ['overdue', 'due_today', 'on_time', 'done'] as const;
export type DueState = (typeof DUE_STATES)[number];
export const DUE_STATE_LABELS: Record<DueState, string> = {
  overdue: 'Overdue',
  due_today: 'Due today',
  on_time: 'On time',
  done: 'Done',
};

export const MAIL_STATES = ['queued', 'sending', 'sent'] as const;
export type MailState = (typeof MAIL_STATES)[number];
/** 'notice': an FOI step the requester is told of (extension, clarification request, review). */
/** 'survey': the satisfaction survey's link, sent once the case is closed. */
export const MAIL_KINDS = ['acknowledgement', 'reply', 'notice', 'survey'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const CASE_PAGE_SIZE = 10;
export const CASE_REPLY_MAX = 10_000;
export const CASE_NOTE_MAX = 5_000;

/** CASE-2026-7KQ4XM: year of receipt and six characters without look-alikes (no 0/O, 1/I/L). */
export const CASE_REFERENCE_PATTERN = /^CASE-\d{4}-[2-9A-HJKMNP-Z]{6}$/;
export const normalizeReference = (text: string) => text.trim().toUpperCase();

export const CASE_MESSAGES = {
  notFound: 'Case not found',
  unknownReference: (ref: string) =>
    `No case has the reference ${ref}. It may have been mistyped, or the case was closed and removed after the retention period.`,
  forbidden: 'This case belongs to another office.',
  officeOnlySuperadmin: 'Only a superadmin can assign a case to an office.',
  replyRequired: 'Please write a reply',
  replyTooLong: `A reply can be at most ${new Intl.NumberFormat('en-US').format(CASE_REPLY_MAX)} characters`,
  noteRequired: 'Please write a note',
  noteTooLong: `A note can be at most ${new Intl.NumberFormat('en-US').format(CASE_NOTE_MAX)} characters`,
  // Plain words for staff (issue 38): no setting names; the operator's side is in the README.
  mailNotConfigured:
    "Replies are saved here but not sent: e-mail sending is off. Ask the site's technical contact to turn it on.",
  holidayDateInvalid: 'Enter the date as YYYY-MM-DD',
  holidayNameRequired: 'Please enter the holiday name',
  holidayExists: 'That date is already on the holiday list',
  monthInvalid: 'Enter the month as YYYY-MM',
  nothingToChange: 'Nothing to change',
} as const;

const officeId = z.number().int().min(1).max(1000);

export const caseListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  status: z.enum(CASE_STATUSES).optional().catch(undefined),
  /** An office id, or 'none' for cases not yet assigned. */
  office: z
    .union([z.literal('none'), z.coerce.number().int().min(1).max(1000)])
    .optional()
    .catch(undefined),
  due: z.enum(DUE_STATES).optional().catch(undefined),
  q: z.string().trim().max(200).optional(),
});
export type CaseListQuery = z.infer<typeof caseListQuerySchema>;

export const caseSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  created_at: z.string(),
  reply_email: z.string(),
  message_preview: z.string(),
  status: z.enum(CASE_STATUSES),
  classification: z.enum(CASE_CLASSIFICATIONS),
  office_id: z.number().int().nullable(),
  office_abbrev: z.string().nullable(),
  /** Last working day to act, yyyy-mm-dd in the campus time zone. */
  due_date: z.string(),
  due_state: z.enum(DUE_STATES),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const caseListResponseSchema = z.object({
  ok: z.literal(true),
  cases: z.array(caseSummarySchema),
  pagination: paginationSchema,
  /** Set when the search text is a case reference that matches nothing. */
  unknownReference: z.string().optional(),
});
export type CaseListResponse = z.infer<typeof caseListResponseSchema>;

export const caseNoteSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  author: z.string(),
  body: z.string(),
});
export type CaseNote = z.infer<typeof caseNoteSchema>;

export const caseEventSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor: z.string(),
  /** Plain sentence, e.g. "Status: New → In progress". */
  summary: z.string(),
});
export type CaseEvent = z.infer<typeof caseEventSchema>;

export const caseMailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  created_at: z.string(),
  author: z.string().nullable(),
  to_address: z.string(),
  subject: z.string(),
  body: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type CaseMail = z.infer<typeof caseMailSchema>;

export const caseDetailSchema = caseSummarySchema.extend({
  message: z.string(),
  office_name: z.string().nullable(),
  answered_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  deadline_days: z.number().int(),
  notes: z.array(caseNoteSchema),
  history: z.array(caseEventSchema),
  mail: z.array(caseMailSchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;
export const caseDetailResponseSchema = z.object({
  ok: z.literal(true),
  case: caseDetailSchema,
  mailConfigured: z.boolean(),
});
export type CaseDetailResponse = z.infer<typeof caseDetailResponseSchema>;

/** Delivery state only (no addresses or text), for watching queued mail without re-reading the case. */
export const caseMailStatusSchema = caseMailSchema.pick({
  id: true,
  state: true,
  attempts: true,
  last_error: true,
  next_attempt_at: true,
  sent_at: true,
});
export type CaseMailStatus = z.infer<typeof caseMailStatusSchema>;
export const caseMailStatusResponseSchema = z.object({
  ok: z.literal(true),
  mail: z.array(caseMailStatusSchema),
});

export const caseUpdateSchema = z
  .object({
    status: z.enum(CASE_STATUSES).optional(),
    classification: z.enum(CASE_CLASSIFICATIONS).optional(),
    office_id: officeId.nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.classification !== undefined || v.office_id !== undefined, {
    message: CASE_MESSAGES.nothingToChange,
  });
export type CaseUpdate = z.infer<typeof caseUpdateSchema>;

export const caseNoteCreateSchema = z.object({
  body: z.string().trim().min(1, CASE_MESSAGES.noteRequired).max(CASE_NOTE_MAX, CASE_MESSAGES.noteTooLong),
});
export const caseReplyCreateSchema = z.object({
  body: z.string().trim().min(1, CASE_MESSAGES.replyRequired).max(CASE_REPLY_MAX, CASE_MESSAGES.replyTooLong),
});

export const holidaySchema = z.object({ date: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidayCreateSchema = z.object({
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, CASE_MESSAGES.holidayDateInvalid)
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      CASE_MESSAGES.holidayDateInvalid,
    ),
  name: z.string().trim().min(1, CASE_MESSAGES.holidayNameRequired).max(120),
});
export const holidaysQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
export const holidaysResponseSchema = z.object({ ok: z.literal(true), holidays: z.array(holidaySchema) });

export const reportQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, CASE_MESSAGES.monthInvalid),
});
export const reportRowSchema = z.object({
  office_id: z.number().int().nullable(),
  office: z.string(),
  received: z.number().int(),
  answered_within_deadline: z.number().int(),
  overdue: z.number().int(),
  /** Median days from receipt to the first reply, among cases answered; null when none. */
  median_days_to_answer: z.number().nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;
export const reportResponseSchema = z.object({
  ok: z.literal(true),
  month: z.string(),
  rows: z.array(reportRowSchema),
  total: reportRowSchema,
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

// ——— Endpoints (src/shared/contract/endpoint.ts) ———

/** A reference as quoted by a sender; the server looks up at most its first 40 characters. */
export const caseReferenceParamSchema = z.object({ reference: z.string() });
export const caseByReferenceResponseSchema = z.object({ ok: z.literal(true), id: z.number().int() });

export const caseEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/cases',
    query: caseListQuerySchema,
    response: caseListResponseSchema,
  }),
  byReference: defineEndpoint({
    method: 'GET',
    path: '/api/admin/cases/by-reference/:reference',
    params: caseReferenceParamSchema,
    response: caseByReferenceResponseSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/cases/:id',
    params: idParamSchema,
    response: caseDetailResponseSchema,
  }),
  mailStatus: defineEndpoint({
    method: 'GET',
    path: '/api/admin/cases/:id/mail-status',
    params: idParamSchema,
    response: caseMailStatusResponseSchema,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/cases/:id',
    params: idParamSchema,
    body: caseUpdateSchema,
    response: okMessageResponseSchema,
  }),
  addNote: defineEndpoint({
    method: 'POST',
    path: '/api/admin/cases/:id/notes',
    params: idParamSchema,
    body: caseNoteCreateSchema,
    response: okMessageResponseSchema,
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/api/admin/cases/:id/replies',
    params: idParamSchema,
    body: caseReplyCreateSchema,
    response: okMessageResponseSchema,
  }),
  holidays: defineEndpoint({
    method: 'GET',
    path: '/api/admin/case-holidays',
    query: holidaysQuerySchema,
    response: holidaysResponseSchema,
  }),
  addHoliday: defineEndpoint({
    method: 'POST',
    path: '/api/admin/case-holidays',
    body: holidayCreateSchema,
    response: okMessageResponseSchema,
  }),
  removeHoliday: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/case-holidays/:date',
    params: holidayCreateSchema.pick({ date: true }),
    response: okMessageResponseSchema,
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/api/admin/case-report',
    query: reportQuerySchema,
    response: reportResponseSchema,
  }),
  reportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/case-report.csv',
    query: reportQuerySchema,
    file: true,
  }),
} as const;
