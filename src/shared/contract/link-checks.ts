// Links that stay alive (issue 39 item 4, docs/decisions/0050-overrides-and-link-checks.md): a background job
// checks the external links of published articles; the portal lists the broken ones per office, each with
// what happened in plain words and when it was last checked.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { OFFICE_SLUGS } from './offices.ts';

/** What a check found: `ok` (perhaps after a permanent move, noted), or why the link is broken. */
export const LINK_OUTCOMES = [
  'ok',
  'not-found',
  'gone',
  'refused',
  'server-error',
  'timeout',
  'unreachable',
  'redirect-loop',
  'blocked',
] as const;
export type LinkOutcome = (typeof LINK_OUTCOMES)[number];

/** "Not found (404)", "Server error (500)", "No answer within 10 s". */
export function linkOutcomeWords(outcome: LinkOutcome, status: number | null, timeoutS: number): string {
  switch (outcome) {
    case 'ok':
      return 'Working';
    case 'not-found':
      return `Not found (${status ?? 404})`;
    case 'gone':
      return `Removed for good (${status ?? 410})`;
    case 'refused':
      return `Refused (${status ?? 400})`;
    case 'server-error':
      return `Server error (${status ?? 500})`;
    case 'timeout':
      return `No answer within ${timeoutS} s`;
    case 'unreachable':
      return 'The site could not be reached';
    case 'redirect-loop':
      return 'Too many redirects';
    case 'blocked':
      return 'Not checked: the address is on a private network';
  }
}

export const brokenLinkEntrySchema = z.object({
  article_id: z.number().int(),
  article_title: z.string(),
  office: z.string(),
  url: z.string(),
  outcome: z.enum(LINK_OUTCOMES),
  status: z.number().int().nullable(),
  /** The outcome in words, e.g. "Not found (404)". */
  what_happened: z.string(),
  checked_at: z.string(),
});
export type BrokenLinkEntry = z.infer<typeof brokenLinkEntrySchema>;

export const brokenLinksQuerySchema = z.object({
  office: z.preprocess((v) => (v === '' ? undefined : v), z.enum(OFFICE_SLUGS).optional()),
});

export const linkCheckEndpoints = {
  /** Office admins see their office's broken links; superadmins every office's (or one, with ?office=). */
  broken: defineEndpoint({
    method: 'GET',
    path: '/api/admin/links/broken',
    query: brokenLinksQuerySchema,
    response: z.object({ ok: z.literal(true), links: z.array(brokenLinkEntrySchema) }),
  }),
} as const;
