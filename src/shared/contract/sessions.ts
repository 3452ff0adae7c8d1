// The account's Sessions screen: where the signed-in user is signed in, and signing those out.
import { z } from 'zod';
import { okMessageResponseSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const sessionInfoSchema = z.object({
  /** A public handle of the session (never the session id itself). */
  id: z.string(),
  /** In plain words, e.g. "Chrome on Android". */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const sessionListSchema = z.object({ ok: z.literal(true), sessions: z.array(sessionInfoSchema) });

export const sessionIdParamSchema = z.object({
  id: z.string().regex(/^[a-f0-9]{16}$/, 'Session not found'),
});

export const SESSION_MESSAGES = {
  notFound: 'Session not found',
  signedOut: 'Signed out',
  signedOutOthers: 'Signed out of every other session',
} as const;

// ——— Endpoints (src/shared/contract/endpoint.ts) ———

export const sessionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/account/sessions',
    contributors: true,
    response: sessionListSchema,
  }),
  signOut: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/account/sessions/:id',
    contributors: true,
    params: sessionIdParamSchema,
    response: okMessageResponseSchema,
  }),
  signOutOthers: defineEndpoint({
    method: 'POST',
    path: '/api/admin/account/sessions/sign-out-others',
    contributors: true,
    response: z.object({ ok: z.literal(true), message: z.string(), revoked: z.number().int() }),
  }),
} as const;
