// Freedom of Information requests (EO 2, s. 2016): the public request form, the public disclosure log, and
// the portal's FOI desk (receiving officer and decision maker, docs/decisions/0031-foi-requests.md). An FOI
// request is a case of the concern-case engine (cases.ts) with its own reference series, clock and steps.
import { z } from 'zod';
import { caseEventSchema, caseMailSchema, caseNoteSchema, DUE_STATES } from './cases.ts';
import { idParamSchema, isMailbox, paginationSchema, withoutControlCharacters } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  FOI_DECISIONS,
  FOI_EXCEPTION_IDS,
  FOI_EXTENSION_MAX_WORKING_DAYS,
  FOI_FORMAT_IDS,
  FOI_MESSAGES,
  FOI_NAME_MAX,
  FOI_REVIEW_OUTCOMES,
  FOI_STATUSES,
  FOI_SUBJECT_MAX,
  FOI_TEXT_MAX,
  type FoiStatus,
} from './foi-rules.ts';

const text = (max: number, required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .max(max, FOI_MESSAGES.tooLong(max))
    .transform(withoutControlCharacters);

export const foiRequestFormSchema = z.object({
  name: text(FOI_NAME_MAX, FOI_MESSAGES.nameRequired),
  email: z
    .string({ message: FOI_MESSAGES.emailRequired })
    .trim()
    .min(1, FOI_MESSAGES.emailRequired)
    .max(254, FOI_MESSAGES.emailInvalid)
    .refine(isMailbox, FOI_MESSAGES.emailInvalid),
  subject: text(FOI_SUBJECT_MAX, FOI_MESSAGES.subjectRequired),
  information: text(FOI_TEXT_MAX, FOI_MESSAGES.informationRequired),
  purpose: text(FOI_TEXT_MAX, FOI_MESSAGES.purposeRequired),
  format: z.enum(FOI_FORMAT_IDS, { message: FOI_MESSAGES.formatRequired }),
});
export type FoiRequestForm = z.infer<typeof foiRequestFormSchema>;

export const foiSubmitResponseSchema = z.object({
  ok: z.literal(true),
  reference: z.string(),
  /** Last working day of the answer, yyyy-mm-dd in the campus time zone. */
  due_date: z.string(),
});
export type FoiSubmitResponse = z.infer<typeof foiSubmitResponseSchema>;

// ——— The disclosure log (public; no personal data) ———

/** A library document released with a decision: its public page. */
export const foiReleasedDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
});
export type FoiReleasedDocument = z.infer<typeof foiReleasedDocumentSchema>;
/** The library documents a decision releases (published ones, picked by the decision maker). */
const documentIds = z.array(z.number().int().positive()).max(20).optional();

export const foiRegisterEntrySchema = z.object({
  reference: z.string(),
  received_on: z.string(),
  subject: z.string(),
  status: z.enum(FOI_STATUSES),
  decision: z.enum(FOI_DECISIONS).nullable(),
  exception: z.string().nullable(),
  decided_on: z.string().nullable(),
  /** The answer as released, only for a granted or partly granted request. */
  released: z.string().nullable(),
  /** The library documents released with it (same condition). */
  released_documents: z.array(foiReleasedDocumentSchema),
});
export type FoiRegisterEntry = z.infer<typeof foiRegisterEntrySchema>;
export const FOI_REGISTER_PAGE_SIZE = 20;
export const foiRegisterQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export const foiRegisterResponseSchema = z.object({
  ok: z.literal(true),
  entries: z.array(foiRegisterEntrySchema),
  pagination: paginationSchema,
});
export type FoiRegisterResponse = z.infer<typeof foiRegisterResponseSchema>;

// ——— The FOI desk (portal) ———

export const foiListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  status: z.enum(FOI_STATUSES).optional().catch(undefined),
});
export type FoiListQuery = z.infer<typeof foiListQuerySchema>;

export const foiSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  created_at: z.string(),
  requester_name: z.string(),
  subject: z.string(),
  status: z.enum(FOI_STATUSES),
  office_id: z.number().int().nullable(),
  office_abbrev: z.string().nullable(),
  due_date: z.string(),
  due_state: z.enum(DUE_STATES),
});
export type FoiSummary = z.infer<typeof foiSummarySchema>;
export const foiListResponseSchema = z.object({
  ok: z.literal(true),
  requests: z.array(foiSummarySchema),
  pagination: paginationSchema,
});
export type FoiListResponse = z.infer<typeof foiListResponseSchema>;

