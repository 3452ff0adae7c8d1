// The one authorisation module: signed-in, active session, role and office scope, for every admin route.
// (Sign-in and sessions API issue: fill in the token verification; the interface below is what routes use.)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OfficeSlug, Role, UserStatus } from '../../shared/contract/offices.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';

export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  role: Role;
  status: UserStatus;
  office_id: number;
  office: OfficeSlug;
  sessionId: string;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth / requireSuperadmin. */
    user?: AuthUser;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the bearer token is valid and its session and user are active. */
    requireAuth: Guard;
    /** preHandler: requireAuth, then 403 unless the user is a superadmin. */
    requireSuperadmin: Guard;
    /** The signed-in user of a request, or null; never throws (public reads that may show private rows). */
    optionalUser(request: FastifyRequest): Promise<AuthUser | null>;
  }
}

/** Office scope: an admin manages their own office only; a superadmin manages every office. */
export function canManageOffice(user: AuthUser, office: OfficeSlug): boolean {
  return user.role === 'superadmin' || user.office === office;
}

export function assertCanManageOffice(user: AuthUser, office: OfficeSlug): void {
  if (!canManageOffice(user, office))
    throw forbidden("You don't have permission to manage this office's articles");
}

export default fp(
  async function auth(app: FastifyInstance) {
    const optionalUser = async (_request: FastifyRequest): Promise<AuthUser | null> => null;
    const requireAuth: Guard = async (request) => {
      const user = await optionalUser(request);
      if (!user) throw unauthorized();
      request.user = user;
    };
    app.decorate('optionalUser', optionalUser);
    app.decorate('requireAuth', requireAuth);
    app.decorate('requireSuperadmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await requireAuth(request, reply);
      if (request.user?.role !== 'superadmin') throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
