// Two-step sign-in (docs/decisions/0014-two-step-sign-in.md): the authenticator set-up, code checks with
// no replay, recovery codes, the sign-in challenge between a right password and a session, the superadmin
// setting and resets. Routes stay thin; rows live in repositories/two-factor.ts.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { LOGIN_MESSAGES } from '../../shared/contract/auth.ts';
import {
  RECOVERY_CODE_COUNT,
  recoveryCodeSchema,
  SETUP_MINUTES,
  type SetupResponse,
  TOTP_DIGITS,
  TWO_FACTOR_MESSAGES,
  totpCodeSchema,
} from '../../shared/contract/two-factor.ts';
import type { Actor, RequestOrigin, SignedInUser } from '../domain/actor.ts';
import type { AuditAction } from '../domain/audit.ts';
import { badRequest, conflict, HttpError, notFound } from '../lib/http-errors.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { parseOr400 } from '../lib/validate.ts';
import { writeAudit, writeOwnAccountAudit, writeRepeatedAudit } from '../repositories/audit-log.ts';
import { settleAttempt } from '../repositories/login-attempts.ts';
import { revokeRoleSessions, revokeUserSessions } from '../repositories/sessions.ts';
import {
  claimTotpStep,
  confirmTotp,
  countUnusedRecoveryCodes,
  deleteStaleSetups,
  deleteTotp,
  findChallenge,
  findTotp,
  getRequireSuperadmin2fa,
  insertChallenge,
  pruneChallenges,
  putPendingTotp,
  replaceRecoveryCodes,
  setRequireSuperadmin2fa,
  spendChallenge,
  spendRecoveryCode,
  usersWithTotp,
} from '../repositories/two-factor.ts';
import { findPasswordHash, findUserById, normalizeEmail, type PublicUser } from '../repositories/users.ts';
import { USER_GUARD_MESSAGES } from './accounts.ts';
import type { AppContext } from './app-context.ts';
import { issueSession } from './sessions.ts';
import { FAILURE_WINDOW_MS, lockStateAfterFailure, reserveAttempt, signInLimits } from './sign-in-lockout.ts';

const PERIOD_S = 30;
/** One time step either side of now is accepted, for clocks a little apart. */
const WINDOW = 1;
const ISSUER = 'Campus Site';
/** How long the step between a right password and the code (or the first set-up) may take. */
export const CHALLENGE_MS = 10 * 60_000;
const SETUP_MS = SETUP_MINUTES * 60_000;

// --- The secret at rest: AES-256-GCM under a key derived from the session secret ----------------------

// Every key of two-step sign-in is derived here from the session secret, one HKDF label per use.
const keyCache = new Map<string, Buffer>();
function derivedKey(sessionSecret: string, label: 'totp-secret-v1' | 'recovery-code-v1'): Buffer {
  const id = `${label}\0${sessionSecret}`;
  let k = keyCache.get(id);
  if (!k) {
    k = Buffer.from(hkdfSync('sha256', sessionSecret, 'campus-site', label, 32));
    keyCache.set(id, k);
  }
  return k;
}
/** Seals the authenticator secrets (AES-256-GCM). */
const secretKey = (sessionSecret: string) => derivedKey(sessionSecret, 'totp-secret-v1');
/** Keys the recovery-code hashes (HMAC-SHA-256): a copied database alone does not let anyone test guesses. */
const recoveryKey = (sessionSecret: string) => derivedKey(sessionSecret, 'recovery-code-v1');

export function encryptSecret(sessionSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(sessionSecret), iv);
  const ct = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ct]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** A stored secret that this server's key does not open: the session secret is not the one it was sealed with. */
export class TotpKeyMismatch extends Error {}

export function decryptSecret(sessionSecret: string, stored: string): string {
  const [version, iv, tag, ct] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !ct) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(sessionSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  try {
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new TotpKeyMismatch('the stored authenticator secret does not open with this server key');
  }
}

/**
 * The user's authenticator secret in clear. A key mismatch (a restore into an install with another session
 * secret) is answered 409 with what to do, never a 500, and logged for the operator.
 */
