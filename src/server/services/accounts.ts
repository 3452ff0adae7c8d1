// Accounts (docs/product/admin-portal.md#roles): the signed-in user's own password, and the superadmin's
// user management — create, activate or deactivate, unlock sign-in, delete. The guards (never oneself, never
// the last active superadmin, never a pending account, never a stale form) are checked under row locks, and
// each change's audit entry is written in the same transaction as the change. Rows: repositories/users.ts.

import type { Transaction } from 'kysely';
import { COMMON_PASSWORD_MESSAGE, LOGIN_MESSAGES } from '../../shared/contract/auth.ts';
import type { ParsedInput } from '../../shared/contract/endpoint.ts';
import { USER_MESSAGES, USER_STALE_MESSAGE, type userEndpoints } from '../../shared/contract/users.ts';
import { type Db, isUniqueViolation } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { type Actor, auditActorOf } from '../domain/actor.ts';
import type { AuditAction } from '../domain/audit.ts';
import { isCommonPassword } from '../lib/common-passwords.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import { clearFailures, settleAttempt } from '../repositories/login-attempts.ts';
import { revokeUserSessions } from '../repositories/sessions.ts';
import {
  deleteUser,
  emailExists,
  findPasswordHash,
  findUserById,
  insertUser,
  listOffices,
  listUsers,
  lockActiveSuperadminIds,
  lockUserVersion,
  normalizeEmail,
  officeExists,
  type PublicUser,
  setPasswordHash,
  setUserStatus,
} from '../repositories/users.ts';
import type { AppContext } from './app-context.ts';
import { reserveAttempt, signInLimits } from './sign-in-lockout.ts';

export const USER_GUARD_MESSAGES = {
  selfDeactivate: 'You cannot deactivate your own account',
  selfDelete: 'You cannot delete your own account',
  lastSuperadmin: 'The last active superadmin cannot be deactivated or deleted',
  wrongCurrentPassword: 'Current password is incorrect',
  notFound: 'User not found',
  pending: 'Pending accounts are display only: their status cannot be changed here.',
} as const;

export type Refusal = 'not_found' | 'self' | 'last_superadmin' | 'stale' | 'pending';

export type GuardedChange =
  | { ok: true; before: PublicUser; revokedSessions: number }
  | { ok: false; reason: Refusal };

// --- The guards (pure) ------------------------------------------------------------------------------------

/** Whether removing `id` (deactivating or deleting) would leave no active superadmin. */
export const removesLastSuperadmin = (id: number, activeSuperadminIds: readonly number[]): boolean =>
  activeSuperadminIds.includes(id) && activeSuperadminIds.length <= 1;

/** Why a status change may not happen, or null when it may. */
export function statusChangeRefusal(c: {
  actorId: number;
  id: number;
  status: 'active' | 'inactive';
  current: { status: string; version: number } | undefined;
  expectedVersion?: number;
  activeSuperadminIds: readonly number[];
}): Refusal | null {
  if (!c.current) return 'not_found';
  if (c.expectedVersion !== undefined && c.current.version !== c.expectedVersion) return 'stale';
  // Pending accounts are display only: no status change reaches them from Manage Users.
  if (c.current.status === 'pending') return 'pending';
  if (c.status === 'inactive') {
    if (c.id === c.actorId) return 'self';
    if (removesLastSuperadmin(c.id, c.activeSuperadminIds)) return 'last_superadmin';
  }
  return null;
}

function refusalError(reason: Refusal, self: string): HttpError {
  if (reason === 'not_found') return notFound(USER_GUARD_MESSAGES.notFound);
  if (reason === 'pending') return conflict(USER_GUARD_MESSAGES.pending);
  if (reason === 'stale') return conflict(USER_STALE_MESSAGE);
  if (reason === 'self') return forbidden(self);
  return conflict(USER_GUARD_MESSAGES.lastSuperadmin);
}

// --- Guarded changes --------------------------------------------------------------------------------------

type InTransaction = (
  trx: Transaction<Database>,
  done: { before: PublicUser; revokedSessions: number },
) => Promise<void>;

/**
 * Sets a user's status for `actorId`, refusing what statusChangeRefusal refuses, and revoking all of the
 * user's sessions on deactivation, in one transaction (`inTransaction` runs in it after the change).
 */
