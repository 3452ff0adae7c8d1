import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** Every failed API call answers with this shape and a fitting HTTP status. */
export const apiErrorSchema = z.object({ ok: z.literal(false), message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Numeric route id, e.g. /api/articles/{id}. */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ message: 'Invalid id' })
    .int('Invalid id')
    .positive('Invalid id')
    .max(2_147_483_647, 'Invalid id'),
});

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Text, at sign, text, dot, text (spec: login and concern e-mail rule). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Exactly one mailbox the site may write to (the concern form's reply address): a dot-atom local part and a
 * host name with a dot, nothing a mail library could read as a list, a display name or a route (no commas,
 * quotes, angle brackets, spaces, semicolons or colons). EMAIL_PATTERN admits `first,second,third@x.ph`.
 */
export const MAILBOX_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** One mailbox: MAILBOX_PATTERN, at most 254 characters, a local part of at most 64. */
export function isMailbox(address: string): boolean {
  return address.length <= 254 && MAILBOX_PATTERN.test(address) && address.indexOf('@') <= 64;
}

/** The reply of a change that answers only with a message to show (extra fields may follow). */
export const okMessageResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

/** The reply of a call whose caller needs only to know it succeeded. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** GET /api/health: { ok, db, version }, or { ok:false, db, message } with 503 when the database is down. */
export const healthResponseSchema = z.object({
  ok: z.boolean(),
  db: z.string().optional(),
  version: z.string().optional(),
  message: z.string().optional(),
});

export const healthEndpoints = {
  health: defineEndpoint({ method: 'GET', path: '/api/health', response: healthResponseSchema }),
  live: defineEndpoint({ method: 'GET', path: '/api/health/live', response: healthResponseSchema }),
  ready: defineEndpoint({ method: 'GET', path: '/api/health/ready', response: healthResponseSchema }),
} as const;

/**
 * Control characters no field of the API accepts: C0 and DEL, NUL among them (PostgreSQL cannot store it, and
 * none belongs in a name, an address or a search). Tab, line feed and carriage return are ordinary text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The text without those characters, for the one field that takes them out instead of refusing them: a
 * visitor's concern message, often pasted from a word processor (which writes VT for a line break).
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '');
}

/** The 400 message for a field holding one, named as a form names it (`how_to_apply` is 'How to apply'). */
export function controlCharacterMessage(path: readonly string[]): string {
  const key = [...path].reverse().find((k) => !/^\d+$/.test(k));
  const label =
    key === 'q'
      ? 'Search'
      : key
        ? `${key.charAt(0).toUpperCase()}${key.slice(1).replace(/_/g, ' ')}`
        : 'The request';
  return `${label} must not contain control characters (such as NUL)`;
}

/**
 * Where in an input that passed its schema (an object, array or string) the first string with a control
 * character is, as a path of keys; undefined when there is none. Every endpoint's params, query and body go
 * through it after their schema (src/server/lib/validate.ts).
 */
export function controlCharacterPath(value: unknown, path: readonly string[] = []): string[] | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [...path] : undefined;
  // Parsed inputs are shallow; a deeper one is not looked into further.
  if (value === null || typeof value !== 'object' || path.length > 16) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key)) return [...path, key];
    const found = controlCharacterPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