function openSecret(ctx: Pick<AppContext, 'sessionSecret' | 'log'>, userId: number, stored: string): string {
  try {
    return decryptSecret(ctx.sessionSecret, stored);
  } catch (err) {
    if (!(err instanceof TotpKeyMismatch)) throw err;
    ctx.log.error(
      { userId },
      'two-step sign-in secret does not open with this SESSION_SECRET (a restore without the original secret?): ' +
        'set the original SESSION_SECRET, or run npm run cli -- reset-2fa EMAIL for the user',
    );
    throw new HttpError(409, TWO_FACTOR_MESSAGES.keyChanged);
  }
}

const totpOf = (base32: string, label = '') =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(base32),
  });

/** The time step a code belongs to, or null when it matches none within the window. */
function matchingStep(base32: string, code: string, now: Date): number | null {
  const totp = totpOf(base32);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

// --- Recovery codes: 10 characters from an alphabet without look-alikes, kept as keyed hashes --------

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** The stored form: `k1:` and the HMAC-SHA-256 of the normalized code under the recovery-code key. */
export const hashRecovery = (sessionSecret: string, normalized: string) =>
  `k1:${createHmac('sha256', recoveryKey(sessionSecret)).update(`recovery:${normalized}`).digest('hex')}`;
/**
 * The form stored before keyed hashes (a plain SHA-256). Such rows are still accepted until they are used
 * or replaced by new codes; they cannot be rehashed without the codes themselves.
 */
const legacyRecoveryHash = (normalized: string) =>
  createHash('sha256').update(`recovery:${normalized}`).digest('hex');

function newRecoveryCodes(sessionSecret: string): { shown: string[]; hashes: string[] } {
  const shown: string[] = [];
  for (let i = 0; i < RECOVERY_CODE_COUNT; i += 1) {
    let c = '';
    for (let j = 0; j < 10; j += 1) c += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    shown.push(`${c.slice(0, 5)}-${c.slice(5)}`);
  }
  return { shown, hashes: shown.map((c) => hashRecovery(sessionSecret, c.replace('-', ''))) };
}

// --- Status and set-up ------------------------------------------------------------------------------

/** Whether the site requires a second factor of this user (superadmins, when the setting is on). */
export async function secondFactorRequired(ctx: AppContext, user: Pick<PublicUser, 'role'>) {
  return user.role === 'superadmin' && (await getRequireSuperadmin2fa(ctx.db.kysely));
}

export async function hasSecondFactor(ctx: AppContext, userId: number): Promise<boolean> {
  const row = await findTotp(ctx.db.kysely, userId);
  return !!row?.confirmed_at;
}

export async function twoFactorStatus(ctx: AppContext, user: Pick<PublicUser, 'id' | 'role'>) {
  const row = await findTotp(ctx.db.kysely, user.id);
  const enabled = !!row?.confirmed_at;
  return {
    ok: true as const,
    enabled,
    confirmed_at: enabled ? (row?.confirmed_at ?? null) : null,
    recovery_codes_left: enabled ? await countUnusedRecoveryCodes(ctx.db.kysely, user.id) : 0,
    required: await secondFactorRequired(ctx, user),
  };
}

/** Starts (or starts again) a set-up: a new secret, shown as a QR code and as text. */
export async function startSetup(
  ctx: AppContext,
  user: Pick<PublicUser, 'id' | 'email'>,
): Promise<SetupResponse> {
  const now = ctx.clock.now();
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const stored = await putPendingTotp(ctx.db.kysely, user.id, encryptSecret(ctx.sessionSecret, secret), now);
  if (!stored) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const uri = totpOf(secret, user.email).toString();
  const qr_svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    ok: true,
    secret,
    otpauth_uri: uri,
    qr_svg,
    expires_at: new Date(now.getTime() + SETUP_MS).toISOString(),
  };
}

/**
 * A change to the signed-in user's own second factor (turning it on or off, new recovery codes) asks for
 * their current password, and for a code where one is needed; both are checked under the sign-in lockout of
 * their account and address, as at sign-in: a stolen session can neither use the session alone nor guess
 * without limit. Each wrong password or code is audited (one row per window with a count); a lock answers
 * 429 as at sign-in. A wrong password is answered next to its field.
 */
