// The one authorisation module: signed-in, active session, role and office scope, for every admin route.
// A request is signed in when its bearer token is an HS256 JWT signed with the session secret, not expired,
// and its session row is neither revoked nor expired and belongs to a user who is still active.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SignedInUser } from '../domain/actor.ts';
import { CONTRIBUTOR_MESSAGE, isContributor } from '../domain/permissions.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { bearerToken, PRIVATE_NO_STORE, SESSION_ENDED_MESSAGE } from '../lib/request-actor.ts';
import { sessionUser } from '../services/sessions.ts';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract opens the endpoint to contributors (lib/endpoint-route.ts). */
    contributors?: boolean;
  }
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
      return sessionUser(app.ctx, token);
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
      if (isContributor(user) && request.routeOptions.config?.contributors !== true)
        throw forbidden(CONTRIBUTOR_MESSAGE);
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
  { name: 'auth', dependencies: ['context'] },
);
