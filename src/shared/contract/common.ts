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

/** GET /api/health: { ok, db, version }, or { ok:false, db, message } with 503 when the database is down. */
export const healthResponseSchema = z.object({
  ok: z.boolean(),
  db: z.string().optional(),
  version: z.string().optional(),
  message: z.string().optional(),
});

export const healthEndpoints = {
  health: defineEndpoint({ method: 'GET', path: '/api/health', response: healthResponseSchema }),
  live: defineEndpoint({ method: 'GET', path: '/api/health/live' }),
  ready: defineEndpoint({ method: 'GET', path: '/api/health/ready' }),
} as const;