async function guardedAccountStep<T>(
  ctx: AppContext,
  user: Pick<PublicUser, 'id' | 'email'>,
  ip: string | null,
  purpose: 'enable' | 'disable' | 'recovery_codes',
  currentPassword: string,
  check: () => Promise<T | null>,
): Promise<T> {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  const emailLower = normalizeEmail(user.email);
  const limits = signInLimits(ctx.config);
  const reservation = await reserveAttempt(db, ctx.db.kind, { emailLower, ip, at: now }, limits);
  if (!reservation.ok) {
    throw new HttpError(429, LOGIN_MESSAGES.locked, { waitMinutes: reservation.waitMinutes });
  }
  let result: T | null = null;
  let passwordOk = false;
  try {
    const hash = await findPasswordHash(db, user.id);
    passwordOk = !!hash && (await verifyPassword(currentPassword, hash));
    if (passwordOk) result = await check();
  } finally {
    await settleAttempt(db, reservation.id, result !== null);
  }
  if (result !== null) return result;
  await writeRepeatedAudit(
    db,
    ctx.db.kind,
    now,
    {
      actorUserId: user.id,
      actor: emailLower,
      action: passwordOk ? 'auth.2fa.wrong_code' : 'auth.2fa.wrong_password',
      targetType: 'user',
      targetId: user.id,
      ip,
      details: { purpose },
    },
    FAILURE_WINDOW_MS,
  );
  const { after } = await lockStateAfterFailure(db, emailLower, ip, now, limits);
  if (after.locked) throw new HttpError(429, LOGIN_MESSAGES.locked, { waitMinutes: after.waitMinutes });
  if (!passwordOk) {
    throw new HttpError(400, USER_GUARD_MESSAGES.wrongCurrentPassword, { field: 'current_password' });
  }
  throw new HttpError(400, TWO_FACTOR_MESSAGES.wrongCode, { field: 'code' });
}

/** Turns two-step sign-in on from the account screen: the set-up's first code, under the lockout. */
export async function confirmOwnSetup(
  ctx: AppContext,
  user: Pick<PublicUser, 'id' | 'email'>,
  body: { current_password: string; code: string },
  ip: string | null,
): Promise<string[]> {
  const { code } = body;
  // Only a wrong password or code is a guess; an expired or missing set-up is answered as such.
  return guardedAccountStep(ctx, user, ip, 'enable', body.current_password, async () => {
    try {
      return await confirmSetup(ctx, user, code, ip);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 400) return null;
      throw err;
    }
  });
}

export async function confirmSetup(
  ctx: AppContext,
  user: Pick<PublicUser, 'id' | 'email'>,
  code: string,
  ip: string | null,
): Promise<string[]> {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  await deleteStaleSetups(db, new Date(now.getTime() - SETUP_MS));
  const row = await findTotp(db, user.id);
  if (row?.confirmed_at) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  if (!row) throw new HttpError(410, TWO_FACTOR_MESSAGES.setupExpired);
  const step = matchingStep(openSecret(ctx, user.id, row.secret_enc), code, now);
  if (step === null) throw badRequest(TWO_FACTOR_MESSAGES.wrongCode);
  const codes = newRecoveryCodes(ctx.sessionSecret);
  const confirmed = await db.transaction().execute(async (trx) => {
    if (!(await confirmTotp(trx, user.id, step, now))) return false;
    await replaceRecoveryCodes(trx, user.id, codes.hashes, now);
    return true;
  });
  if (!confirmed) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  await writeOwnAccountAudit(db, now, user, 'auth.2fa.enable', ip);
  return codes.shown;
}

export type SecondFactor = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/** Parses the code step's body: a recovery code when one was sent, else the authenticator code. */
export function parseSecondFactor(body: { code?: string; recovery_code?: string }): SecondFactor {
  if (body.recovery_code !== undefined && body.code === undefined)
    return { kind: 'recovery', code: parseOr400(recoveryCodeSchema, body.recovery_code) };
  return { kind: 'totp', code: parseOr400(totpCodeSchema, body.code) };
}

/** Checks a second factor and uses it up: a time step is accepted once, a recovery code once. */
export async function consumeSecondFactor(
  ctx: AppContext,
  userId: number,
  factor: SecondFactor,
): Promise<boolean> {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  if (factor.kind === 'recovery') {
    return (
      (await spendRecoveryCode(db, userId, hashRecovery(ctx.sessionSecret, factor.code), now)) ||
      spendRecoveryCode(db, userId, legacyRecoveryHash(factor.code), now)
    );
  }
  const row = await findTotp(db, userId);
  if (!row?.confirmed_at) return false;
  const step = matchingStep(openSecret(ctx, userId, row.secret_enc), factor.code, now);
  if (step === null) return false;
  return claimTotpStep(db, userId, step);
}

