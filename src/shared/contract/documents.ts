// The document library (docs/decisions/0030-document-library.md): documents that offices publish (PDF, and
// XLSX, DOCX or CSV where an office works that way), each with its versions; the Transparency Seal register
// built from them; and the compliance checklist. Uploads are multipart forms: the metadata fields below plus
// one `file`.
import { z } from 'zod';
import { TRANSPARENCY_SECTIONS } from '../../../content/transparency.ts';
import { idParamSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ALL_OFFICE_SLUGS } from './offices.ts';

export const DOCUMENT_FORMATS = ['pdf', 'xlsx', 'docx', 'csv'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];
export const DOCUMENT_STATUSES = ['draft', 'published'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** The default size limit; DOCUMENT_MAX_MB changes it. */
export const DOCUMENT_DEFAULT_MAX_MB = 25;

export const DOCUMENT_MESSAGES = {
  saved: 'Document saved',
  replaced: 'New version uploaded; the earlier one is kept as superseded',
  fileMissing: 'Choose a file to upload',
  notFound: 'Document not found',
} as const;

const SECTION_KEYS = TRANSPARENCY_SECTIONS.map((s) => s.key) as [string, ...string[]];

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** The fields of an upload or an edit (multipart text fields, or JSON for an edit). */
export const documentMetaSchema = z.object({
  title: text('Title', 200).min(1, 'Title is required'),
  description: text('Description', 2000).default(''),
  office: z.enum(ALL_OFFICE_SLUGS, { message: 'Choose an office' }),
  /** A Transparency Seal item, or '' for none. */
  section: z
    .union([z.enum(SECTION_KEYS, { message: 'Choose a Transparency Seal item' }), z.literal('')])
    .default(''),
  /** Fiscal year or period, e.g. "FY 2025" or "2025, 3rd quarter". */
  period: text('Period', 60).default(''),
  /** The date the document is as of (yyyy-mm-dd). */
  published_on: z
    .string({ message: 'Date is required' })
    .min(1, 'Date is required')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be a date (yyyy-mm-dd)')
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Date must be a real date'),
  status: z.enum(DOCUMENT_STATUSES, { message: 'Choose draft or published' }).default('published'),
});
export type DocumentMeta = z.infer<typeof documentMetaSchema>;

export const documentVersionSchema = z.object({
  id: z.number().int(),
  /** 1 for the first upload, then 2, 3… */
  number: z.number().int(),
  format: z.enum(DOCUMENT_FORMATS),
  size_bytes: z.number().int(),
  /** Pages of a PDF; null for other formats. */
  pages: z.number().int().nullable(),
  uploaded_at: z.string(),
  /** A later version replaced it. */
  superseded: z.boolean(),
  /** Where to read or download it (inline for PDFs; `?download=1` downloads). */
  file_url: z.string(),
  /** First-page picture of a PDF, or null. */
  preview_url: z.string().nullable(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  office: z.string(),
  office_name: z.string(),
  section: z.string(),
  period: z.string(),
  published_on: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  updated_at: z.string(),
  current: documentVersionSchema,
  /** Every version, newest first (the current one included). */
  versions: z.array(documentVersionSchema),
});
export type DocumentItem = z.infer<typeof documentSchema>;

export const documentListQuerySchema = z.object({
  section: z.string().max(60).optional(),
  office: z.string().max(40).optional(),
});

/**
 * The filters of the public list page /documents, as its GET form sends them; an empty choice means any. A
 * hand-edited address with a bad value shows every document rather than an error page (routes/documents.ts).
 */
export const documentsPageQuerySchema = z.object({
  office: z.enum(ALL_OFFICE_SLUGS).optional().catch(undefined),
  year: z.coerce.number().int().min(1900).max(2999).optional().catch(undefined),
  item: z.enum(SECTION_KEYS).optional().catch(undefined),
});
export type DocumentsPageQuery = z.infer<typeof documentsPageQuerySchema>;

export const documentListResponseSchema = z.object({
  ok: z.literal(true),
  documents: z.array(documentSchema),
});
export const documentResponseSchema = z.object({ ok: z.literal(true), document: documentSchema });

export const documentSavedResponseSchema = z.object({
  ok: z.literal(true),
  id: z.number().int(),
  message: z.string(),
  document: documentSchema,
});

/** One Transparency Seal item as the register shows it. */
export const transparencyItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  owner: z.string(),
  owner_name: z.string(),
  rule: z.enum(['yearly', 'quarterly', 'on-change']),
  rule_text: z.string(),
  /** The latest document's date (yyyy-mm-dd), or null when there is none. */
  as_of: z.string().nullable(),
  /** Due for an update (staff only; always false in the public answer). */
  overdue: z.boolean(),
  documents: z.array(documentSchema),
});
export type TransparencyItem = z.infer<typeof transparencyItemSchema>;

export const transparencyResponseSchema = z.object({
  ok: z.literal(true),
  items: z.array(transparencyItemSchema),
});
export type TransparencyResponse = z.infer<typeof transparencyResponseSchema>;

/** A document page that matches a site search. */
export const documentHitSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  office_name: z.string(),
  published_on: z.string(),
  /** Page of the PDF where the words are, or null when they are in the title or description. */
  page: z.number().int().nullable(),
  /** The passage as HTML: text escaped, matches wrapped in <mark>…</mark> (no other markup). */
  snippet: z.string(),
  /** The file, opened at that page. */
  url: z.string(),
  /** The document's own page (details and every version). */
  page_url: z.string(),
});
export type DocumentHit = z.infer<typeof documentHitSchema>;

const versionParamSchema = idParamSchema.extend({
  version: z.coerce.number({ message: 'Invalid version' }).int('Invalid version').positive('Invalid version'),
});

export const documentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/documents',
    query: documentListQuerySchema,
    response: documentListResponseSchema,
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/api/documents/:id',
    params: idParamSchema,
    response: documentResponseSchema,
  }),
  transparency: defineEndpoint({
    method: 'GET',
    path: '/api/transparency',
    response: transparencyResponseSchema,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/documents/:id/versions/:version/file',
    params: versionParamSchema,
    file: true,
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/api/documents/:id/versions/:version/preview',
    params: versionParamSchema,
    file: true,
  }),
} as const;

export const documentAdminEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/documents',
    query: documentListQuerySchema,
    response: documentListResponseSchema,
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/api/admin/documents/:id',
    params: idParamSchema,
    response: documentResponseSchema,
  }),
  /** Multipart: the fields of documentMetaSchema and one `file`. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/documents',
    response: documentSavedResponseSchema,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/documents/:id',
    params: idParamSchema,
    body: documentMetaSchema,
    response: documentSavedResponseSchema,
  }),
  /** Multipart: one `file`, the new current version. */
  replace: defineEndpoint({
    method: 'POST',
    path: '/api/admin/documents/:id/versions',
    params: idParamSchema,
    response: documentSavedResponseSchema,
  }),
  /** Every item with its overdue flag (staff). */
  transparency: defineEndpoint({
    method: 'GET',
    path: '/api/admin/transparency',
    response: transparencyResponseSchema,
  }),
  /** The compliance checklist as CSV (superadmins). */
  checklistCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/transparency/checklist.csv',
    file: true,
  }),
} as const;