export async function changeUserStatus(
  db: Db,
  actorId: number,
  id: number,
  status: 'active' | 'inactive',
  at: Date,
  expectedVersion?: number,
  inTransaction?: InTransaction,
): Promise<GuardedChange> {
  return db.kysely.transaction().execute(async (trx) => {
    // A deactivation locks the active superadmins first, then the row (already among them if it is one): every
    // transaction takes its locks in that order, so two superadmins deactivating each other at once cannot
    // deadlock; the second waits and then finds the first already inactive.
    const supers = status === 'inactive' ? await lockActiveSuperadminIds(trx, db.kind) : [];
    // Locks the row on Postgres, so two changes of one account are judged one after the other.
    const version = await lockUserVersion(trx, db.kind, id);
    const before = await findUserById(trx, id);
    const current = before && version !== undefined ? { status: before.status, version } : undefined;
    const reason = statusChangeRefusal({
      actorId,
      id,
      status,
      current,
      expectedVersion,
      activeSuperadminIds: supers,
    });
    if (reason || !before) return { ok: false, reason: reason ?? 'not_found' };
    await setUserStatus(trx, id, status, at);
    // Deactivation ends every session of the user at once, not at their tokens' expiry.
    const revokedSessions = status === 'inactive' ? await revokeUserSessions(trx, id, at) : 0;
    await inTransaction?.(trx, { before, revokedSessions });
    return { ok: true, before, revokedSessions };
  });
}

/** Deletes a user for `actorId` under the same guards as deactivation; their sessions go with them. */
export async function deleteUserGuarded(
  db: Db,
  actorId: number,
  id: number,
  at: Date,
  inTransaction?: InTransaction,
): Promise<GuardedChange> {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await findUserById(trx, id);
    if (!before) return { ok: false, reason: 'not_found' };
    if (id === actorId) return { ok: false, reason: 'self' };
    const supers = await lockActiveSuperadminIds(trx, db.kind);
    if (removesLastSuperadmin(id, supers)) return { ok: false, reason: 'last_superadmin' };
    const revokedSessions = await revokeUserSessions(trx, id, at);
    await deleteUser(trx, id);
    await inTransaction?.(trx, { before, revokedSessions });
    return { ok: true, before, revokedSessions };
  });
}

// --- Use cases ----------------------------------------------------------------------------------------------

/** The audit entry of a change to user `id`. */
const auditOf = (actor: Actor, action: AuditAction, id: number, details: Record<string, unknown>) => ({
  ...auditActorOf(actor),
  action,
  targetType: 'user',
  targetId: id,
  details,
});

/** Changes the signed-in user's password (the current one is checked under the sign-in lockout). */
export async function changeOwnPassword(
  ctx: AppContext,
  actor: Actor,
  passwords: { current_password: string; new_password: string },
): Promise<void> {
  const { user, ip } = actor;
  const db = ctx.db.kysely;
  // Wrong current passwords count towards the sign-in lockout, so a stolen session cannot guess it.
  // The check is reserved first (as at sign-in), so parallel guesses share the same budget.
  const reservation = await reserveAttempt(
    db,
    ctx.db.kind,
    { emailLower: normalizeEmail(user.email), ip, at: ctx.clock.now() },
    signInLimits(ctx.config),
  );
  if (!reservation.ok)
    throw new HttpError(429, LOGIN_MESSAGES.locked, { waitMinutes: reservation.waitMinutes });
  const hash = await findPasswordHash(db, user.id);
  const currentOk = !!hash && (await verifyPassword(passwords.current_password, hash));
  await settleAttempt(db, reservation.id, currentOk);
  if (!currentOk) throw badRequest(USER_GUARD_MESSAGES.wrongCurrentPassword);
  if (isCommonPassword(passwords.new_password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  const now = ctx.clock.now();
  const newHash = await hashPassword(passwords.new_password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, newHash, now);
    // Other sessions may belong to whoever learnt the old password; this one stays signed in.
    const revoked = await revokeUserSessions(trx, user.id, now, user.sessionId);
    await writeAudit(trx, now, auditOf(actor, 'auth.password.change', user.id, { revokedSessions: revoked }));
  });
}

/** What both ways of adding an account are given (userEndpoints.create and .invite). */
export type NewAccountFields = Pick<
  ParsedInput<typeof userEndpoints.invite>['body'],
  'email' | 'first_name' | 'middle_name' | 'last_name' | 'role' | 'office_id'
>;