/** Turns the user's own second factor off (a current code proves it is them); refused when required. */
export async function disableOwn(
  ctx: AppContext,
  user: Pick<PublicUser, 'id' | 'email' | 'role'>,
  body: { current_password: string; code: string },
  ip: string | null,
): Promise<void> {
  if (await secondFactorRequired(ctx, user)) throw conflict(TWO_FACTOR_MESSAGES.requiredForSuperadmins);
  if (!(await hasSecondFactor(ctx, user.id))) throw conflict(TWO_FACTOR_MESSAGES.notOn);
  await guardedAccountStep(ctx, user, ip, 'disable', body.current_password, async () =>
    (await consumeSecondFactor(ctx, user.id, { kind: 'totp', code: body.code })) ? true : null,
  );
  const now = ctx.clock.now();
  // The change and its audit entry commit together (ADR 0021).
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await deleteTotp(trx, user.id);
    await writeOwnAccountAudit(trx, now, user, 'auth.2fa.disable', ip);
  });
}

/** New recovery codes for the user's own second factor (the current password proves it is them). */
export async function renewRecoveryCodes(
  ctx: AppContext,
  user: Pick<PublicUser, 'id' | 'email'>,
  body: { current_password: string },
  ip: string | null,
): Promise<string[]> {
  if (!(await hasSecondFactor(ctx, user.id))) throw conflict(TWO_FACTOR_MESSAGES.notOn);
  await guardedAccountStep(ctx, user, ip, 'recovery_codes', body.current_password, async () => true);
  const codes = newRecoveryCodes(ctx.sessionSecret);
  const now = ctx.clock.now();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await replaceRecoveryCodes(trx, user.id, codes.hashes, now);
    await writeOwnAccountAudit(trx, now, user, 'auth.2fa.recovery_codes', ip);
  });
  return codes.shown;
}

/**
 * The superadmins' setting, saved with its audit entry in one transaction. When the requirement comes into
 * force, every superadmin session but the caller's own ends: those sessions may have been opened without a
 * second step, and the next sign-in asks for one (or for its set-up).
 */
export async function setSuperadminRequirement(
  ctx: AppContext,
  actor: Pick<SignedInUser, 'id' | 'email' | 'sessionId'>,
  ip: string | null,
  on: boolean,
): Promise<{ revokedSessions: number }> {
  const now = ctx.clock.now();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const before = await getRequireSuperadmin2fa(trx);
    await setRequireSuperadmin2fa(trx, on);
    const revokedSessions =
      on && !before ? await revokeRoleSessions(trx, 'superadmin', now, actor.sessionId) : 0;
    await writeAudit(trx, now, {
      actorUserId: actor.id,
      actor: actor.email,
      action: 'settings.security',
      targetType: 'setting',
      targetId: 'require_superadmin_2fa',
      ip,
      details: { from: before, to: on, revokedSessions },
    });
    return { revokedSessions };
  });
}

/**
 * Removes a user's second factor (a superadmin's reset, or the CLI) and signs them out everywhere, so
 * whoever holds their sessions must sign in again; they can set up a new authenticator afterwards.
 */
export async function resetSecondFactor(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  target: Pick<PublicUser, 'id' | 'email'>,
  actor: { id: number | null; label: string },
  ip: string | null,
): Promise<{ removed: boolean; revokedSessions: number }> {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  const { removed, revokedSessions } = await db.transaction().execute(async (trx) => {
    const n = await deleteTotp(trx, target.id);
    return { removed: n > 0, revokedSessions: await revokeUserSessions(trx, target.id, now) };
  });
  await writeAudit(db, now, {
    actorUserId: actor.id,
    actor: actor.label,
    action: 'auth.2fa.reset',
    targetType: 'user',
    targetId: target.id,
    ip,
    details: { email: target.email, removed, revokedSessions },
  });
  return { removed, revokedSessions };
}

// --- The sign-in challenge ---------------------------------------------------------------------------

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens the step after a right password; the password's attempt stays pending until that step succeeds. */
export async function openChallenge(
  ctx: AppContext,
  userId: number,
  kind: 'code' | 'enrol',
  attemptId: number,
): Promise<string> {
  const now = ctx.clock.now();
  const token = randomBytes(32).toString('base64url');
  await pruneChallenges(ctx.db.kysely, now);
  await insertChallenge(ctx.db.kysely, {
    tokenHash: hashToken(token),
    userId,
    kind,
    attemptId,
    at: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  });
  return token;
}

