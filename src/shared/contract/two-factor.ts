// Two-step sign-in with an authenticator app (TOTP, RFC 6238) and recovery codes: requests, answers and
// every message the sign-in code screen and the account's set-up screen show.
import { z } from 'zod';
import { CHANGE_PASSWORD_MESSAGES, loginResponseSchema, PASSWORD_MAX_LENGTH } from './auth.ts';
import { idParamSchema, okMessageResponseSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** Minutes a set-up (QR code shown) waits for its first code before it is discarded. */
export const SETUP_MINUTES = 10;

export const TWO_FACTOR_MESSAGES = {
  codeStep: 'Enter the 6-digit code from your authenticator app.',
  enrolStep: 'Two-step sign-in is required for your account. Set up an authenticator app to continue.',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeDigitsOnly: 'The code has digits only (0–9)',
  codeLength: 'The code has exactly 6 digits',
  recoveryRequired: 'Enter one of your recovery codes',
  recoveryFormat: 'Recovery codes look like abcde-12345: 10 letters and digits',
  /** A wrong or already used code (the reply never says more, e.g. about the password). */
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  wrongRecovery: 'That recovery code is not right or has been used already.',
  challengeExpired: 'Your sign-in has timed out. Please sign in again.',
  setupExpired: 'This set-up has expired. Please start again.',
  setupMissing: 'Start the set-up first.',
  alreadyOn: 'Two-step sign-in is already on for this account.',
  notOn: 'Two-step sign-in is not on for this account.',
  enabled: 'Two-step sign-in is on',
  disabled: 'Two-step sign-in is off',
  requiredForSuperadmins: 'Two-step sign-in is required for superadmins, so it cannot be turned off.',
  reset: 'Two-step sign-in reset',
  /** The stored authenticator secret cannot be opened: the server's key changed (e.g. restored without it). */
  keyChanged:
    'Codes from your authenticator app cannot be checked on this server: its two-step sign-in key has changed ' +
    '(for example after a restore), and neither can recovery codes. Ask an administrator to reset your ' +
    'two-step sign-in (npm run cli -- reset-2fa EMAIL).',
  settingsSaved: 'Settings saved',
  /** New recovery codes replace every earlier one, used or not. */
  newRecoveryCodes: 'New recovery codes made. The earlier ones no longer work.',
} as const;

/** The message for a typed authenticator code, or null when it is well-formed (spaces are ignored). */
export function totpCodeProblem(code: string): string | null {
  const c = code.replace(/\s+/g, '');
  if (c === '') return TWO_FACTOR_MESSAGES.codeRequired;
  if (!/^\d+$/.test(c)) return TWO_FACTOR_MESSAGES.codeDigitsOnly;
  if (c.length !== TOTP_DIGITS) return TWO_FACTOR_MESSAGES.codeLength;
  return null;
}

const RECOVERY_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/;
export const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '');

export function recoveryCodeProblem(code: string): string | null {
  const c = normalizeRecoveryCode(code);
  if (c === '') return TWO_FACTOR_MESSAGES.recoveryRequired;
  if (!RECOVERY_PATTERN.test(c)) return TWO_FACTOR_MESSAGES.recoveryFormat;
  return null;
}

const missingAsEmpty = (v: unknown) => (v === undefined || v === null ? '' : v);

export const totpCodeSchema = z.preprocess(
  missingAsEmpty,
  z
    .string()
    .max(64, TWO_FACTOR_MESSAGES.codeLength)
    .superRefine((v, ctx) => {
      const p = totpCodeProblem(v);
      if (p) ctx.addIssue({ code: 'custom', message: p });
    })
    .transform((v) => v.replace(/\s+/g, '')),
);

export const recoveryCodeSchema = z.preprocess(
  missingAsEmpty,
  z
    .string()
    .max(64, TWO_FACTOR_MESSAGES.recoveryFormat)
    .superRefine((v, ctx) => {
      const p = recoveryCodeProblem(v);
      if (p) ctx.addIssue({ code: 'custom', message: p });
    })
    .transform((v) => normalizeRecoveryCode(v).replace('-', '')),
);

/**
 * POST /api/auth/login/code: the challenge from the password step and a code, or a recovery code instead
 * (the server checks the one that was sent, or asks for the code when neither was).
 */
