// Sign-in attempts and the lockout policy of docs/product/server-behaviour.md#sign-in, kept in the database so every instance agrees.
// An attempt is reserved (a pending row, counted as a failure) before the password is checked, inside a
// transaction that holds a per-e-mail and per-address lock, so parallel attempts cannot run more password
// checks than the budget allows (on SQLite every transaction is serialised already).
import type { Kysely, Transaction } from 'kysely';
import { type DbKind, lockKeys } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';

/** Failures for one e-mail from one address within the window before that pair is locked. */
export const MAX_FAILURES_PER_PAIR = 5;
/**
 * Failures for one e-mail from all addresses within the window before the e-mail is locked for everyone:
 * much higher than the per-pair count, so a stranger cannot lock a known account out by guessing.
 */
export const MAX_FAILURES_PER_EMAIL = 50;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
/** Failures from one address, across all accounts, within the window before that address is blocked. */
export const MAX_FAILURES_PER_IP = 20;

/** `success` values: a reserved attempt whose password check has not finished counts as a failure. */
export const ATTEMPT = { failure: 0, success: 1, pending: 2 } as const;

export type LockState = { locked: true; waitMinutes: number } | { locked: false; remainingAttempts: number };
export type LockReason = 'email' | 'pair' | 'ip';

type Db = Kysely<Database> | Transaction<Database>;

const iso = (ms: number) => new Date(ms).toISOString();
const waitMinutes = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));

/**
 * Walks an e-mail's attempts in order: `max` failures within the window lock for LOCK_MS from the last of
 * them; a success starts the count again. Attempts refused while locked are never recorded, so a lock
 * cannot be extended by hammering it.
 */
function streakState(rows: { success: number; created_at: string }[], max: number, t: number): LockState {
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

async function emailRows(db: Db, emailLower: string, t: number, ip?: string | null) {
  let q = db
    .selectFrom('login_attempts')
    .select(['success', 'created_at'])
    .where('email_lower', '=', emailLower)
    .where('created_at', '>=', iso(t - FAILURE_WINDOW_MS - LOCK_MS));
  // A pair sees its own attempts plus address-less successes (a password reset starts every count again).
  if (ip !== undefined)
    q = q.where((eb) =>
      eb.or([
        ip === null ? eb('ip', 'is', null) : eb('ip', '=', ip),
        eb.and([eb('ip', 'is', null), eb('success', '=', ATTEMPT.success)]),
      ]),
    );
  return q.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(1000).execute();
}

/** The lock state of an e-mail for everyone (the high count). */
export async function emailLockState(
  db: Db,
  emailLower: string,
  now: Date,
  max = MAX_FAILURES_PER_EMAIL,
): Promise<LockState> {
  const t = now.getTime();
  return streakState(await emailRows(db, emailLower, t), max, t);
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
  return streakState(await emailRows(db, emailLower, t, ip), max, t);
}

/** Whether an address has failed too often (on any accounts) within the window, and for how long. */
export async function ipLockState(
  db: Db,
  ip: string,
  now: Date,
): Promise<{ locked: false } | { locked: true; waitMinutes: number }> {
  const t = now.getTime();
  const rows = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('ip', '=', ip)
    .where('success', '!=', ATTEMPT.success)
    .where('created_at', '>', iso(t - FAILURE_WINDOW_MS))
    .orderBy('created_at', 'desc')
    .limit(MAX_FAILURES_PER_IP)
    .execute();
  const oldest = rows[MAX_FAILURES_PER_IP - 1];
  if (!oldest) return { locked: false };
  return { locked: true, waitMinutes: waitMinutes(Date.parse(oldest.created_at) + FAILURE_WINDOW_MS, t) };
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
  return db.transaction().execute(async (trx) => {
    const checkIp = a.ip !== null && limits.perIp !== undefined;
    await lockKeys(trx, kind, [`login:e:${a.emailLower}`, ...(checkIp ? [`login:ip:${a.ip}`] : [])]);
    const ipState = checkIp && a.ip ? await ipLockState(trx, a.ip, a.at) : ({ locked: false } as const);
    const emailState = await emailLockState(trx, a.emailLower, a.at, limits.perKey);
    const pairState = await pairLockState(trx, a.emailLower, a.ip, a.at, limits.perPair);
    const blocked: Array<[LockReason, { locked: boolean; waitMinutes?: number }]> = [
      ['email', emailState],
      ['pair', pairState],
      ['ip', ipState],
    ];
    const locks = blocked.filter(([, s]) => s.locked);
    if (locks.length > 0) {
      return {
        ok: false as const,
        reason: locks[0]?.[0] ?? 'pair',
        waitMinutes: Math.max(...locks.map(([, s]) => s.waitMinutes ?? 1)),
      };
    }
    const row = await trx
      .insertInto('login_attempts')
      .values({
        email_lower: a.emailLower,
        ip: a.ip,
        success: ATTEMPT.pending,
        created_at: a.at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true as const, id: Number(row.id) };
  });
}

/** Settles a reserved attempt once the password has been checked. */
export async function settleAttempt(db: Kysely<Database>, id: number, success: boolean): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set({ success: success ? ATTEMPT.success : ATTEMPT.failure })
    .where('id', '=', id)
    .execute();
}

/** Records a finished attempt in one go (tests and tools; sign-in itself reserves first). */
export async function recordAttempt(
  db: Kysely<Database>,
  a: { emailLower: string; ip: string | null; success: boolean; at: Date },
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      email_lower: a.emailLower,
      ip: a.ip,
      success: a.success ? ATTEMPT.success : ATTEMPT.failure,
      created_at: a.at.toISOString(),
    })
    .execute();
}

/** Lifts every lock on an e-mail (a superadmin's unlock): its failed and pending attempts are dropped. */
export async function clearFailures(db: Kysely<Database>, emailLower: string): Promise<number> {
  const r = await db
    .deleteFrom('login_attempts')
    .where('email_lower', '=', emailLower)
    .where('success', '!=', ATTEMPT.success)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Drops an e-mail's attempts older than a day (they no longer affect any lock). */
export async function pruneAttempts(db: Kysely<Database>, emailLower: string, now: Date): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('email_lower', '=', emailLower)
    .where('created_at', '<', iso(now.getTime() - 24 * 60 * 60 * 1000))
    .execute();
}

/** Drops every attempt older than a day, whatever the e-mail (unknown e-mails never succeed). */
export async function pruneAllAttempts(db: Kysely<Database>, now: Date): Promise<number> {
  const r = await db
    .deleteFrom('login_attempts')
    .where('created_at', '<', iso(now.getTime() - 24 * 60 * 60 * 1000))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
