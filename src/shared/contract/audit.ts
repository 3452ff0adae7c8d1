// The superadmins' audit log viewer: filters, one page of entries, and the CSV export.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { OFFICE_SLUGS } from './offices.ts';

export const AUDIT_PAGE_SIZE = 50;
/** The CSV export stops here (narrow the filters for more). */
export const AUDIT_CSV_MAX_ROWS = 10_000;

export const AUDIT_MESSAGES = {
  dateInvalid: 'Enter a date as yyyy-mm-dd',
  rangeInvalid: 'The end date must be on or after the start date',
  actionInvalid: 'Choose an action from the list',
} as const;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.dateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), AUDIT_MESSAGES.dateInvalid);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const auditQuerySchema = z
  .object({
    user: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
    action: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(100)
        .regex(/^[a-z0-9.-]+$/, AUDIT_MESSAGES.actionInvalid)
        .optional(),
    ),
    office: z.preprocess(blankToUndefined, z.enum(OFFICE_SLUGS).optional()),
    /** Days in UTC, both inclusive. */
    from: z.preprocess(blankToUndefined, day.optional()),
    to: z.preprocess(blankToUndefined, day.optional()),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AUDIT_MESSAGES.rangeInvalid, path: ['to'] });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor_user_id: z.number().int().nullable(),
  actor: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  office: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  ok: z.literal(true),
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Every action in the log, for the filter. */
  actions: z.array(z.string()),
  /** How long entries are kept (AUDIT_RETENTION_DAYS), said on the screen in months. */
  retention_days: z.number().int().optional(),
});

/** A retention period as staff read it: "12 months", "6 weeks" or "10 days" (issue 38: no setting names). */
export function retentionInWords(days: number): string {
  const months = Math.round(days / 30.4375);
  if (days >= 60) return `${months} months`;
  if (days >= 14 && days % 7 === 0) return `${days / 7} weeks`;
  return days === 1 ? '1 day' : `${days} days`;
}
export type AuditPage = z.infer<typeof auditPageSchema>;

// ——— Endpoints (src/shared/contract/endpoint.ts) ———

export const auditEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
  csv: defineEndpoint({ method: 'GET', path: '/api/admin/audit.csv', query: auditQuerySchema, file: true }),
} as const;
