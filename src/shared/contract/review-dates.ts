// Review dates (issue #39 item 5, docs/decisions/0051-review-dates.md): pages and entries that should not go
// stale (site content sections, programme pages, directory entries, charter services) carry the date they were
// last reviewed and the date of their next review (a year later unless staff choose another). Staff see the
// items they keep with the date due, and mark one reviewed; saving an edit counts as a review.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const REVIEW_KINDS = [
  'site_section',
  'program_page',
  'directory_office',
  'directory_faculty',
  'charter_service',
] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** What each kind is called on screen and in the weekly mail. */
export const REVIEW_KIND_LABELS: Record<ReviewKind, string> = {
  site_section: 'Site content',
  program_page: 'Programme page',
  directory_office: 'Staff Directory office',
  directory_faculty: 'Faculty Directory entry',
  charter_service: 'Citizen’s Charter service',
};

export const REVIEW_MESSAGES = {
  reviewed: 'Marked as reviewed',
  notFound: 'There is no such page or entry to review',
  notYours: 'You can review only what your office keeps',
  futureDate: 'The next review must be after today',
  tooFar: 'The next review must be within three years',
  date: 'Next review must be a date (yyyy-mm-dd)',
} as const;

export const reviewItemSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  /** The item's key within its kind: a block key, a programme, a directory id, a service id. */
  key: z.string(),
  title: z.string(),
  /** The office that keeps it (site content: administration, kept by superadmins). */
  office: z.string(),
  office_name: z.string(),
  /** When it was last reviewed or saved (an instant). */
  last_reviewed_at: z.string(),
  /** The campus date (yyyy-mm-dd) of its next review. */
  next_review_on: z.string(),
  /** The next review date has come (campus date). */
  due: z.boolean(),
  /** The portal screen where it is edited, or null when it has none (programme pages are content files). */
  edit_path: z.string().nullable(),
  /** Its public page. */
  public_path: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewItemParamsSchema = z.object({
  kind: z.enum(REVIEW_KINDS, { message: REVIEW_MESSAGES.notFound }),
  key: z.string().min(1).max(100),
});

export const markReviewedBodySchema = z
  .object({
    /** Another date for the next review than a year from today (campus date). */
    next_review_on: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, REVIEW_MESSAGES.date)
      .optional(),
  })
  .default({});
export type MarkReviewedInput = z.input<typeof markReviewedBodySchema>;

export const reviewDateAdminEndpoints = {
  /** The items the staff member keeps (a superadmin: every office's), each with its next review date. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/review-dates',
    response: z.object({ ok: z.literal(true), items: z.array(reviewItemSchema) }),
  }),
  /** Last reviewed now; next review a year on, or the chosen date. Audited. */
  markReviewed: defineEndpoint({
    method: 'POST',
    path: '/api/admin/review-dates/:kind/:key',
    params: reviewItemParamsSchema,
    body: markReviewedBodySchema,
    response: z.object({ ok: z.literal(true), message: z.string(), item: reviewItemSchema }),
  }),
} as const;

export const lastReviewedResponseSchema = z.object({ ok: z.literal(true), last_reviewed_at: z.string() });
export type LastReviewedResponse = z.infer<typeof lastReviewedResponseSchema>;

export const reviewDateEndpoints = {
  /** When a public page was last reviewed (programme pages draw it). */
  lastReviewed: defineEndpoint({
    method: 'GET',
    path: '/api/review-dates/:kind/:key',
    params: reviewItemParamsSchema,
    response: lastReviewedResponseSchema,
  }),
} as const;
