// The sign-in lockout policy of docs/product/server-behaviour.md#sign-in
// (docs/decisions/0010-sign-in-attempts-reserved.md), shared by the password step, the code step and the
// submissions monitor. An attempt is reserved (a pending row, counted as a failure) before the secret is
// checked, inside a transaction that holds a per-key and per-address lock, so parallel attempts cannot run
// more checks than the budget allows. Rows live in repositories/login-attempts.ts.
import type { Kysely, Transaction } from 'kysely';
import { type DbKind, isLockTimeout, lockKeys } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { BusyError, createGate } from '../lib/gate.ts';
import { SIGN_IN_BUSY_MESSAGE } from '../lib/passwords.ts';
import {
  ATTEMPT,
  type AttemptRow,
  attemptsSince,
  insertPendingAttempt,
  ipFailureTimesSince,
} from '../repositories/login-attempts.ts';

/** Failures for one e-mail from one address within the window before that pair is locked. */
export const MAX_FAILURES_PER_PAIR = 5;
/**
 * Failures for one e-mail from all addresses within the window before the e-mail is locked for everyone:
 * much higher than the per-pair count, so a stranger cannot lock a known account out by guessing from a
 * handful of addresses while its owner still signs in from theirs (LOGIN_FAILURES_PER_ACCOUNT).
 */
export const MAX_FAILURES_PER_EMAIL = 500;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
/** Failures from one address, across all accounts, within the window before that address is blocked. */
export const MAX_FAILURES_PER_IP = 20;

export type LockState = { locked: true; waitMinutes: number } | { locked: false; remainingAttempts: number };
export type LockReason = 'email' | 'pair' | 'ip';

type Db = Kysely<Database> | Transaction<Database>;

const waitMinutes = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));

// --- The policy (pure) ----------------------------------------------------------------------------------

/**
 * Walks an e-mail's attempts in order: `max` failures within the window lock for LOCK_MS from the last of
 * them; a success starts the count again. Attempts refused while locked are never recorded, so a lock
 * cannot be extended by hammering it.
 */
export function streakState(rows: AttemptRow[], max: number, t: number): LockState {
  let streak: number[] = [];
  let lockedUntil = 0;
  for (const r of rows) {
    const at = Date.parse(r.created_at);
    if (r.success === ATTEMPT.success) {
      streak = [];
      lockedUntil = 0;
      continue;
    }
    streak = streak.filter((f) => at - f < FAILURE_WINDOW_MS);
    streak.push(at);
    if (streak.length >= max) {
      lockedUntil = at + LOCK_MS;
      streak = [];
    }
  }
  if (lockedUntil > t) return { locked: true, waitMinutes: waitMinutes(lockedUntil, t) };
  const recent = streak.filter((f) => t - f < FAILURE_WINDOW_MS).length;
  return { locked: false, remainingAttempts: max - recent };
}

/** An address is blocked while its `max`-th newest failure within the window is still in it. */
export function ipState(
  newestFirst: string[],
  max: number,
  t: number,
): { locked: false } | { locked: true; waitMinutes: number } {
  const oldest = newestFirst[max - 1];
  if (!oldest) return { locked: false };
  return { locked: true, waitMinutes: waitMinutes(Date.parse(oldest) + FAILURE_WINDOW_MS, t) };
}

/** After a failure: locked when the pair or the e-mail is (the longer wait), else the pair's attempts left. */
export function lockAfterFailure(pair: LockState, everyone: LockState): LockState {
  if (!pair.locked && !everyone.locked) return pair;
  return {
    locked: true,
    waitMinutes: Math.max(pair.locked ? pair.waitMinutes : 0, everyone.locked ? everyone.waitMinutes : 0),
  };
}

/** Why a sign-in failed, for the audit log only (the reply never tells). */
export function failureReason(user: { status: string } | undefined, passwordOk: boolean): string {
  return !user ? 'unknown_email' : passwordOk ? `status_${user.status}` : 'password';
}

// --- Lock states over the rows ----------------------------------------------------------------------------

const since = (t: number) => new Date(t - FAILURE_WINDOW_MS - LOCK_MS);

/** The lock state of an e-mail for everyone (the high count). */
export async function emailLockState(
  db: Db,
  emailLower: string,
  now: Date,
  max = MAX_FAILURES_PER_EMAIL,
): Promise<LockState> {
  const t = now.getTime();
  return streakState(await attemptsSince(db, emailLower, since(t)), max, t);
}

