// Sign-in and sign-out: POST /api/auth/login, POST /api/auth/logout (policy in services/sign-in.ts).
import type { FastifyInstance } from 'fastify';
import { authEndpoints, isValidLoginEmail, LOGIN_MESSAGES } from '../../shared/contract/auth.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { badRequest } from '../lib/http-errors.ts';
import { acceptEmptyJsonBodies } from '../lib/json-body.ts';
import { originOf, PRIVATE_NO_STORE, signedInUser } from '../lib/request-actor.ts';
import { getDummyHash, signIn, signOut } from '../services/sign-in.ts';

export default async function authRoutes(app: FastifyInstance) {
  acceptEmptyJsonBodies(app);
  await getDummyHash();
  const route = routesOn(app);

  route(authEndpoints.login, {}, async (input, request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    const { email, password } = input.body;
    if (email === '' || password === '') throw badRequest(LOGIN_MESSAGES.bothRequired);
    if (!isValidLoginEmail(email)) throw badRequest(LOGIN_MESSAGES.invalidEmail);
    const result = await signIn(app.ctx, originOf(request), { email, password });
    return reply.code(result.status).send(result.body);
  });

  route(authEndpoints.logout, { preHandler: app.requireAuth }, async (_input, request) => {
    await signOut(app.ctx, signedInUser(request), request.ip ?? null);
    return { ok: true, message: 'Signed out' };
  });
}