interface OpenChallenge {
  tokenHash: string;
  attemptId: number | null;
  user: PublicUser;
}

/** The challenge's user when the challenge is open and of this kind; otherwise the "timed out" answer. */
async function readChallenge(ctx: AppContext, token: string, kind: 'code' | 'enrol'): Promise<OpenChallenge> {
  const expired = new HttpError(401, TWO_FACTOR_MESSAGES.challengeExpired);
  if (!token) throw expired;
  const row = await findChallenge(ctx.db.kysely, hashToken(token));
  if (!row || row.kind !== kind || row.used_at !== null) throw expired;
  if (Date.parse(row.expires_at) <= ctx.clock.now().getTime()) throw expired;
  const user = await findUserById(ctx.db.kysely, row.user_id);
  if (user?.status !== 'active') throw expired;
  return { tokenHash: row.token_hash, attemptId: row.attempt_id, user: user as PublicUser };
}

async function finishSignIn(
  ctx: AppContext,
  request: RequestOrigin,
  c: OpenChallenge,
  details: Record<string, unknown>,
): Promise<string> {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  if (!(await spendChallenge(db, c.tokenHash, now)))
    throw new HttpError(401, TWO_FACTOR_MESSAGES.challengeExpired);
  if (c.attemptId !== null) await settleAttempt(db, c.attemptId, true);
  const token = await issueSession(ctx, c.user, request);
  await writeAudit(db, now, {
    actorUserId: c.user.id,
    actor: normalizeEmail(c.user.email),
    action: 'auth.login.success',
    targetType: 'user',
    targetId: c.user.id,
    ip: request.ip,
    details,
  });
  return token;
}

type StepRefusal = {
  status: 401 | 409 | 429;
  body: { ok: false; message: string; remainingAttempts?: number; waitMinutes?: number };
};
type StepResult = { status: 200; body: { ok: true; token: string; message: string } } | StepRefusal;

/**
 * Reserves a sign-in attempt for a code (wrong codes count toward the same lockout as wrong passwords) and
 * runs `check`; a wrong code is answered with the code's message only, never anything about the password.
 */
async function guardedCodeAttempt(
  ctx: AppContext,
  request: RequestOrigin,
  c: OpenChallenge,
  wrongMessage: string,
  check: () => Promise<boolean>,
  reason: string,
): Promise<{ ok: true } | { ok: false; result: StepRefusal }> {
  const db = ctx.db.kysely;
  const emailLower = normalizeEmail(c.user.email);
  const ip = request.ip;
  const now = ctx.clock.now();
  const audit = (action: AuditAction, details: Record<string, unknown>) =>
    writeAudit(db, now, {
      actorUserId: c.user.id,
      actor: emailLower,
      action,
      targetType: 'user',
      targetId: c.user.id,
      ip,
      details,
    });
  const auditRefusal = (action: AuditAction, details: Record<string, unknown>) =>
    writeRepeatedAudit(
      db,
      ctx.db.kind,
      now,
      {
        actorUserId: c.user.id,
        actor: emailLower,
        action,
        targetType: 'user',
        targetId: c.user.id,
        ip,
        details,
      },
      FAILURE_WINDOW_MS,
    );
  const limits = signInLimits(ctx.config);
  const reservation = await reserveAttempt(db, ctx.db.kind, { emailLower, ip, at: now }, limits);
  if (!reservation.ok) {
    await auditRefusal('auth.login.blocked', { reason: reservation.reason, step: 'code' });
    return {
      ok: false,
      result: {
        status: 429,
        body: { ok: false, message: LOGIN_MESSAGES.locked, waitMinutes: reservation.waitMinutes },
      },
    };
  }
  if (await check()) {
    await settleAttempt(db, reservation.id, true);
    return { ok: true };
  }
  await settleAttempt(db, reservation.id, false);
  await auditRefusal('auth.login.failure', { reason });
  const { pair, everyone, after } = await lockStateAfterFailure(db, emailLower, ip, now, limits);
  if (after.locked) {
    await audit('auth.lockout', { step: 'code', pair: pair.locked, everyone: everyone.locked });
    return {
      ok: false,
      result: {
        status: 429,
        body: { ok: false, message: LOGIN_MESSAGES.locked, waitMinutes: after.waitMinutes },
      },
    };
  }
  return {
    ok: false,
    result: {
      status: 401,
      body: { ok: false, message: wrongMessage, remainingAttempts: after.remainingAttempts },
    },
  };
}

