// Sign-in with e-mail and password, and sign-out: the lockout budgets (sign-in-lockout.ts), the dummy
// password check for unknown e-mails, the second step, the session and the audit entries.
import { randomBytes } from 'node:crypto';
import { LOGIN_MESSAGES, type LoginResponse } from '../../shared/contract/auth.ts';
import { TWO_FACTOR_MESSAGES } from '../../shared/contract/two-factor.ts';
import type { RequestOrigin, SignedInUser } from '../domain/actor.ts';
import type { AuditAction } from '../domain/audit.ts';
import { BusyError } from '../lib/gate.ts';
import { hashPassword, passwordChecks, verifyPassword } from '../lib/passwords.ts';
import { writeAudit, writeOwnAccountAudit, writeRepeatedAudit } from '../repositories/audit-log.ts';
import { cancelAttempt, pruneAttempts, settleAttempt } from '../repositories/login-attempts.ts';
import { revokeSession } from '../repositories/sessions.ts';
import { findCredentialsByEmail, normalizeEmail } from '../repositories/users.ts';
import type { AppContext } from './app-context.ts';
import { issueSession } from './sessions.ts';
import {
  FAILURE_WINDOW_MS,
  failureReason,
  lockStateAfterFailure,
  reserveAttempt,
  signInLimits,
} from './sign-in-lockout.ts';
import { hasSecondFactor, openChallenge, secondFactorRequired } from './two-factor.ts';

// Unknown e-mails are checked against this hash, so they cost the same scrypt work as a wrong password.
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
};

export type SignInResult = { status: 200 | 401 | 429; body: LoginResponse };

/** Checks an e-mail and password under the lockout budgets: a session, a second step, or a refusal. */
export async function signIn(
  ctx: AppContext,
  request: RequestOrigin,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const db = ctx.db.kysely;
  const emailLower = normalizeEmail(credentials.email);
  const ip = request.ip;
  const now = ctx.clock.now();
  const audit = (action: AuditAction, userId: number | null, details?: Record<string, unknown>) =>
    writeAudit(db, now, {
      actorUserId: userId,
      actor: emailLower,
      action,
      targetType: 'user',
      targetId: userId,
      ip,
      details,
    });
  // Refusals repeat (a guessing run): one row per account and address per window, with a count.
  const auditRefusal = (action: AuditAction, userId: number | null, details: Record<string, unknown>) =>
    writeRepeatedAudit(
      db,
      ctx.db.kind,
      now,
      { actorUserId: userId, actor: emailLower, action, targetType: 'user', targetId: userId, ip, details },
      FAILURE_WINDOW_MS,
    );
  const locked = (wait: number): SignInResult => ({
    status: 429,
    body: { ok: false, message: LOGIN_MESSAGES.locked, waitMinutes: wait },
  });

  // The attempt is reserved before the password is checked, so parallel guesses share one budget.
  const limits = signInLimits(ctx.config);
  const reservation = await reserveAttempt(db, ctx.db.kind, { emailLower, ip, at: now }, limits);
  if (!reservation.ok) {
    await auditRefusal('auth.login.blocked', null, { reason: reservation.reason });
    return locked(reservation.waitMinutes);
  }

  // Through the password-check gate (lib/passwords.ts); when it is full the answer is "busy" and the
  // reservation is given back, since no password was checked.
  const { user, passwordOk } = await passwordChecks
    .run(async () => {
      const found = await findCredentialsByEmail(db, emailLower);
      const ok = await verifyPassword(credentials.password, found?.password_hash ?? (await getDummyHash()));
      return { user: found, passwordOk: ok };
    })
    .catch(async (err: unknown) => {
      if (err instanceof BusyError) await cancelAttempt(db, reservation.id);
      throw err;
    });

  if (user && passwordOk && user.status === 'active') {
    // A second step: the password's attempt stays pending (counted as a failure) until that step
    // succeeds, so knowing the password does not reset the count for guessing codes.
    const hasCode = await hasSecondFactor(ctx, user.id);
    if (hasCode || (await secondFactorRequired(ctx, user))) {
      const step = hasCode ? ('code' as const) : ('enrol' as const);
      const challenge = await openChallenge(ctx, user.id, step, reservation.id);
      await audit('auth.login.second_step', user.id, { step });
      const message = step === 'code' ? TWO_FACTOR_MESSAGES.codeStep : TWO_FACTOR_MESSAGES.enrolStep;
      return { status: 200, body: { ok: true, step, challenge, message } };
    }
    await settleAttempt(db, reservation.id, true);
    await pruneAttempts(db, emailLower, now);
    const token = await issueSession(ctx, user, request);
    await audit('auth.login.success', user.id);
    return { status: 200, body: { ok: true, token, message: LOGIN_MESSAGES.signedIn } };
  }

  await settleAttempt(db, reservation.id, false);
  // The right password for an inactive or pending account reads like any other failure: telling the
  // account's state here would confirm the password to whoever guessed it (the audit log keeps why).
  await auditRefusal('auth.login.failure', user?.id ?? null, { reason: failureReason(user, passwordOk) });
  const { pair, everyone, after } = await lockStateAfterFailure(db, emailLower, ip, now, limits);
  if (after.locked) {
    // everyone: true is the account locked for every address (LOGIN_FAILURES_PER_ACCOUNT), not only this one.
    await audit('auth.lockout', user?.id ?? null, { pair: pair.locked, everyone: everyone.locked });
    return locked(after.waitMinutes);
  }
  return {
    status: 401,
    body: { ok: false, message: LOGIN_MESSAGES.wrongCredentials, remainingAttempts: after.remainingAttempts },
  };
}

/** Ends the signed-in user's current session. */
export async function signOut(ctx: AppContext, user: SignedInUser, ip: string | null): Promise<void> {
  const now = ctx.clock.now();
  await revokeSession(ctx.db.kysely, user.sessionId, now);
  await writeOwnAccountAudit(ctx.db.kysely, now, user, 'auth.logout', ip);
}
