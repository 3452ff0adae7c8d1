// Own account (me, change password), the office list, and user management for superadmins.
import type { FastifyInstance } from 'fastify';
import { COMMON_PASSWORD_MESSAGE, changePasswordSchema, LOGIN_MESSAGES } from '../../shared/contract/auth.ts';
import { idParamSchema } from '../../shared/contract/common.ts';
import {
  createUserSchema,
  USER_MESSAGES,
  USER_STALE_MESSAGE,
  updateUserStatusSchema,
} from '../../shared/contract/users.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { isCommonPassword } from '../lib/common-passwords.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../lib/http-errors.ts';
import { acceptEmptyJsonBodies } from '../lib/json-body.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { parseOr400 } from '../lib/validate.ts';
import { signedInUser } from '../plugins/auth.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import { clearFailures, settleAttempt } from '../repositories/login-attempts.ts';
import { revokeUserSessions } from '../repositories/sessions.ts';
import {
  changeUserStatus,
  deleteUserGuarded,
  emailExists,
  findPasswordHash,
  findUserById,
  insertUser,
  listUsers,
  normalizeEmail,
  officeExists,
  setPasswordHash,
} from '../repositories/users.ts';
import { reserveAttempt, SIGN_IN_LIMITS } from '../services/sign-in-lockout.ts';

export const USER_GUARD_MESSAGES = {
  selfDeactivate: 'You cannot deactivate your own account',
  selfDelete: 'You cannot delete your own account',
  lastSuperadmin: 'The last active superadmin cannot be deactivated or deleted',
  wrongCurrentPassword: 'Current password is incorrect',
  notFound: 'User not found',
  pending: 'Pending accounts are display only: their status cannot be changed here.',
} as const;

/** Missing text fields count as empty, so the reply carries the spec's "… is required" message. */
function blankMissing(body: unknown, fields: readonly string[]): unknown {
  const value = body ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const f of fields) if (out[f] === undefined) out[f] = '';
  return out;
}

