// Review before publishing (issue 39, docs/decisions/0041-contributors-and-review.md): a draft is sent for
// review with a note; a reviewer of its office (its admin, or a superadmin) approves it, publishing now or at
// a time, or returns it with comments. Shared by server, portal and tests.
import { z } from 'zod';
import { idParamSchema, okMessageResponseSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const REVIEW_NOTE_MAX = 2000;

export const REVIEW_MESSAGES = {
  submitted: 'Sent for review. The office is told by mail and in the portal.',
  approved: 'Approved and published.',
  approvedScheduled: 'Approved; it will be published at the time you chose.',
  returned: 'Returned to the writer with your comments.',
  notDraft: 'Only a draft can be sent for review.',
  alreadyOpen: 'This draft is already waiting for review.',
  decided: 'Someone else has already decided on this request. Reload to see what they chose.',
  commentRequired: 'Say what needs to change, so the writer knows what to do.',
  ownRequest: 'Someone other than the writer must review this article.',
  noteTooLong: `Keep it under ${REVIEW_NOTE_MAX} characters.`,
} as const;

export const reviewStateSchema = z.enum(['pending', 'approved', 'returned']);
export type ReviewState = z.infer<typeof reviewStateSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  article_id: z.number().int(),
  article_title: z.string(),
  office: z.string(),
  state: reviewStateSchema,
  note: z.string(),
  requested_by_name: z.string(),
  requested_at: z.string(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  comment: z.string().nullable(),
  publish_at: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const submitReviewSchema = z.object({
  note: z.string().trim().max(REVIEW_NOTE_MAX, REVIEW_MESSAGES.noteTooLong).default(''),
});

export const reviewDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'return']),
    comment: z.string().trim().max(REVIEW_NOTE_MAX, REVIEW_MESSAGES.noteTooLong).default(''),
    /** An approval's publish time (UTC ISO); absent or empty publishes at once. */
    publish_at: z.string().datetime({ offset: true }).optional().or(z.literal('')),
  })
  .refine((d) => d.decision !== 'return' || d.comment !== '', {
    message: REVIEW_MESSAGES.commentRequired,
    path: ['comment'],
  });
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/**
 * Four-eyes review per office (docs/decisions/0049-four-eyes-and-publishing-checks.md): when on, the office's
 * admins send their articles for review like contributors, and someone else approves them. Off by default.
 */
export const officeReviewSettingSchema = z.object({ office: z.string(), review_required: z.boolean() });
export type OfficeReviewSetting = z.infer<typeof officeReviewSettingSchema>;

export const reviewSettingParamsSchema = z.object({ office: z.string() });
export const reviewSettingBodySchema = z.object({ review_required: z.boolean() });

export const REVIEW_SETTING_MESSAGES = {
  on: (office: string) =>
    `From now on, every ${office} article needs a second person's approval before it is published.`,
  off: (office: string) => `${office} admins publish their own articles again.`,
  unknownOffice: 'There is no such office.',
} as const;

const reviewReplySchema = z.object({ ok: z.literal(true), message: z.string(), review: reviewSchema });

export const reviewEndpoints = {
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/admin/articles/:id/review',
    contributors: true,
    params: idParamSchema,
    body: submitReviewSchema,
    response: reviewReplySchema,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/admin/articles/:id/reviews',
    contributors: true,
    params: idParamSchema,
    response: z.object({ reviews: z.array(reviewSchema) }),
  }),
  waiting: defineEndpoint({
    method: 'GET',
    path: '/api/admin/approvals',
    response: z.object({ reviews: z.array(reviewSchema) }),
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/api/admin/approvals/:id',
    params: idParamSchema,
    body: reviewDecisionSchema,
    response: reviewReplySchema,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/admin/settings/review',
    response: z.object({ ok: z.literal(true), offices: z.array(officeReviewSettingSchema) }),
  }),
  putSetting: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/settings/review/:office',
    params: reviewSettingParamsSchema,
    body: reviewSettingBodySchema,
    response: okMessageResponseSchema,
  }),
} as const;