/** The lock state of an e-mail tried from one address (the count a person sees as "Attempts left"). */
export async function pairLockState(
  db: Db,
  emailLower: string,
  ip: string | null,
  now: Date,
  max = MAX_FAILURES_PER_PAIR,
): Promise<LockState> {
  const t = now.getTime();
  return streakState(await attemptsSince(db, emailLower, since(t), ip), max, t);
}

/** Whether an address has failed too often (on any accounts) within the window, and for how long. */
export async function ipLockState(db: Db, ip: string, now: Date, max = MAX_FAILURES_PER_IP) {
  const t = now.getTime();
  return ipState(await ipFailureTimesSince(db, ip, new Date(t - FAILURE_WINDOW_MS), max), max, t);
}

/** Failure budgets within the window: per key and address, per key for everyone, per address (optional). */
export interface AttemptLimits {
  perPair: number;
  perKey: number;
  perIp?: number;
}
export const SIGN_IN_LIMITS: AttemptLimits = {
  perPair: MAX_FAILURES_PER_PAIR,
  perKey: MAX_FAILURES_PER_EMAIL,
  perIp: MAX_FAILURES_PER_IP,
};

/** The sign-in budgets with the operator's per-address and per-account counts. */
export function signInLimits(config: {
  loginFailuresPerIp: number;
  loginFailuresPerAccount: number;
}): AttemptLimits {
  return { ...SIGN_IN_LIMITS, perIp: config.loginFailuresPerIp, perKey: config.loginFailuresPerAccount };
}

/** How long a reservation waits for the per-e-mail and per-address locks before answering busy. */
export const RESERVATION_LOCK_WAIT_MS = 2000;

/**
 * Reservations run a few at a time per instance: each holds a database connection (and may wait on a lock),
 * so a burst waits here, in memory, instead of taking the whole pool. Beyond the queue: "busy".
 */
const reservations = createGate({ concurrency: 3, queue: 500, busyMessage: SIGN_IN_BUSY_MESSAGE });

export type Reservation = { ok: true; id: number } | { ok: false; reason: LockReason; waitMinutes: number };

/**
 * Reserves one sign-in attempt before the password is checked, or says why none is left. The check and the
 * pending row happen under one lock per e-mail and per address, so N parallel attempts reserve at most the
 * remaining budget.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  kind: DbKind,
  a: { emailLower: string; ip: string | null; at: Date },
  limits: AttemptLimits = SIGN_IN_LIMITS,
): Promise<Reservation> {
  const reserve = () =>
    db.transaction().execute(async (trx) => {
      const checkIp = a.ip !== null && limits.perIp !== undefined;
      // The wait holds a database connection: bounded, so a burst on one key (other instances' attempts) cannot
      // hold the pool; a wait that gives up answers "busy" (503), never a 500.
      await lockKeys(
        trx,
        kind,
        [`login:e:${a.emailLower}`, ...(checkIp ? [`login:ip:${a.ip}`] : [])],
        RESERVATION_LOCK_WAIT_MS,
      );
      const ipLock = checkIp && a.ip ? await ipLockState(trx, a.ip, a.at, limits.perIp) : { locked: false };
      const emailState = await emailLockState(trx, a.emailLower, a.at, limits.perKey);
      const pairState = await pairLockState(trx, a.emailLower, a.ip, a.at, limits.perPair);
      const blocked: Array<[LockReason, { locked: boolean; waitMinutes?: number }]> = [
        ['email', emailState],
        ['pair', pairState],
        ['ip', ipLock],
      ];
      const locks = blocked.filter(([, s]) => s.locked);
      if (locks.length > 0) {
        return {
          ok: false as const,
          reason: locks[0]?.[0] ?? 'pair',
          waitMinutes: Math.max(...locks.map(([, s]) => s.waitMinutes ?? 1)),
        };
      }
      return { ok: true as const, id: await insertPendingAttempt(trx, a) };
    });
  return reservations.run(reserve).catch((err: unknown) => {
    if (isLockTimeout(err)) throw new BusyError(SIGN_IN_BUSY_MESSAGE);
    throw err;
  });
}

/** The lock after a failed attempt of an e-mail from an address: the pair's, everyone's, and the result. */
export async function lockStateAfterFailure(
  db: Kysely<Database>,
  emailLower: string,
  ip: string | null,
  now: Date,
  limits: AttemptLimits = SIGN_IN_LIMITS,
): Promise<{ pair: LockState; everyone: LockState; after: LockState }> {
  const pair = await pairLockState(db, emailLower, ip, now, limits.perPair);
  const everyone = await emailLockState(db, emailLower, now, limits.perKey);
  return { pair, everyone, after: lockAfterFailure(pair, everyone) };
}
