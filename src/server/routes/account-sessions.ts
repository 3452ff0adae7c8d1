// The signed-in user's Sessions screen: list, sign out one, sign out all others (services/sessions.ts).
import type { FastifyInstance } from 'fastify';
import { SESSION_MESSAGES, sessionEndpoints } from '../../shared/contract/sessions.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { acceptEmptyJsonBodies } from '../lib/json-body.ts';
import { signedInUser } from '../lib/request-actor.ts';
import { listSessions, signOutOtherSessions, signOutSession } from '../services/sessions.ts';

export default async function accountSessionsRoutes(app: FastifyInstance) {
  acceptEmptyJsonBodies(app);
  const route = routesOn(app);
  const auth = { preHandler: app.requireAuth };

  route(sessionEndpoints.list, auth, async (_input, request) => ({
    ok: true,
    sessions: await listSessions(app.ctx, signedInUser(request)),
  }));

  route(sessionEndpoints.signOut, auth, async (input, request) => {
    const r = await signOutSession(app.ctx, signedInUser(request), input.params.id, request.ip ?? null);
    return { ok: true, message: SESSION_MESSAGES.signedOut, current: r.current };
  });

  route(sessionEndpoints.signOutOthers, auth, async (_input, request) => {
    const n = await signOutOtherSessions(app.ctx, signedInUser(request), request.ip ?? null);
    return { ok: true, message: SESSION_MESSAGES.signedOutOthers, revoked: n };
  });
}