export default async function adminUsersRoutes(app: FastifyInstance) {
  acceptEmptyJsonBodies(app);
  const db = () => app.db.kysely;

  app.get('/api/admin/me', { preHandler: app.requireAuth }, async (request) => {
    const u = signedInUser(request);
    return {
      ok: true,
      user: {
        id: u.id,
        first_name: u.first_name,
        middle_name: u.middle_name,
        last_name: u.last_name,
        email: u.email,
        role: u.role,
        status: u.status,
        office_id: u.office_id,
        office: u.office,
        office_abbrev: u.office_abbrev,
      },
    };
  });

  app.post('/api/admin/change-password', { preHandler: app.requireAuth }, async (request) => {
    const u = signedInUser(request);
    const body = parseOr400(
      changePasswordSchema,
      blankMissing(request.body, ['current_password', 'new_password', 'new_password_confirm']),
    );
    // Wrong current passwords count towards the sign-in lockout, so a stolen session cannot guess it.
    const emailLower = normalizeEmail(u.email);
    // The check is reserved first (as at sign-in), so parallel guesses share the same budget.
    const reservation = await reserveAttempt(
      db(),
      app.db.kind,
      {
        emailLower,
        ip: request.ip ?? null,
        at: app.clock.now(),
      },
      { ...SIGN_IN_LIMITS, perIp: app.config.loginFailuresPerIp },
    );
    if (!reservation.ok) {
      throw new HttpError(429, LOGIN_MESSAGES.locked, { waitMinutes: reservation.waitMinutes });
    }
    const hash = await findPasswordHash(db(), u.id);
    const currentOk = !!hash && (await verifyPassword(body.current_password, hash));
    await settleAttempt(db(), reservation.id, currentOk);
    if (!currentOk) throw badRequest(USER_GUARD_MESSAGES.wrongCurrentPassword);
    if (isCommonPassword(body.new_password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
    const now = app.clock.now();
    const newHash = await hashPassword(body.new_password);
    const revoked = await db()
      .transaction()
      .execute(async (trx) => {
        await setPasswordHash(trx, u.id, newHash, now);
        // Other sessions may belong to whoever learnt the old password; this one stays signed in.
        return revokeUserSessions(trx, u.id, now, u.sessionId);
      });
    await writeAudit(db(), now, {
      actorUserId: u.id,
      actor: u.email,
      action: 'auth.password.change',
      targetType: 'user',
      targetId: u.id,
      ip: request.ip,
      details: { revokedSessions: revoked },
    });
    return { ok: true, message: 'Password updated' };
  });

  app.get('/api/admin/offices', { preHandler: app.requireAuth }, async () => {
    const rows = await db()
      .selectFrom('offices')
      .select(['office_id', 'abbrev', 'name'])
      .orderBy('office_id')
      .execute();
    return {
      ok: true,
      offices: rows.map((o) => ({ office_id: o.office_id, course_abbrev: o.abbrev, course_name: o.name })),
    };
  });

  app.get('/api/users', { preHandler: app.requireSuperadmin }, async () => listUsers(db()));

  app.post('/api/admin/users', { preHandler: app.requireSuperadmin }, async (request, reply) => {
    const actor = signedInUser(request);
    const body = parseOr400(
      createUserSchema,
      blankMissing(request.body, [
        'email',
        'first_name',
        'last_name',
        'password',
        'password_confirm',
        'office_id',
      ]),
    );
    if (isCommonPassword(body.password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
    if (!(await officeExists(db(), body.office_id))) throw badRequest(USER_MESSAGES.officeRequired);
    if (await emailExists(db(), body.email)) throw conflict(USER_MESSAGES.emailTaken);
    const now = app.clock.now();
    let id: number;
    try {
      id = await insertUser(
        db(),
        {
          email: body.email,
          first_name: body.first_name,
          middle_name: body.middle_name?.trim() ? body.middle_name.trim() : null,
          last_name: body.last_name,
          password_hash: await hashPassword(body.password),
          role: body.role,
          status: 'active',
          office_id: body.office_id,
        },
        now,
      );
    } catch (err) {
      // Two requests creating the same e-mail at once: the unique index decides.
      if (isUniqueViolation(err)) throw conflict(USER_MESSAGES.emailTaken);
      throw err;
    }
    await writeAudit(db(), now, {
      actorUserId: actor.id,
      actor: actor.email,
      action: 'user.create',
      targetType: 'user',
      targetId: id,
      ip: request.ip,
      details: { email: body.email, role: body.role, office_id: body.office_id },
    });
    const user = await findUserById(db(), id);
    return reply.code(201).send({ ok: true, message: 'User created', id, user });
  });

  const refuse = (reason: 'not_found' | 'self' | 'last_superadmin' | 'stale' | 'pending', self: string) => {
    if (reason === 'not_found') return notFound(USER_GUARD_MESSAGES.notFound);
    if (reason === 'pending') return conflict(USER_GUARD_MESSAGES.pending);
    if (reason === 'stale') return conflict(USER_STALE_MESSAGE);
    if (reason === 'self') return forbidden(self);
    return conflict(USER_GUARD_MESSAGES.lastSuperadmin);
  };

  app.patch('/api/admin/users/:id', { preHandler: app.requireSuperadmin }, async (request) => {
    const actor = signedInUser(request);
    const { id } = parseOr400(idParamSchema, request.params);
    const { status, version } = parseOr400(updateUserStatusSchema, request.body);
    const now = app.clock.now();
    const result = await changeUserStatus(app.db, actor.id, id, status, now, version);
    if (!result.ok) throw refuse(result.reason, USER_GUARD_MESSAGES.selfDeactivate);
    await writeAudit(db(), now, {
      actorUserId: actor.id,
      actor: actor.email,
      action: 'user.status',
      targetType: 'user',
      targetId: id,
      ip: request.ip,
      details: { from: result.before.status, to: status, revokedSessions: result.revokedSessions },
    });
    return {
      ok: true,
      message: status === 'active' ? 'User activated' : 'User deactivated',
      user: await findUserById(db(), id),
    };
  });

  // A superadmin lifts a sign-in lock (someone else's failed guesses must not keep a person out).
  app.post('/api/admin/users/:id/unlock', { preHandler: app.requireSuperadmin }, async (request) => {
    const actor = signedInUser(request);
    const { id } = parseOr400(idParamSchema, request.params);
    const user = await findUserById(db(), id);
    if (!user) throw notFound(USER_GUARD_MESSAGES.notFound);
    const now = app.clock.now();
    const cleared = await clearFailures(db(), normalizeEmail(user.email));
    await writeAudit(db(), now, {
      actorUserId: actor.id,
      actor: actor.email,
      action: 'auth.unlock',
      targetType: 'user',
      targetId: id,
      ip: request.ip,
      details: { email: user.email, clearedAttempts: cleared },
    });
    return { ok: true, message: 'Sign-in unlocked' };
  });

  app.delete('/api/admin/users/:id', { preHandler: app.requireSuperadmin }, async (request) => {
    const actor = signedInUser(request);
    const { id } = parseOr400(idParamSchema, request.params);
    const now = app.clock.now();
    const result = await deleteUserGuarded(app.db, actor.id, id, now);
    if (!result.ok) throw refuse(result.reason, USER_GUARD_MESSAGES.selfDelete);
    await writeAudit(db(), now, {
      actorUserId: actor.id,
      actor: actor.email,
      action: 'user.delete',
      targetType: 'user',
      targetId: id,
      ip: request.ip,
      details: { email: result.before.email, role: result.before.role },
    });
    return { ok: true, message: 'User deleted' };
  });
}
