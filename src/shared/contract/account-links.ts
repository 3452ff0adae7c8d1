// Accounts that recover themselves (issue 38, docs/decisions/0033-account-links.md): "Forgot password?" mails
// a single-use reset link; an invitation mails a link with which a new account sets its first password. The
// token travels in the link's fragment (#token=…), so it never reaches a server log or a Referer header.
import { z } from 'zod';
import {
  CHANGE_PASSWORD_MESSAGES,
  isValidLoginEmail,
  LOGIN_MESSAGES,
  meetsPasswordRule,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULE_MESSAGE,
} from './auth.ts';
import { defineEndpoint } from './endpoint.ts';
import { ACCOUNT_FORM_PATHS } from './sign-in-forms.ts';

/** A reset link works once, for this long. */
export const RESET_LINK_MINUTES = 30;
/** An invitation link works once, for this long. */
export const INVITATION_LINK_DAYS = 7;

/** The portal page both links open; the token follows as `#token=…`. */
export const SET_PASSWORD_PATH = ACCOUNT_FORM_PATHS.setPassword;
export const FORGOT_PASSWORD_PATH = ACCOUNT_FORM_PATHS.forgotPassword;

export const ACCOUNT_LINK_MESSAGES = {
  /** The one answer to "Forgot password?", whether or not the address has an account. */
  resetSent: `If this address belongs to an account, a link to choose a new password is on its way. It works once, for ${RESET_LINK_MINUTES} minutes. Check your inbox (and the spam folder).`,
  emailRequired: 'Enter your email address',
  linkInvalid:
    'This link has expired or has already been used. Ask for a new one with "Forgot password?" on the sign-in page, or ask a superadmin to send a new invitation.',
  passwordSet: 'Your password is set. Sign in with it now.',
  invitationSent: 'Invitation sent',
  invitationQueued: 'Invitation saved: it will be sent when e-mail sending is turned on.',
  notPending: 'Only an account that is still waiting for its invitation can get a new one.',
} as const;

export const ACCOUNT_LINK_PURPOSES = ['reset', 'invitation'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, ACCOUNT_LINK_MESSAGES.emailRequired)
    .max(254, LOGIN_MESSAGES.invalidEmail)
    .refine(isValidLoginEmail, LOGIN_MESSAGES.invalidEmail),
});

const tokenSchema = z
  .string()
  .trim()
  .min(20, ACCOUNT_LINK_MESSAGES.linkInvalid)
  .max(200, ACCOUNT_LINK_MESSAGES.linkInvalid);

export const accountLinkCheckSchema = z.object({ token: tokenSchema });

export const setPasswordSchema = z
  .object({
    token: tokenSchema,
    new_password: z
      .string()
      .min(1, CHANGE_PASSWORD_MESSAGES.newRequired)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
      .refine(meetsPasswordRule, PASSWORD_RULE_MESSAGE),
    new_password_confirm: z.string().max(200, CHANGE_PASSWORD_MESSAGES.mismatch),
  })
  .refine((v) => v.new_password === v.new_password_confirm, {
    message: CHANGE_PASSWORD_MESSAGES.mismatch,
    path: ['new_password_confirm'],
  });
export type SetPasswordPayload = z.input<typeof setPasswordSchema>;

const messageReplySchema = z.object({ ok: z.literal(true), message: z.string() });

export const accountLinkReplySchema = z.object({
  ok: z.literal(true),
  purpose: z.enum(ACCOUNT_LINK_PURPOSES),
  email: z.string(),
  first_name: z.string(),
});
export type AccountLinkReply = z.infer<typeof accountLinkReplySchema>;

export const accountLinkEndpoints = {
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: forgotPasswordSchema,
    response: messageReplySchema,
  }),
  /** What a link is for and whose it is; 410 when it has expired or was used. */
  check: defineEndpoint({
    method: 'POST',
    path: '/api/auth/account-link',
    body: accountLinkCheckSchema,
    response: accountLinkReplySchema,
  }),
  setPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/set-password',
    body: setPasswordSchema,
    response: messageReplySchema,
  }),
} as const;
