// The signed-in user's Sessions screen: list, sign out one, sign out all others (services/sessions.ts).
import type { FastifyInstance } from 'fastify';
import { SESSION_MESSAGES, sessionIdParamSchema } from '../../shared/contract/sessions.ts';
import { acceptEmptyJsonBodies } from '../lib/json-body.ts';
import { parseOr400 } from '../lib/validate.ts';
import { signedInUser } from '../plugins/auth.ts';
import { listSessions, signOutOtherSessions, signOutSession } from '../services/sessions.ts';

export default async function accountSessionsRoutes(app: FastifyInstance) {
  acceptEmptyJsonBodies(app);

  app.get('/api/admin/account/sessions', { preHandler: app.requireAuth }, async (request) => ({
    ok: true,
    sessions: await listSessions(app, signedInUser(request)),
  }));

  app.delete('/api/admin/account/sessions/:id', { preHandler: app.requireAuth }, async (request) => {
    const { id } = parseOr400(sessionIdParamSchema, request.params);
    const r = await signOutSession(app, signedInUser(request), id, request.ip ?? null);
    return { ok: true, message: SESSION_MESSAGES.signedOut, current: r.current };
  });

  app.post(
    '/api/admin/account/sessions/sign-out-others',
    { preHandler: app.requireAuth },
    async (request) => {
      const n = await signOutOtherSessions(app, signedInUser(request), request.ip ?? null);
      return { ok: true, message: SESSION_MESSAGES.signedOutOthers, revoked: n };
    },
  );
}