export const foiDetailSchema = foiSummarySchema.extend({
  reply_email: z.string(),
  information: z.string(),
  purpose: z.string(),
  format: z.string(),
  office_name: z.string().nullable(),
  extended: z.boolean(),
  extension_reason: z.string().nullable(),
  paused_on: z.string().nullable(),
  decision: z.enum(FOI_DECISIONS).nullable(),
  exception: z.string().nullable(),
  answer: z.string().nullable(),
  decided_at: z.string().nullable(),
  review_requested_at: z.string().nullable(),
  review_outcome: z.enum(FOI_REVIEW_OUTCOMES).nullable(),
  closed_at: z.string().nullable(),
  released_documents: z.array(foiReleasedDocumentSchema),
  /** What the signed-in user may do next (the server decides; the screen shows only these). */
  actions: z.array(z.string()),
  notes: z.array(caseNoteSchema),
  history: z.array(caseEventSchema),
  mail: z.array(caseMailSchema),
});
export type FoiDetail = z.infer<typeof foiDetailSchema>;
export const foiDetailResponseSchema = z.object({
  ok: z.literal(true),
  request: foiDetailSchema,
  mailConfigured: z.boolean(),
});
export type FoiDetailResponse = z.infer<typeof foiDetailResponseSchema>;

const staffText = (required: string) => text(FOI_TEXT_MAX, required);

/** One step on a request; who may take which step is the service's rule (ADR 0031). */
export const foiActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('assign'), office_id: z.number().int().min(1).max(1000).nullable() }),
  z.object({ action: z.literal('clarify'), text: staffText(FOI_MESSAGES.textRequired) }),
  z.object({ action: z.literal('clarified') }),
  z.object({
    action: z.literal('extend'),
    days: z.number().int().min(1).max(FOI_EXTENSION_MAX_WORKING_DAYS),
    reason: staffText(FOI_MESSAGES.reasonRequired),
  }),
  z
    .object({
      action: z.literal('decide'),
      decision: z.enum(FOI_DECISIONS),
      exception: z.enum(FOI_EXCEPTION_IDS).nullable().optional(),
      text: staffText(FOI_MESSAGES.textRequired),
      document_ids: documentIds,
    })
    .refine(
      (v) => (v.decision === 'denied' || v.decision === 'partly_granted' ? Boolean(v.exception) : true),
      {
        message: FOI_MESSAGES.exceptionRequired,
        path: ['exception'],
      },
    ),
  z.object({ action: z.literal('review_requested') }),
  z.object({
    action: z.literal('review_decided'),
    outcome: z.enum(FOI_REVIEW_OUTCOMES),
    text: staffText(FOI_MESSAGES.textRequired),
    document_ids: documentIds,
  }),
  z.object({ action: z.literal('note'), text: staffText(FOI_MESSAGES.textRequired) }),
]);
export type FoiAction = z.infer<typeof foiActionSchema>;
export type FoiActionName = FoiAction['action'];

// ——— The requester's own page (/foi/request?t=…, a server-drawn form; ADR 0052) ———

/** What the requester posts on their page: a clarification (required text) or a review request. */
export const foiRequesterActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('clarify'), text: text(FOI_TEXT_MAX, FOI_MESSAGES.clarificationRequired) }),
  z.object({
    action: z.literal('review'),
    text: z
      .string()
      .trim()
      .max(FOI_TEXT_MAX, FOI_MESSAGES.tooLong(FOI_TEXT_MAX))
      .transform((v) => (v ? withoutControlCharacters(v) : null))
      .optional()
      .transform((v) => v ?? null),
  }),
]);
export type FoiRequesterAction = z.infer<typeof foiRequesterActionSchema>;

/** The requester's page: their request's state in plain words (no staff notes, no history). */
export interface FoiRequesterView {
  reference: string;
  subject: string;
  received_on: string;
  status: FoiStatus;
  status_label: string;
  /** The day the answer (or the review's decision) is due while the clock runs; null otherwise. */
  due_date: string | null;
  decision: string | null;
  exception: string | null;
  answer: string | null;
  decided_on: string | null;
  /** The last calendar day a review may be asked for, after a denial or partial grant. */
  review_last_day: string | null;
  review_outcome: string | null;
  released_documents: FoiReleasedDocument[];
  steps: Array<'clarify' | 'review'>;
}

export const foiEndpoints = {
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/foi',
    body: foiRequestFormSchema,
    response: foiSubmitResponseSchema,
  }),
  register: defineEndpoint({
    method: 'GET',
    path: '/api/foi/register',
    query: foiRegisterQuerySchema,
    response: foiRegisterResponseSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/foi',
    query: foiListQuerySchema,
    response: foiListResponseSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/foi/:id',
    params: idParamSchema,
    response: foiDetailResponseSchema,
  }),
  act: defineEndpoint({
    method: 'POST',
    path: '/api/admin/foi/:id/actions',
    params: idParamSchema,
    body: foiActionSchema,
    response: z.object({ ok: z.literal(true), message: z.string() }),
  }),
} as const;
