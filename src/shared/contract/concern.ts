// Send-concern form and submissions monitor (docs/product/public-site.md#data, #validation, #calls).
import { z } from 'zod';
import {
  isMailbox,
  okMessageResponseSchema,
  okResponseSchema,
  paginationSchema,
  withoutControlCharacters,
} from './common.ts';
import { CONCERN_MESSAGE_MAX, CONCERN_MESSAGE_MIN, CONCERN_MESSAGES } from './concern-rules.ts';
import { defineEndpoint } from './endpoint.ts';

export { CONCERN_MESSAGE_MAX, CONCERN_MESSAGE_MIN, CONCERN_MESSAGES };

export const concernFormSchema = z.object({
  replyEmail: z
    .string()
    .trim()
    .min(1, CONCERN_MESSAGES.emailRequired)
    .max(254, CONCERN_MESSAGES.emailInvalid)
    // One mailbox, the same rule in the form and on the server: the acknowledgement goes to it.
    .refine(isMailbox, CONCERN_MESSAGES.emailInvalid),
  message: z
    .string()
    .trim()
    .min(1, CONCERN_MESSAGES.messageRequired)
    .min(CONCERN_MESSAGE_MIN, CONCERN_MESSAGES.messageTooShort)
    .max(CONCERN_MESSAGE_MAX, `Message must be at most ${CONCERN_MESSAGE_MAX} characters`)
    // A visitor's pasted text keeps its words; control characters are taken out, not refused.
    .transform(withoutControlCharacters),
});
export type ConcernForm = z.infer<typeof concernFormSchema>;

export const gpsLocationSchema = z
  .object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    accuracy: z.number().min(0).max(1e7).nullable().optional(),
    timestamp: z.number().nullable().optional(),
  })
  .nullable();

const clientContext = {
  fullUrl: z.string().max(2048).optional().nullable(),
  browserType: z.string().max(200).optional().nullable(),
  inAppBrowser: z.string().max(100).optional().nullable(),
  gpsLocation: gpsLocationSchema.optional(),
  /** document.referrer: where the visitor came from (the Referer header would only name the form). */
  referrer: z.string().max(2048).optional().nullable(),
};

export const initialLogSchema = z.object({ ...clientContext, isInitialLog: z.literal(true).optional() });
export const concernSubmitSchema = concernFormSchema.extend(clientContext);
export type ConcernSubmitPayload = z.infer<typeof concernSubmitSchema>;
/**
 * The concern's case reference (see cases.ts), which the success screen shows and the sender can quote, and
 * the last day of the reply (yyyy-mm-dd, campus time), which the success screen and home's notice show.
 */
export const concernSubmitResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  reference: z.string().optional(),
  due_date: z.string().optional(),
});

export const submissionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  reply_email: z.string().nullable(),
  message: z.string().nullable(),
  ip_address: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  location_source: z.enum(['ip', 'gps']).nullable(),
  in_app_browser: z.string().nullable(),
  browser_type: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  map_link: z.string().nullable(),
  user_agent: z.string().nullable(),
  full_url: z.string().nullable(),
  referrer: z.string().nullable(),
  /** True for the log written when the form opens (reply_email '[No Email…', message '[Initial Access…'). */
  is_initial: z.boolean(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const MONITOR_PAGE_SIZE = 15;
export const MONITOR_MESSAGES = {
  invalidPassword: 'Invalid password',
  authFailed: 'Authentication failed',
  passwordRequired: 'Please enter the password',
} as const;

/** What the server stores for the log written when the form opens (docs/product/public-site.md#data display rules key on these). */
export const INITIAL_LOG_EMAIL = '[No Email - Initial Access]';
export const INITIAL_LOG_MESSAGE = '[Initial Access - No message submitted]';
/** docs/product/public-site.md#data: a reply_email containing this marks an initial access log, shown as 'Initial access'. */
export const INITIAL_EMAIL_MARKER = '[No Email';
/** docs/product/public-site.md#data: a message containing this is shown as 'No message yet'. */
export const INITIAL_MESSAGE_MARKER = '[Initial Access';
export const MONITOR_MESSAGE_PREVIEW = 50;

export const monitorVerifySchema = z.object({
  password: z.string().min(1, MONITOR_MESSAGES.passwordRequired).max(512),
});
/**
 * `valid` as the spec reads it. When valid, also a short-lived signed token: the monitor sends it as
 * its bearer instead of keeping the password itself in session storage.
 */
export const monitorVerifyResponseSchema = z.object({
  valid: z.boolean(),
  token: z.string().optional(),
  expiresAt: z.string().optional(),
});
export type MonitorVerifyResponse = z.infer<typeof monitorVerifyResponseSchema>;
export const submissionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(MONITOR_PAGE_SIZE),
});
export const submissionsResponseSchema = z.object({
  ok: z.literal(true),
  data: z.array(submissionSchema),
  pagination: paginationSchema,
});
/**
 * Every stat counts every stored entry, initial access logs included, so Total matches the table's total;
 * withMessage counts real concerns only (entries with a message, not initial logs); today starts at
 * midnight in the campus time zone.
 */
export const monitorStatsSchema = z.object({
  total: z.number().int(),
  today: z.number().int(),
  withMessage: z.number().int(),
  inAppBrowser: z.number().int(),
});
export type MonitorStats = z.infer<typeof monitorStatsSchema>;

// ——— Endpoints (src/shared/contract/endpoint.ts) ———

export const concernEndpoints = {
  initialLog: defineEndpoint({
    method: 'POST',
    path: '/api/honeypot/initial',
    body: initialLogSchema,
    response: okResponseSchema,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/honeypot',
    body: concernSubmitSchema,
    response: concernSubmitResponseSchema,
  }),
} as const;

export const monitorEndpoints = {
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/honeypot-admin/verify',
    body: monitorVerifySchema,
    response: monitorVerifyResponseSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/honeypot-admin/logout',
    response: okMessageResponseSchema,
  }),
  submissions: defineEndpoint({
    method: 'GET',
    path: '/api/honeypot-admin/submissions',
    query: submissionsQuerySchema,
    response: submissionsResponseSchema,
  }),
  stats: defineEndpoint({ method: 'GET', path: '/api/honeypot-admin/stats', response: monitorStatsSchema }),
} as const;