export const codeStepBodySchema = z.object({
  challenge: z.string().max(200).default(''),
  code: z.string().max(64).optional(),
  recovery_code: z.string().max(64).optional(),
});

/**
 * The account's password, asked again to turn two-step sign-in on or off and to make new recovery codes: a
 * session alone (a stolen token, a computer left signed in) cannot change the second factor.
 */
export const currentPasswordSchema = z.preprocess(
  missingAsEmpty,
  z
    .string()
    .min(1, CHANGE_PASSWORD_MESSAGES.currentRequired)
    .max(PASSWORD_MAX_LENGTH * 4, 'Password is too long'),
);

export const confirmSetupSchema = z.object({ current_password: currentPasswordSchema, code: totpCodeSchema });
export const enrolChallengeSchema = z.object({ challenge: z.string().min(1).max(200) });
export const enrolConfirmSchema = z.object({ challenge: z.string().min(1).max(200), code: totpCodeSchema });

export const twoFactorStatusSchema = z.object({
  ok: z.literal(true),
  enabled: z.boolean(),
  confirmed_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** True when the site requires it of this user (a superadmin while the setting is on). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const setupResponseSchema = z.object({
  ok: z.literal(true),
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code, an SVG document made on the server. */
  qr_svg: z.string(),
  expires_at: z.string(),
});
export type SetupResponse = z.infer<typeof setupResponseSchema>;

export const confirmResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** Shown once; only their hashes are kept. */
  recovery_codes: z.array(z.string()),
  /** Set when the confirmation finished a sign-in (enrolment required by the site). */
  token: z.string().optional(),
});
export type ConfirmResponse = z.infer<typeof confirmResponseSchema>;

export const disableSchema = z.object({ current_password: currentPasswordSchema, code: totpCodeSchema });

export const newRecoveryCodesSchema = z.object({ current_password: currentPasswordSchema });
export const newRecoveryCodesResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** Shown once; only their keyed hashes are kept. */
  recovery_codes: z.array(z.string()),
});
export type NewRecoveryCodesResponse = z.infer<typeof newRecoveryCodesResponseSchema>;

export const securitySettingsSchema = z.object({
  require_superadmin_2fa: z.boolean({ message: 'Choose on or off' }),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

// ——— Endpoints (src/shared/contract/endpoint.ts) ———

export const twoFactorUsersResponseSchema = z.object({
  ok: z.literal(true),
  user_ids: z.array(z.number().int()),
});

export const twoFactorEndpoints = {
  /** The sign-in's second step; a refusal carries loginResponseSchema's shape with ok false. */
  loginCode: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/code',
    body: codeStepBodySchema,
    response: loginResponseSchema,
  }),
  enrolSetup: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/enrol/setup',
    body: enrolChallengeSchema,
    response: setupResponseSchema,
  }),
  enrolConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/enrol/confirm',
    body: enrolConfirmSchema,
    response: confirmResponseSchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/admin/account/two-factor',
    contributors: true,
    response: twoFactorStatusSchema,
  }),
  setup: defineEndpoint({
    method: 'POST',
    path: '/api/admin/account/two-factor/setup',
    contributors: true,
    response: setupResponseSchema,
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/admin/account/two-factor/confirm',
    contributors: true,
    body: confirmSetupSchema,
    response: confirmResponseSchema,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/api/admin/account/two-factor/disable',
    contributors: true,
    body: disableSchema,
    response: okMessageResponseSchema,
  }),
  newRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/api/admin/account/two-factor/recovery-codes',
    contributors: true,
    body: newRecoveryCodesSchema,
    response: newRecoveryCodesResponseSchema,
  }),
  securitySettings: defineEndpoint({
    method: 'GET',
    path: '/api/admin/settings/security',
    response: securitySettingsSchema,
  }),
  putSecuritySettings: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/settings/security',
    body: securitySettingsSchema,
    response: okMessageResponseSchema,
  }),
  users: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/two-factor',
    response: twoFactorUsersResponseSchema,
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/two-factor/reset',
    params: idParamSchema,
    response: okMessageResponseSchema,
  }),
} as const;
