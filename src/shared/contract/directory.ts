// How to reach the campus (docs/decisions/0045-directory-contacts.md): each Staff Directory office's phone,
// e-mail, room and building, office hours and head, and each faculty member's e-mail and consultation hours.
// Visitors read and search them; office admins keep their own office's entries, superadmins every one.
import { z } from 'zod';
import { DIRECTORY_QUERY_MAX } from '../directory-links.ts';
import { idParamSchema, isMailbox } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const DIRECTORY_MESSAGES = {
  saved: 'Contact details saved',
  officeNotFound: 'Office not found',
  personNotFound: 'Faculty member not found',
  otherOffice: 'You can change only your own office’s directory entries',
  stale: 'Someone else saved this entry after you opened it. Reload the page to see their change.',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const email = text('E-mail', 254).refine(
  (s) => s === '' || isMailbox(s),
  'Enter one e-mail address, like registrar@smsu.edu.ph',
);

/** Digits with the usual separators, and an optional local (extension) number after the word "local". */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}( local [0-9]{1,6})?$/;

const version = z.number({ message: 'Reload the page and try again' }).int().positive();

export const officeContactInputSchema = z.object({
  phone: text('Phone', 40).refine(
    (s) => s === '' || PHONE_PATTERN.test(s),
    'Write the phone number with digits, like (042) 724-0158 local 101',
  ),
  email,
  room: text('Room', 100),
  building: text('Building', 100),
  hours: text('Office hours', 200),
  head_name: text('Head of office', 150),
  head_title: text('Head’s position', 150),
  /** The entry's version the form was loaded with: a save over a newer one is refused (409). */
  version,
});
export type OfficeContactInput = z.input<typeof officeContactInputSchema>;

export const facultyContactInputSchema = z.object({
  email,
  consultation_hours: text('Consultation hours', 200),
  version,
});
export type FacultyContactInput = z.input<typeof facultyContactInputSchema>;

/** A charter service the office delivers, with its page at /services/{slug}. */
export const charterLinkSchema = z.object({ slug: z.string(), title: z.string() });

export const directoryOfficeSchema = z.object({
  /** The Staff Directory's office id (spec: campus-admin, registrar, …). */
  id: z.string(),
  name: z.string(),
  /** The portal office that keeps the entry. */
  office: z.string(),
  phone: z.string(),
  email: z.string(),
  room: z.string(),
  building: z.string(),
  hours: z.string(),
  head_name: z.string(),
  head_title: z.string(),
  services: z.array(charterLinkSchema),
  version: z.number().int(),
  updated_at: z.string(),
  /** When the entry was last reviewed or saved (docs/decisions/0051-review-dates.md). */
  last_reviewed_at: z.string(),
});
export type DirectoryOffice = z.infer<typeof directoryOfficeSchema>;

export const facultyMemberSchema = z.object({
  id: z.number().int(),
  /** The degree programme (bsit, bsed, btvted, bsa), which is also the portal office that keeps the entry. */
  program: z.string(),
  name: z.string(),
  position: z.string(),
  email: z.string(),
  consultation_hours: z.string(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type FacultyMember = z.infer<typeof facultyMemberSchema>;

const directoryResponseSchema = z.object({
  ok: z.literal(true),
  offices: z.array(directoryOfficeSchema),
  faculty: z.array(facultyMemberSchema),
});
export type DirectoryResponse = z.infer<typeof directoryResponseSchema>;

export const directoryQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((q) => (q ?? '').trim().slice(0, DIRECTORY_QUERY_MAX)),
});

export const officeIdParamSchema = z.object({
  id: z
    .string()
    .max(40)
    .regex(/^[a-z-]+$/, DIRECTORY_MESSAGES.officeNotFound),
});

export const directoryEndpoints = {
  /** Every office and faculty member, or with `q` those whose name, people or services match every word. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/directory',
    query: directoryQuerySchema,
    response: directoryResponseSchema,
  }),
} as const;

export const directoryAdminEndpoints = {
  /** The entries the caller may change: their office's, or every one for a superadmin. */
  list: defineEndpoint({ method: 'GET', path: '/api/admin/directory', response: directoryResponseSchema }),
  updateOffice: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/directory/offices/:id',
    params: officeIdParamSchema,
    body: officeContactInputSchema,
    response: z.object({ ok: z.literal(true), message: z.string(), office: directoryOfficeSchema }),
  }),
  updateFaculty: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/directory/faculty/:id',
    params: idParamSchema,
    body: facultyContactInputSchema,
    response: z.object({ ok: z.literal(true), message: z.string(), person: facultyMemberSchema }),
  }),
} as const;