/**
 * Adds an account, the way both "Create user" and "Send an invitation" do: the office must exist and the
 * e-mail be free (two requests with the same e-mail at once: the unique index decides), the password is hashed
 * only then, and the audit entry and `also` (the invitation's link and mail) are written in the account's
 * transaction. Returns the new id.
 */
export async function addAccount(
  ctx: AppContext,
  actor: Actor,
  body: NewAccountFields,
  account: {
    status: 'active' | 'pending';
    password: () => Promise<string>;
    action: AuditAction;
    also?: (trx: Transaction<Database>, id: number, now: Date) => Promise<void>;
  },
): Promise<number> {
  const db = ctx.db.kysely;
  if (!(await officeExists(db, body.office_id))) throw badRequest(USER_MESSAGES.officeRequired);
  if (await emailExists(db, body.email)) throw conflict(USER_MESSAGES.emailTaken);
  const now = ctx.clock.now();
  const password_hash = await account.password();
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertUser(
        trx,
        {
          email: body.email,
          first_name: body.first_name,
          middle_name: body.middle_name?.trim() ? body.middle_name.trim() : null,
          last_name: body.last_name,
          password_hash,
          role: body.role,
          status: account.status,
          office_id: body.office_id,
        },
        now,
      );
      await account.also?.(trx, id, now);
      const details = { email: body.email, role: body.role, office_id: body.office_id };
      await writeAudit(trx, now, auditOf(actor, account.action, id, details));
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(USER_MESSAGES.emailTaken);
    throw err;
  }
}

/** Creates an active account (superadmin); returns it. */
export async function createAccount(
  ctx: AppContext,
  actor: Actor,
  body: ParsedInput<typeof userEndpoints.create>['body'],
): Promise<{ id: number; user: PublicUser | undefined }> {
  if (isCommonPassword(body.password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  const id = await addAccount(ctx, actor, body, {
    status: 'active',
    password: () => hashPassword(body.password),
    action: 'user.create',
  });
  return { id, user: await findUserById(ctx.db.kysely, id) };
}

/** Activates or deactivates an account (superadmin); returns it as it is now. */
export async function setAccountStatus(
  ctx: AppContext,
  actor: Actor,
  change: { id: number; status: 'active' | 'inactive'; version?: number },
): Promise<PublicUser | undefined> {
  const { id, status } = change;
  const now = ctx.clock.now();
  const result = await changeUserStatus(ctx.db, actor.user.id, id, status, now, change.version, (trx, done) =>
    writeAudit(
      trx,
      now,
      auditOf(actor, 'user.status', id, {
        from: done.before.status,
        to: status,
        revokedSessions: done.revokedSessions,
      }),
    ),
  );
  if (!result.ok) throw refusalError(result.reason, USER_GUARD_MESSAGES.selfDeactivate);
  return findUserById(ctx.db.kysely, id);
}

/** Lifts a sign-in lock (someone else's failed guesses must not keep a person out). */
export async function unlockSignIn(ctx: AppContext, actor: Actor, id: number) {
  const db = ctx.db.kysely;
  const user = await findUserById(db, id);
  if (!user) throw notFound(USER_GUARD_MESSAGES.notFound);
  const now = ctx.clock.now();
  await db.transaction().execute(async (trx) => {
    const cleared = await clearFailures(trx, normalizeEmail(user.email));
    await writeAudit(
      trx,
      now,
      auditOf(actor, 'auth.unlock', id, { email: user.email, clearedAttempts: cleared }),
    );
  });
}

/** Deletes an account (superadmin), ending its sessions. */
export async function deleteAccount(ctx: AppContext, actor: Actor, id: number) {
  const now = ctx.clock.now();
  const result = await deleteUserGuarded(ctx.db, actor.user.id, id, now, (trx, done) =>
    writeAudit(
      trx,
      now,
      auditOf(actor, 'user.delete', id, { email: done.before.email, role: done.before.role }),
    ),
  );
  if (!result.ok) throw refusalError(result.reason, USER_GUARD_MESSAGES.selfDelete);
}

/** Every account, newest first, for the superadmins' Users screen. */
export const accountList = (ctx: Pick<AppContext, 'db'>) => listUsers(ctx.db.kysely);

/** The offices a new account can belong to. */
export const officeList = (ctx: Pick<AppContext, 'db'>) => listOffices(ctx.db.kysely);
