// Sign-in and sign-out: POST /api/auth/login, POST /api/auth/logout (policy in services/sign-in.ts); the
// password links of "Forgot password?" and invitations (services/account-links.ts).
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_LINK_MESSAGES, accountLinkEndpoints } from '../../shared/contract/account-links.ts';
import { authEndpoints, isValidLoginEmail, LOGIN_MESSAGES } from '../../shared/contract/auth.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { badRequest } from '../lib/http-errors.ts';
import { acceptEmptyJsonBodies } from '../lib/json-body.ts';
import { originOf, PRIVATE_NO_STORE, signedInUser } from '../lib/request-actor.ts';
import { checkAccountLink, requestPasswordReset, setPasswordWithLink } from '../services/account-links.ts';
import { getDummyHash, signIn, signOut } from '../services/sign-in.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Reset requests one address may make: each can send mail, so few. */
export const FORGOT_PASSWORD_PER_IP = 5;
/** Link checks and uses one address may make (a link's token cannot be guessed; this keeps the work small). */
const LINK_USES_PER_IP = 30;

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

  const links = accountLinkEndpoints;
  route(
    links.forgotPassword,
    { config: { rateLimit: { max: FORGOT_PASSWORD_PER_IP, timeWindow: FIFTEEN_MINUTES } } },
    async (input, request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      await requestPasswordReset(app.ctx, input.body.email, request.ip ?? null);
      return { ok: true, message: ACCOUNT_LINK_MESSAGES.resetSent };
    },
  );
  const linkLimit = { config: { rateLimit: { max: LINK_USES_PER_IP, timeWindow: FIFTEEN_MINUTES } } };
  route(links.check, linkLimit, async (input, _request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return { ok: true, ...(await checkAccountLink(app.ctx, input.body.token)) };
  });
  route(links.setPassword, linkLimit, async (input, request) => {
    await setPasswordWithLink(app.ctx, input.body, request.ip ?? null);
    return { ok: true, message: ACCOUNT_LINK_MESSAGES.passwordSet };
  });

  route(authEndpoints.logout, { preHandler: app.requireAuth }, async (_input, request) => {
    await signOut(app.ctx, signedInUser(request), request.ip ?? null);
    return { ok: true, message: 'Signed out' };
  });
}