/** The code step of sign-in: challenge + code (or recovery code) → session. */
export async function signInWithCode(
  ctx: AppContext,
  request: RequestOrigin,
  body: { challenge: string; code?: string; recovery_code?: string },
): Promise<StepResult> {
  const factor = parseSecondFactor(body);
  const c = await readChallenge(ctx, body.challenge, 'code');
  const wrong =
    factor.kind === 'recovery' ? TWO_FACTOR_MESSAGES.wrongRecovery : TWO_FACTOR_MESSAGES.wrongCode;
  const reason = factor.kind === 'recovery' ? 'recovery_code' : 'code';
  // A secret this server cannot open is the server's problem, not a wrong code: said before an attempt is
  // counted, so the user is not locked out for it. Recovery codes are keyed from the same secret, so they
  // cannot be checked either.
  const row = await findTotp(ctx.db.kysely, c.user.id);
  if (row?.confirmed_at) {
    try {
      openSecret(ctx, c.user.id, row.secret_enc);
    } catch (err) {
      if (err instanceof HttpError) return { status: 409, body: { ok: false, message: err.message } };
      throw err;
    }
  }
  const attempt = await guardedCodeAttempt(
    ctx,
    request,
    c,
    wrong,
    () => consumeSecondFactor(ctx, c.user.id, factor),
    reason,
  );
  if (!attempt.ok) return attempt.result;
  const token = await finishSignIn(ctx, request, c, { secondFactor: factor.kind });
  if (factor.kind === 'recovery') {
    await writeAudit(ctx.db.kysely, ctx.clock.now(), {
      actorUserId: c.user.id,
      actor: normalizeEmail(c.user.email),
      action: 'auth.2fa.recovery_used',
      targetType: 'user',
      targetId: c.user.id,
      ip: request.ip,
      details: { left: await countUnusedRecoveryCodes(ctx.db.kysely, c.user.id) },
    });
  }
  return { status: 200, body: { ok: true, token, message: LOGIN_MESSAGES.signedIn } };
}

/** Set-up during a sign-in the site requires a second factor for (challenge of kind 'enrol'). */
export async function startEnrolment(ctx: AppContext, challenge: string): Promise<SetupResponse> {
  const c = await readChallenge(ctx, challenge, 'enrol');
  return startSetup(ctx, c.user);
}

/** Confirms that set-up; answers the recovery codes and the session token together. */
export async function confirmEnrolment(
  ctx: AppContext,
  request: RequestOrigin,
  challenge: string,
  code: string,
): Promise<
  { status: 200; body: { ok: true; token: string; message: string; recovery_codes: string[] } } | StepRefusal
> {
  const c = await readChallenge(ctx, challenge, 'enrol');
  let codes: string[] = [];
  let problem: HttpError | undefined;
  const attempt = await guardedCodeAttempt(
    ctx,
    request,
    c,
    TWO_FACTOR_MESSAGES.wrongCode,
    async () => {
      try {
        codes = await confirmSetup(ctx, c.user, code, request.ip);
        return true;
      } catch (err) {
        // An expired set-up is not a guess: it is answered as such (and still counted, which is harmless).
        if (err instanceof HttpError && err.statusCode !== 400) problem = err;
        return false;
      }
    },
    'code',
  );
  if (problem) throw problem;
  if (!attempt.ok) return attempt.result;
  const token = await finishSignIn(ctx, request, c, { secondFactor: 'totp', enrolled: true });
  return {
    status: 200,
    body: { ok: true, token, message: TWO_FACTOR_MESSAGES.enabled, recovery_codes: codes },
  };
}

/** Whether superadmins must use two-step sign-in. */
export const superadminRequirement = (ctx: Pick<AppContext, 'db'>) => getRequireSuperadmin2fa(ctx.db.kysely);

/** The ids of users with two-step sign-in on, for the Users screen. */
export const usersWithSecondFactor = (ctx: Pick<AppContext, 'db'>) => usersWithTotp(ctx.db.kysely);

/** A superadmin's reset of another user's second factor; 404 for an unknown user. */
export async function resetUserSecondFactor(ctx: AppContext, actor: Actor, userId: number) {
  const target = await findUserById(ctx.db.kysely, userId);
  if (!target) throw notFound('User not found');
  return resetSecondFactor(ctx, target, { id: actor.user.id, label: actor.user.email }, actor.ip);
}
