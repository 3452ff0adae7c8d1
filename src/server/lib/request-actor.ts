// What routes read from a request for the services: the signed-in user (set by plugins/auth.ts), the actor
// and the request's origin. Services take these plain values and never see the request.
import type { FastifyRequest } from 'fastify';
import type { Actor, RequestOrigin, SignedInUser } from '../domain/actor.ts';
import { unauthorized } from './http-errors.ts';

/** Cache-Control of every answer to a signed-in (or token-carrying) request. */
export const PRIVATE_NO_STORE = 'private, no-store';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** The user set by requireAuth / requireSuperadmin (use in handlers behind those guards). */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized('Please sign in.');
  return request.user;
}

/** The signed-in user of a request and its address, for a service call. */
export const actorOf = (request: FastifyRequest): Actor => ({ user: signedInUser(request), ip: request.ip });

export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The bearer token of a request, if it sends one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1] ?? null;
}
