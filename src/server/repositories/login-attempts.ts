// Sign-in attempts and the lockout policy of DESIGN §3, kept in the database so every instance agrees.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const MAX_FAILURES_PER_EMAIL = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
/** Failures from one address, across all accounts, within the window before that address is blocked. */
export const MAX_FAILURES_PER_IP = 20;

export type LockState = { locked: true; waitMinutes: number } | { locked: false; remainingAttempts: number };

const iso = (ms: number) => new Date(ms).toISOString();
const waitMinutes = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));

export async function recordAttempt(
  db: Kysely<Database>,
  a: { emailLower: string; ip: string | null; success: boolean; at: Date },
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      email_lower: a.emailLower,
      ip: a.ip,
      success: a.success ? 1 : 0,
      created_at: a.at.toISOString(),
    })
    .execute();
}

/**
 * The lock state of an e-mail. Five failures within 15 minutes lock it for 15 minutes from the fifth;
 * a success (or a password reset) starts the count again. Attempts refused while locked are not recorded,
 * so a lock cannot be extended by hammering it.
 */
export async function emailLockState(
  db: Kysely<Database>,
  emailLower: string,
  now: Date,
): Promise<LockState> {
  const t = now.getTime();
  const since = iso(t - FAILURE_WINDOW_MS - LOCK_MS);
  const rows = await db
    .selectFrom('login_attempts')
    .select(['success', 'created_at'])
    .where('email_lower', '=', emailLower)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(500)
    .execute();

  let streak: number[] = [];
  let lockedUntil = 0;
  for (const r of rows) {
    const at = Date.parse(r.created_at);
    if (r.success) {
      streak = [];
      lockedUntil = 0;
      continue;
    }
    streak = streak.filter((f) => at - f < FAILURE_WINDOW_MS);
    streak.push(at);
    if (streak.length >= MAX_FAILURES_PER_EMAIL) {
      lockedUntil = at + LOCK_MS;
      streak = [];
    }
  }
  if (lockedUntil > t) return { locked: true, waitMinutes: waitMinutes(lockedUntil, t) };
  const recent = streak.filter((f) => t - f < FAILURE_WINDOW_MS).length;
  return { locked: false, remainingAttempts: MAX_FAILURES_PER_EMAIL - recent };
}

/** Whether an address has failed too often (on any accounts) within the window, and for how long. */
export async function ipLockState(
  db: Kysely<Database>,
  ip: string,
  now: Date,
): Promise<{ locked: false } | { locked: true; waitMinutes: number }> {
  const t = now.getTime();
  const rows = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('ip', '=', ip)
    .where('success', '=', 0)
    .where('created_at', '>', iso(t - FAILURE_WINDOW_MS))
    .orderBy('created_at', 'desc')
    .limit(MAX_FAILURES_PER_IP)
    .execute();
  const oldest = rows[MAX_FAILURES_PER_IP - 1];
  if (!oldest) return { locked: false };
  return { locked: true, waitMinutes: waitMinutes(Date.parse(oldest.created_at) + FAILURE_WINDOW_MS, t) };
}

/** Drops an e-mail's attempts older than a day (they no longer affect any lock). */
export async function pruneAttempts(db: Kysely<Database>, emailLower: string, now: Date): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('email_lower', '=', emailLower)
    .where('created_at', '<', iso(now.getTime() - 24 * 60 * 60 * 1000))
    .execute();
}
