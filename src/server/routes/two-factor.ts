// Two-step sign-in: the code step and the required set-up of sign-in, the account's own set-up, the
// superadmins' setting and reset. Policy lives in services/two-factor.ts.
import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '../../shared/contract/common.ts';
import {
  codeStepBodySchema,
  confirmSetupSchema,
  disableSchema,
  enrolChallengeSchema,
  enrolConfirmSchema,
  securitySettingsSchema,
  TWO_FACTOR_MESSAGES,
} from '../../shared/contract/two-factor.ts';
import { notFound } from '../lib/http-errors.ts';
import { acceptEmptyJsonBodies } from '../lib/json-body.ts';
import { parseOr400 } from '../lib/validate.ts';
import { PRIVATE_NO_STORE, signedInUser } from '../plugins/auth.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import {
  getRequireSuperadmin2fa,
  setRequireSuperadmin2fa,
  usersWithTotp,
} from '../repositories/two-factor.ts';
import { findUserById } from '../repositories/users.ts';
import {
  confirmEnrolment,
  confirmSetup,
  disableOwn,
  resetSecondFactor,
  signInWithCode,
  startEnrolment,
  startSetup,
  twoFactorStatus,
} from '../services/two-factor.ts';

export default async function twoFactorRoutes(app: FastifyInstance) {
  acceptEmptyJsonBodies(app);
  const db = () => app.db.kysely;

  // --- During sign-in (no session yet: the challenge from the password step) ---
  app.post('/api/auth/login/code', async (request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    const body = parseOr400(codeStepBodySchema, request.body);
    const r = await signInWithCode(app, request, body);
    return reply.code(r.status).send(r.body);
  });

  app.post('/api/auth/login/enrol/setup', async (request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    const { challenge } = parseOr400(enrolChallengeSchema, request.body);
    return startEnrolment(app, challenge);
  });

  app.post('/api/auth/login/enrol/confirm', async (request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    const { challenge, code } = parseOr400(enrolConfirmSchema, request.body);
    const r = await confirmEnrolment(app, request, challenge, code);
    return reply.code(r.status).send(r.body);
  });

  // --- The signed-in user's own second factor ---
  app.get('/api/admin/account/two-factor', { preHandler: app.requireAuth }, async (request) =>
    twoFactorStatus(app, signedInUser(request)),
  );

  app.post('/api/admin/account/two-factor/setup', { preHandler: app.requireAuth }, async (request) =>
    startSetup(app, signedInUser(request)),
  );

  app.post('/api/admin/account/two-factor/confirm', { preHandler: app.requireAuth }, async (request) => {
    const { code } = parseOr400(confirmSetupSchema, request.body);
    const recovery_codes = await confirmSetup(app, signedInUser(request), code, request.ip ?? null);
    return { ok: true, message: TWO_FACTOR_MESSAGES.enabled, recovery_codes };
  });

  app.post('/api/admin/account/two-factor/disable', { preHandler: app.requireAuth }, async (request) => {
    const { code } = parseOr400(disableSchema, request.body);
    await disableOwn(app, signedInUser(request), code, request.ip ?? null);
    return { ok: true, message: TWO_FACTOR_MESSAGES.disabled };
  });

  // --- Superadmins ---
  app.get('/api/admin/settings/security', { preHandler: app.requireSuperadmin }, async () => ({
    ok: true,
    require_superadmin_2fa: await getRequireSuperadmin2fa(db()),
  }));

  app.put('/api/admin/settings/security', { preHandler: app.requireSuperadmin }, async (request) => {
    const actor = signedInUser(request);
    const body = parseOr400(securitySettingsSchema, request.body);
    const before = await getRequireSuperadmin2fa(db());
    await setRequireSuperadmin2fa(db(), body.require_superadmin_2fa);
    await writeAudit(db(), app.clock.now(), {
      actorUserId: actor.id,
      actor: actor.email,
      action: 'settings.security',
      targetType: 'setting',
      targetId: 'require_superadmin_2fa',
      ip: request.ip ?? null,
      details: { from: before, to: body.require_superadmin_2fa },
    });
    return { ok: true, message: TWO_FACTOR_MESSAGES.settingsSaved, ...body };
  });

  app.get('/api/admin/users/two-factor', { preHandler: app.requireSuperadmin }, async () => ({
    ok: true,
    user_ids: await usersWithTotp(db()),
  }));

  app.post(
    '/api/admin/users/:id/two-factor/reset',
    { preHandler: app.requireSuperadmin },
    async (request) => {
      const actor = signedInUser(request);
      const { id } = parseOr400(idParamSchema, request.params);
      const target = await findUserById(db(), id);
      if (!target) throw notFound('User not found');
      const r = await resetSecondFactor(
        app,
        target,
        { id: actor.id, label: actor.email },
        request.ip ?? null,
      );
      return { ok: true, message: TWO_FACTOR_MESSAGES.reset, ...r };
    },
  );
}
