// Sign-in and sign-out: POST /api/auth/login, POST /api/auth/logout.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isValidLoginEmail, LOGIN_MESSAGES, loginPayloadSchema } from '../../shared/contract/auth.ts';
import { badRequest, HttpError } from '../lib/http-errors.ts';
import { acceptEmptyJsonBodies } from '../lib/json-body.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { SESSION_LIFETIME_MS, signSessionToken } from '../lib/tokens.ts';
import { parseOr400 } from '../lib/validate.ts';
import { signedInUser } from '../plugins/auth.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import { emailLockState, ipLockState, pruneAttempts, recordAttempt } from '../repositories/login-attempts.ts';
import { createSession, newSessionId, pruneUserSessions, revokeSession } from '../repositories/sessions.ts';
import { findCredentialsByEmail, normalizeEmail, type PublicUser } from '../repositories/users.ts';

// Unknown e-mails are checked against this hash, so they cost the same scrypt work as a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
};

const fullName = (u: Pick<PublicUser, 'first_name' | 'middle_name' | 'last_name'>) =>
  [u.first_name, u.middle_name, u.last_name].filter((p) => p && p.trim() !== '').join(' ');

/** Opens a session for the user and returns its signed token. */
async function issueSession(
  app: FastifyInstance,
  user: PublicUser,
  request: FastifyRequest,
): Promise<string> {
  const now = app.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const sid = newSessionId();
  await pruneUserSessions(app.db.kysely, user.id, now);
  await createSession(app.db.kysely, {
    id: sid,
    userId: user.id,
    createdAt: now,
    expiresAt,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
  });
  return signSessionToken(
    app.sessionSecret,
    {
      sub: String(user.id),
      sid,
      name: `${user.first_name} ${user.last_name}`.trim(),
      username: user.email,
      fullname: fullName(user),
      role: user.role,
      office: user.office,
      office_abbrev: user.office_abbrev,
      course_abbrev: user.office_abbrev,
    },
    now,
    expiresAt,
  );
}

export default async function authRoutes(app: FastifyInstance) {
  acceptEmptyJsonBodies(app);
  await getDummyHash();
  app.post('/api/auth/login', async (request, reply) => {
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

    const ipState = ip ? await ipLockState(db, ip, now) : ({ locked: false } as const);
    const emailState = await emailLockState(db, emailLower, now);
    if (ipState.locked || emailState.locked) {
      const waitMinutes = Math.max(
        ipState.locked ? ipState.waitMinutes : 0,
        emailState.locked ? emailState.waitMinutes : 0,
      );
      await audit('auth.login.blocked', null, { reason: emailState.locked ? 'email' : 'ip' });
      return reply.code(429).send({ ok: false, message: LOGIN_MESSAGES.locked, waitMinutes });
    }

    const user = await findCredentialsByEmail(db, emailLower);
    const passwordOk = await verifyPassword(body.password, user?.password_hash ?? (await getDummyHash()));

    if (user && passwordOk && user.status === 'active') {
      await recordAttempt(db, { emailLower, ip, success: true, at: now });
      await pruneAttempts(db, emailLower, now);
      const token = await issueSession(app, user, request);
      await audit('auth.login.success', user.id);
      return { ok: true, token, message: LOGIN_MESSAGES.signedIn };
    }

    await recordAttempt(db, { emailLower, ip, success: false, at: now });
    if (user && passwordOk) {
      // The right password for an inactive or pending account: say so, there is nothing left to guess.
      await audit('auth.login.failure', user.id, { reason: `status_${user.status}` });
      throw new HttpError(403, LOGIN_MESSAGES.inactive);
    }
    await audit('auth.login.failure', user?.id ?? null, { reason: user ? 'password' : 'unknown_email' });
    const after = await emailLockState(db, emailLower, now);
    if (after.locked) {
      return reply
        .code(429)
        .send({ ok: false, message: LOGIN_MESSAGES.locked, waitMinutes: after.waitMinutes });
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
