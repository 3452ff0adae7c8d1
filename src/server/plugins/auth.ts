// The one authorisation module: signed-in, active session, role and office scope, for every admin route.
// A request is signed in when its bearer token is an HS256 JWT signed with the session secret, not expired,
// and its session row is neither revoked nor expired and belongs to a user who is still active.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OfficeSlug } from '../../shared/contract/offices.ts';
import type { SignedInUser } from '../domain/actor.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { bearerToken, PRIVATE_NO_STORE, SESSION_ENDED_MESSAGE } from '../lib/request-actor.ts';
import { verifySessionToken } from '../lib/tokens.ts';
import { findSessionWithUser, touchSession } from '../repositories/sessions.ts';

/** How often a session's last_seen_at is written at most (the Sessions screen shows it). */
const LAST_SEEN_EVERY_MS = 60_000;

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth / requireSuperadmin. */
    user?: SignedInUser;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the bearer token is valid and its session and user are active. */
    requireAuth: Guard;
    /** preHandler: requireAuth, then 403 unless the user is a superadmin. */
    requireSuperadmin: Guard;
    /** The signed-in user of a request, or null; never throws (public reads that may show private rows). */
    optionalUser(request: FastifyRequest): Promise<SignedInUser | null>;
  }
}

export default fp(
  async function auth(app: FastifyInstance) {
    const resolveUser = async (request: FastifyRequest): Promise<SignedInUser | null> => {
      const token = bearerToken(request);
      if (!token) return null;
      const now = app.clock.now();
      const claims = await verifySessionToken(app.sessionSecret, token, now);
      if (!claims) return null;
      const row = await findSessionWithUser(app.db.kysely, claims.sid);
      if (!row || String(row.id) !== claims.sub) return null;
      if (row.revoked_at !== null || Date.parse(row.expires_at) <= now.getTime()) return null;
      if (row.status !== 'active') return null;
      if (row.last_seen_at === null || now.getTime() - Date.parse(row.last_seen_at) >= LAST_SEEN_EVERY_MS)
        await touchSession(app.db.kysely, row.session_id, now);
      // Role and office come from the database, so a change applies at once, not at the next sign-in.
      const { session_id, expires_at, revoked_at, last_seen_at, ...user } = row;
      return { ...user, office: user.office as OfficeSlug, sessionId: session_id };
    };
    // Public reads must not fail because of the optional sign-in check; admin routes let a failure surface.
    const optionalUser = async (request: FastifyRequest): Promise<SignedInUser | null> => {
      try {
        return await resolveUser(request);
      } catch (err) {
        request.log.error({ err }, 'session check failed');
        return null;
      }
    };
    const requireAuth: Guard = async (request, reply) => {
      // Signed-in answers (and their refusals) are for this person only: no shared or browser cache keeps them.
      reply.header('cache-control', PRIVATE_NO_STORE);
      const user = await resolveUser(request);
      if (!user) throw unauthorized(bearerToken(request) ? SESSION_ENDED_MESSAGE : 'Please sign in.');
      request.user = user;
    };
    app.decorateRequest('user', undefined);
    app.decorate('optionalUser', optionalUser);
    app.decorate('requireAuth', requireAuth);
    app.decorate('requireSuperadmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await requireAuth(request, reply);
      if (request.user?.role !== 'superadmin') throw forbidden('Only a superadmin can do this');
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
