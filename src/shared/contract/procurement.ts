// Bids and awards (docs/decisions/0037-procurement-notices.md): the procurement opportunities the Bids and
// Awards Committee posts at /procurement, each with its dates, status, library documents and, once awarded,
// the awardee and contract amount. Dates and times are entered in campus time (Asia/Manila, UTC+8 all year)
// and answered as instants.
import { z } from 'zod';
import {
  PROCUREMENT_DOCUMENT_LABELS,
  PROCUREMENT_MODES,
  PROCUREMENT_STATUS_LABELS,
} from '../../../content/procurement.ts';
import { idParamSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ALL_OFFICE_SLUGS } from './offices.ts';

export const PROCUREMENT_STATUSES = Object.keys(PROCUREMENT_STATUS_LABELS) as [
  keyof typeof PROCUREMENT_STATUS_LABELS,
  ...(keyof typeof PROCUREMENT_STATUS_LABELS)[],
];
export type ProcurementStatus = (typeof PROCUREMENT_STATUSES)[number];
export const PROCUREMENT_MODE_KEYS = Object.keys(PROCUREMENT_MODES) as [
  keyof typeof PROCUREMENT_MODES,
  ...(keyof typeof PROCUREMENT_MODES)[],
];
export type ProcurementMode = (typeof PROCUREMENT_MODE_KEYS)[number];
export const PROCUREMENT_DOCUMENT_KINDS = Object.keys(PROCUREMENT_DOCUMENT_LABELS) as [
  keyof typeof PROCUREMENT_DOCUMENT_LABELS,
  ...(keyof typeof PROCUREMENT_DOCUMENT_LABELS)[],
];
export type ProcurementDocumentKind = (typeof PROCUREMENT_DOCUMENT_KINDS)[number];

export const PROCUREMENT_MESSAGES = {
  created: 'Opportunity posted',
  saved: 'Opportunity saved',
  notFound: 'Opportunity not found',
  forbidden: 'Only the Bids and Awards Committee and superadmins manage bids and awards',
  referenceTaken: 'Another opportunity has this reference number',
  awardeeRequired: 'Name the awardee of an awarded contract',
  contractRequired: 'Enter the contract amount of an awarded contract',
  deadlineAfterPosting: 'The deadline must be after the posting date',
  documentMissing: 'One of the chosen documents no longer exists',
} as const;

/** Campus time has no daylight saving: a wall-clock time there is always UTC+8. */
const CAMPUS_OFFSET = '+08:00';
const LOCAL_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The instant of a campus wall-clock time (yyyy-mm-ddThh:mm), as an ISO string. */
export const campusLocalToIso = (local: string): string =>
  new Date(`${local}:00${CAMPUS_OFFSET}`).toISOString();

