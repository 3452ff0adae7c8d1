// Two-step sign-in: the code step and the required set-up of sign-in, the account's own set-up, the
// superadmins' setting and reset. Policy lives in services/two-factor.ts.
import type { FastifyInstance } from 'fastify';
import { TWO_FACTOR_MESSAGES, twoFactorEndpoints } from '../../shared/contract/two-factor.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { acceptEmptyJsonBodies } from '../lib/json-body.ts';
import { actorOf, originOf, PRIVATE_NO_STORE, signedInUser } from '../lib/request-actor.ts';
import {
  confirmEnrolment,
  confirmOwnSetup,
  disableOwn,
  renewRecoveryCodes,
  resetUserSecondFactor,
  setSuperadminRequirement,
  signInWithCode,
  startEnrolment,
  startSetup,
  superadminRequirement,
  twoFactorStatus,
  usersWithSecondFactor,
} from '../services/two-factor.ts';

export default async function twoFactorRoutes(app: FastifyInstance) {
  acceptEmptyJsonBodies(app);
  const route = routesOn(app);
  const e = twoFactorEndpoints;
  const auth = { preHandler: app.requireAuth };
  const superOnly = { preHandler: app.requireSuperadmin };

  // --- During sign-in (no session yet: the challenge from the password step) ---
  route(e.loginCode, {}, async (input, request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    const r = await signInWithCode(app.ctx, originOf(request), input.body);
    return reply.code(r.status).send(r.body);
  });

  route(e.enrolSetup, {}, async (input, _request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return startEnrolment(app.ctx, input.body.challenge);
  });

  route(e.enrolConfirm, {}, async (input, request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    const { challenge, code } = input.body;
    const r = await confirmEnrolment(app.ctx, originOf(request), challenge, code);
    return reply.code(r.status).send(r.body);
  });

  // --- The signed-in user's own second factor ---
  route(e.status, auth, async (_input, request) => twoFactorStatus(app.ctx, signedInUser(request)));

  route(e.setup, auth, async (_input, request) => startSetup(app.ctx, signedInUser(request)));

  route(e.confirm, auth, async (input, request) => {
    const recovery_codes = await confirmOwnSetup(
      app.ctx,
      signedInUser(request),
      input.body,
      request.ip ?? null,
    );
    return { ok: true, message: TWO_FACTOR_MESSAGES.enabled, recovery_codes };
  });

  route(e.disable, auth, async (input, request) => {
    await disableOwn(app.ctx, signedInUser(request), input.body, request.ip ?? null);
    return { ok: true, message: TWO_FACTOR_MESSAGES.disabled };
  });

  route(e.newRecoveryCodes, auth, async (input, request) => {
    const recovery_codes = await renewRecoveryCodes(
      app.ctx,
      signedInUser(request),
      input.body,
      request.ip ?? null,
    );
    return { ok: true, message: TWO_FACTOR_MESSAGES.newRecoveryCodes, recovery_codes };
  });

  // --- Superadmins ---
  route(e.securitySettings, superOnly, async () => ({
    ok: true,
    require_superadmin_2fa: await superadminRequirement(app.ctx),
  }));

  route(e.putSecuritySettings, superOnly, async (input, request) => {
    const body = input.body;
    await setSuperadminRequirement(
      app.ctx,
      signedInUser(request),
      request.ip ?? null,
      body.require_superadmin_2fa,
    );
    return { ok: true, message: TWO_FACTOR_MESSAGES.settingsSaved, ...body };
  });

  route(e.users, superOnly, async () => ({
    ok: true,
    user_ids: await usersWithSecondFactor(app.ctx),
  }));

  route(e.reset, superOnly, async (input, request) => {
    const r = await resetUserSecondFactor(app.ctx, actorOf(request), input.params.id);
    return { ok: true, message: TWO_FACTOR_MESSAGES.reset, ...r };
  });
}
