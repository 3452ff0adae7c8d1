// Sign-in, session and password rules (docs/product/admin-portal.md#data, #validation).
import { z } from 'zod';
import { EMAIL_PATTERN, okMessageResponseSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ROLES } from './offices.ts';

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 chars and include uppercase, lowercase and a digit';
/** The rule in plain words, shown under a new-password field before anything is typed. */
export const PASSWORD_RULE_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter and a digit.';
export const PASSWORD_MAX_LENGTH = 128;
/** The server also refuses the most common passwords (a built-in list) with this message. */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one.';

export function meetsPasswordRule(p: string): boolean {
  return p.length >= 8 && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p);
}

export const LOGIN_MESSAGES = {
  bothRequired: 'Please provide both email and password.',
  invalidEmailTitle: 'Invalid email',
  invalidEmail: 'Please enter a valid email address',
  invalidCredentials: 'Invalid credentials',
  /** Server reply to a wrong e-mail or password (contains 'invalid', so the UI explains it). */
  wrongCredentials: 'Invalid email or password',
  inactive: 'This account is not active. Please contact a superadmin.',
  locked: 'Too many failed sign-in attempts. Please try again later.',
  signedIn: 'Signed in',
} as const;

export const loginPayloadSchema = z.object({
  email: z.string().trim().max(254, 'Email must be at most 254 characters').default(''),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 4, 'Password is too long')
    .default(''),
  admin: z.boolean().optional(),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export function isValidLoginEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

export const loginResponseSchema = z.object({
  ok: z.boolean(),
  token: z.string().optional(),
  message: z.string().optional(),
  remainingAttempts: z.number().int().optional(),
  waitMinutes: z.number().int().optional(),
  /** Set instead of a token when the account needs a second step (see contract/two-factor.ts). */
  step: z.enum(['code', 'enrol']).optional(),
  /** The short-lived challenge the second step sends back (it is not a session). */
  challenge: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  mismatch: 'Passwords do not match',
  summary: 'Please fix the highlighted fields',
} as const;

export const changePasswordSchema = z
  .object({
    current_password: z
      .string()
      .min(1, CHANGE_PASSWORD_MESSAGES.currentRequired)
      .max(PASSWORD_MAX_LENGTH * 4, 'Password is too long'),
    new_password: z
      .string()
      .min(1, CHANGE_PASSWORD_MESSAGES.newRequired)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
      .refine(meetsPasswordRule, PASSWORD_RULE_MESSAGE),
    new_password_confirm: z.string().max(PASSWORD_MAX_LENGTH, CHANGE_PASSWORD_MESSAGES.mismatch),
  })
  .refine((v) => v.new_password === v.new_password_confirm, {
    message: CHANGE_PASSWORD_MESSAGES.mismatch,
    path: ['new_password_confirm'],
  });
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

/** Claims carried by the session token (docs/product/admin-portal.md#data). */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  sid: z.string(),
  name: z.string(),
  username: z.string(),
  fullname: z.string(),
  role: z.enum(ROLES),
  office: z.string(),
  office_abbrev: z.string(),
  course_abbrev: z.string(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

// ——— Endpoints (src/shared/contract/endpoint.ts) ———

export const authEndpoints = {
  /** A refusal (401, 403, 429) carries the same shape with ok false. */
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: loginPayloadSchema,
    response: loginResponseSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    contributors: true,
    response: okMessageResponseSchema,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/admin/change-password',
    contributors: true,
    body: changePasswordSchema,
    response: okMessageResponseSchema,
  }),
} as const;