/** An instant as the campus wall-clock time a datetime-local field shows (yyyy-mm-ddThh:mm). */
export const isoToCampusLocal = (iso: string): string =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16);

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const localTime = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .regex(LOCAL_PATTERN, `${label} must be a date and time`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}:00${CAMPUS_OFFSET}`)), `${label} must be a real date`);
const optionalLocalTime = (label: string) => z.union([z.literal(''), localTime(label)]).default('');

/** Pesos as typed: digits with optional commas and up to two decimals ("1,250,000.50"). */
const PESOS_PATTERN = /^\d{1,3}(,?\d{3})*(\.\d{1,2})?$/;
const pesos = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .regex(PESOS_PATTERN, `${label} must be an amount in pesos, like 1,250,000.00`)
    .refine((s) => s.replaceAll(',', '').length <= 16, `${label} is too large`);

/** Centavos from a pesos amount as the schema admits it. */
export const pesosToCentavos = (amount: string): number => {
  const [whole = '0', cents = ''] = amount.replaceAll(',', '').split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
};

/** "₱1,250,000.00" */
const PESOS = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatPesos = (centavos: number): string => `₱${PESOS.format(centavos / 100)}`;

export const opportunityDocumentInputSchema = z.object({
  document_id: z.number({ message: 'Choose a document' }).int().positive('Choose a document'),
  kind: z.enum(PROCUREMENT_DOCUMENT_KINDS, { message: 'Choose what the document is' }),
});

/** What the portal's form sends to post or change an opportunity. */
export const opportunityInputSchema = z
  .object({
    reference: text('Reference number', 40).min(1, 'Reference number is required'),
    title: text('Title', 300).min(1, 'Title is required'),
    abc: pesos('Approved budget'),
    mode: z.enum(PROCUREMENT_MODE_KEYS, { message: 'Choose the mode of procurement' }),
    philgeps_reference: text('PhilGEPS reference', 40).default(''),
    office: z.enum(ALL_OFFICE_SLUGS, { message: 'Choose an office' }),
    posted_on: z
      .string({ message: 'Posting date is required' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Posting date must be a date')
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Posting date must be a real date'),
    prebid_at: optionalLocalTime('Pre-bid conference'),
    deadline_at: localTime('Deadline of bid submission'),
    opening_at: optionalLocalTime('Opening of bids'),
    status: z.enum(PROCUREMENT_STATUSES, { message: 'Choose a status' }).default('open'),
    awardee: text('Awardee', 200).default(''),
    contract_amount: z.union([z.literal(''), pesos('Contract amount')]).default(''),
    documents: z.array(opportunityDocumentInputSchema).max(30, 'Attach at most 30 documents').default([]),
  })
  .superRefine((v, ctx) => {
    if (v.deadline_at.slice(0, 10) < v.posted_on)
      ctx.addIssue({
        code: 'custom',
        path: ['deadline_at'],
        message: PROCUREMENT_MESSAGES.deadlineAfterPosting,
      });
    if (v.status === 'awarded' && !v.awardee)
      ctx.addIssue({ code: 'custom', path: ['awardee'], message: PROCUREMENT_MESSAGES.awardeeRequired });
    if (v.status === 'awarded' && !v.contract_amount)
      ctx.addIssue({
        code: 'custom',
        path: ['contract_amount'],
        message: PROCUREMENT_MESSAGES.contractRequired,
      });
  });
export type OpportunityInput = z.infer<typeof opportunityInputSchema>;
export type OpportunityFormValues = z.input<typeof opportunityInputSchema>;

export const opportunityDocumentSchema = z.object({
  document_id: z.number().int(),
  kind: z.enum(PROCUREMENT_DOCUMENT_KINDS),
  title: z.string(),
  published_on: z.string(),
  /** Drafts are shown to staff only; the public answer leaves them out. */
  status: z.string(),
  /** The current version's file. */
  file_url: z.string(),
});

export const opportunitySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  title: z.string(),
  abc_centavos: z.number().int(),
  mode: z.enum(PROCUREMENT_MODE_KEYS),
  philgeps_reference: z.string(),
  office: z.string(),
  office_name: z.string(),
  posted_on: z.string(),
  prebid_at: z.string().nullable(),
  deadline_at: z.string(),
  opening_at: z.string().nullable(),
  status: z.enum(PROCUREMENT_STATUSES),
  awardee: z.string(),
  contract_centavos: z.number().int().nullable(),
  closed_at: z.string().nullable(),
  updated_at: z.string(),
  documents: z.array(opportunityDocumentSchema),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

/** The public list's and the portal's filters (a GET form's fields: blanks mean any). */
export const opportunityListQuerySchema = z.object({
  year: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ message: 'Choose a year' }).int().min(2000).max(2100).optional(),
  ),
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(PROCUREMENT_STATUSES, { message: 'Choose a status' }).optional(),
  ),
  office: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ALL_OFFICE_SLUGS, { message: 'Choose an office' }).optional(),
  ),
});
export type OpportunityListQuery = z.infer<typeof opportunityListQuerySchema>;

export const opportunityListResponseSchema = z.object({
  ok: z.literal(true),
  opportunities: z.array(opportunitySchema),
});
export const opportunityResponseSchema = z.object({ ok: z.literal(true), opportunity: opportunitySchema });
export const opportunitySavedResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  opportunity: opportunitySchema,
});

export const procurementEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/procurement',
    query: opportunityListQuerySchema,
    response: opportunityListResponseSchema,
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/api/procurement/:id',
    params: idParamSchema,
    response: opportunityResponseSchema,
  }),
} as const;

export const procurementAdminEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/procurement',
    query: opportunityListQuerySchema,
    response: opportunityListResponseSchema,
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/api/admin/procurement/:id',
    params: idParamSchema,
    response: opportunityResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/procurement',
    body: opportunityInputSchema,
    response: opportunitySavedResponseSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/procurement/:id',
    params: idParamSchema,
    body: opportunityInputSchema,
    response: opportunitySavedResponseSchema,
  }),
} as const;
