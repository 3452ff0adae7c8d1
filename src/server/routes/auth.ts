// Sign-in and sign-out: POST /api/auth/login, POST /api/auth/logout.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isValidLoginEmail, LOGIN_MESSAGES, loginPayloadSchema } from '../../shared/contract/auth.ts';
import { TWO_FACTOR_MESSAGES } from '../../shared/contract/two-factor.ts';
import { badRequest } from '../lib/http-errors.ts';
import { acceptEmptyJsonBodies } from '../lib/json-body.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { parseOr400 } from '../lib/validate.ts';
import { PRIVATE_NO_STORE, signedInUser } from '../plugins/auth.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import {
  emailLockState,
  pairLockState,
  pruneAttempts,
  reserveAttempt,
  SIGN_IN_LIMITS,
  settleAttempt,
} from '../repositories/login-attempts.ts';
import { revokeSession } from '../repositories/sessions.ts';
import { findCredentialsByEmail, normalizeEmail } from '../repositories/users.ts';
import { issueSession } from '../services/sessions.ts';
import { hasSecondFactor, openChallenge, secondFactorRequired } from '../services/two-factor.ts';

// Unknown e-mails are checked against this hash, so they cost the same scrypt work as a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
};

export default async function authRoutes(app: FastifyInstance) {
  acceptEmptyJsonBodies(app);
  await getDummyHash();
  app.post('/api/auth/login', async (request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    const body = parseOr400(loginPayloadSchema, request.body);
    if (body.email === '' || body.password === '') throw badRequest(LOGIN_MESSAGES.bothRequired);
    if (!isValidLoginEmail(body.email)) throw badRequest(LOGIN_MESSAGES.invalidEmail);

    const db = app.db.kysely;
    const emailLower = normalizeEmail(body.email);
    const ip = request.ip ?? null;
    const now = app.clock.now();
    const audit = (action: string, userId: number | null, details?: Record<string, unknown>) =>
      writeAudit(db, now, {
        actorUserId: userId,
        actor: emailLower,
        action,
        targetType: 'user',
        targetId: userId,
        ip,
        details,
      });

    // The attempt is reserved before the password is checked, so parallel guesses share one budget.
    const reservation = await reserveAttempt(
      db,
      app.db.kind,
      { emailLower, ip, at: now },
      {
        ...SIGN_IN_LIMITS,
        perIp: app.config.loginFailuresPerIp,
      },
    );
    if (!reservation.ok) {
      await audit('auth.login.blocked', null, { reason: reservation.reason });
      return reply
        .code(429)
        .send({ ok: false, message: LOGIN_MESSAGES.locked, waitMinutes: reservation.waitMinutes });
    }

    const user = await findCredentialsByEmail(db, emailLower);
    const passwordOk = await verifyPassword(body.password, user?.password_hash ?? (await getDummyHash()));

    if (user && passwordOk && user.status === 'active') {
      // A second step: the password's attempt stays pending (counted as a failure) until that step
      // succeeds, so knowing the password does not reset the count for guessing codes.
      const hasCode = await hasSecondFactor(app, user.id);
      if (hasCode || (await secondFactorRequired(app, user))) {
        const step = hasCode ? ('code' as const) : ('enrol' as const);
        const challenge = await openChallenge(app, user.id, step, reservation.id);
        await audit('auth.login.second_step', user.id, { step });
        return {
          ok: true,
          step,
          challenge,
          message: step === 'code' ? TWO_FACTOR_MESSAGES.codeStep : TWO_FACTOR_MESSAGES.enrolStep,
        };
      }
      await settleAttempt(db, reservation.id, true);
      await pruneAttempts(db, emailLower, now);
      const token = await issueSession(app, user, request);
      await audit('auth.login.success', user.id);
      return { ok: true, token, message: LOGIN_MESSAGES.signedIn };
    }

    await settleAttempt(db, reservation.id, false);
    // The right password for an inactive or pending account reads like any other failure: telling the
    // account's state here would confirm the password to whoever guessed it (the audit log keeps why).
    const reason = !user ? 'unknown_email' : passwordOk ? `status_${user.status}` : 'password';
    await audit('auth.login.failure', user?.id ?? null, { reason });
    const after = await pairLockState(db, emailLower, ip, now);
    const everyone = await emailLockState(db, emailLower, now);
    if (after.locked || everyone.locked) {
      await audit('auth.lockout', user?.id ?? null, { pair: after.locked, everyone: everyone.locked });
      const wait = Math.max(after.locked ? after.waitMinutes : 0, everyone.locked ? everyone.waitMinutes : 0);
      return reply.code(429).send({ ok: false, message: LOGIN_MESSAGES.locked, waitMinutes: wait });
    }
    return reply.code(401).send({
      ok: false,
      message: LOGIN_MESSAGES.wrongCredentials,
      remainingAttempts: after.remainingAttempts,
    });
  });

  app.post('/api/auth/logout', { preHandler: app.requireAuth }, async (request) => {
    const user = signedInUser(request);
    const now = app.clock.now();
    await revokeSession(app.db.kysely, user.sessionId, now);
    await writeAudit(app.db.kysely, now, {
      actorUserId: user.id,
      actor: user.email,
      action: 'auth.logout',
      targetType: 'user',
      targetId: user.id,
      ip: request.ip ?? null,
    });
    return { ok: true, message: 'Signed out' };
  });
}
