// User accounts (docs/product/admin-portal.md#data, #validation).
import { z } from 'zod';
import { meetsPasswordRule, PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGE } from './auth.ts';
import { EMAIL_PATTERN, idParamSchema, okMessageResponseSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ROLES, USER_STATUSES } from './offices.ts';

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  office_id: z.number().int(),
  office_abbrev: z.string(),
  created_at: z.string().optional(),
  /** Row version: a status change sends it back and is refused (409) when the account moved on since. */
  version: z.number().int().optional(),
});
export type User = z.infer<typeof userSchema>;

export const USER_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordRequired: 'Password is required',
  passwordMismatch: 'Passwords do not match',
  officeRequired: 'Please choose an office',
  emailTaken: 'An account with this email already exists',
} as const;

const name = (required: string) =>
  z.string().trim().min(1, required).max(100, 'Names must be at most 100 characters');

/** The account's own fields: what an invitation sends (the new user chooses the password). */
const accountFields = {
  email: z
    .string()
    .trim()
    .min(1, USER_MESSAGES.emailRequired)
    .max(254, USER_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, USER_MESSAGES.emailInvalid),
  first_name: name(USER_MESSAGES.firstNameRequired),
  middle_name: z.string().trim().max(100, 'Names must be at most 100 characters').optional().nullable(),
  last_name: name(USER_MESSAGES.lastNameRequired),
  role: z.enum(ROLES).default('admin'),
  office_id: z.coerce
    .number({ message: USER_MESSAGES.officeRequired })
    .int(USER_MESSAGES.officeRequired)
    .positive(USER_MESSAGES.officeRequired),
};

/** "Send an invitation instead" (issue 38): the create-user form without the passwords. */
export const inviteUserSchema = z.object(accountFields);
export type InviteUserPayload = z.input<typeof inviteUserSchema>;

export const createUserSchema = z
  .object({
    email: accountFields.email,
    first_name: accountFields.first_name,
    middle_name: accountFields.middle_name,
    last_name: accountFields.last_name,
    password: z
      .string()
      .min(1, USER_MESSAGES.passwordRequired)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
      .refine(meetsPasswordRule, PASSWORD_RULE_MESSAGE),
    password_confirm: z.string().max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordMismatch),
    role: accountFields.role,
    office_id: accountFields.office_id,
  })
  .refine((v) => v.password === v.password_confirm, {
    message: USER_MESSAGES.passwordMismatch,
    path: ['password_confirm'],
  });
export type CreateUserPayload = z.input<typeof createUserSchema>;

export const updateUserStatusSchema = z.object({
  status: z.enum(['active', 'inactive'], { message: 'Status must be active or inactive' }),
  /** The version the list showed; omitted by API clients that do not check. */
  version: z.number({ message: 'Version must be a number' }).int().positive().optional(),
});

/** A status change made against an account that someone else changed since the list was loaded. */
export const USER_STALE_MESSAGE =
  'This account was changed by someone else since the list was loaded. Nothing was saved. The list now shows the latest state.';

export const officeOptionSchema = z.object({
  office_id: z.number().int(),
  course_abbrev: z.string(),
  course_name: z.string(),
});
export type OfficeOption = z.infer<typeof officeOptionSchema>;

// ——— Endpoints (src/shared/contract/endpoint.ts) ———

/** Who is signed in, read leniently: the portal resolves the office from whichever field is present. */
export const meResponseSchema = z.object({
  user: z.object({
    id: z.number().optional(),
    first_name: z.string().catch(''),
    middle_name: z.string().nullable().optional(),
    last_name: z.string().catch(''),
    email: z.string().optional(),
    role: z.enum(ROLES),
    status: z.string().optional(),
    office_id: z.number().optional(),
    office: z.string().optional(),
    office_abbrev: z.string().optional(),
    /** May post, update and lift campus alerts (superadmins, and the accounts they mark). */
    alert_publisher: z.boolean().optional(),
    /** An office admin whose office has a second person approve every article (ADR 0049): Publish becomes Send for review. */
    review_required: z.boolean().optional(),
  }),
});
export type MeUser = z.infer<typeof meResponseSchema>['user'];

export const officesResponseSchema = z.object({ offices: z.array(officeOptionSchema) });

/** Every account, newest first: a bare array (docs/product/admin-portal.md#calls). */
export const usersResponseSchema = z.array(userSchema);

/** An invitation's answer: `mailConfigured` false means it waits in the queue until e-mail is turned on. */
export const invitationReplySchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  mailConfigured: z.boolean(),
  user: userSchema.optional(),
});

export const userEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: '/api/admin/me',
    contributors: true,
    response: meResponseSchema,
  }),
  offices: defineEndpoint({
    method: 'GET',
    path: '/api/admin/offices',
    contributors: true,
    response: officesResponseSchema,
  }),
  list: defineEndpoint({ method: 'GET', path: '/api/users', response: usersResponseSchema }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users',
    body: createUserSchema,
    response: okMessageResponseSchema,
  }),
  updateStatus: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    params: idParamSchema,
    body: updateUserStatusSchema,
    response: okMessageResponseSchema,
  }),
  unlock: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/unlock',
    params: idParamSchema,
    response: okMessageResponseSchema,
  }),
  /** Creates a pending account and mails it an invitation link (issue 38). */
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/invitations',
    body: inviteUserSchema,
    response: invitationReplySchema,
  }),
  /** A new invitation link for a pending account; earlier links stop working. */
  resendInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/invitation',
    params: idParamSchema,
    response: invitationReplySchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    params: idParamSchema,
    response: okMessageResponseSchema,
  }),
} as const;
