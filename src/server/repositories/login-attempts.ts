// Rows of sign-in attempts (docs/product/server-behaviour.md#sign-in): kept in the database so every
// instance agrees. The lockout policy that reads them lives in services/sign-in.ts.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** `success` values: a reserved attempt whose password check has not finished counts as a failure. */
export const ATTEMPT = { failure: 0, success: 1, pending: 2 } as const;

export type AttemptRow = { success: number; created_at: string };

type Db = Kysely<Database> | Transaction<Database>;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * An e-mail's attempts since `since`, oldest first (at most 1000). With `ip` (null included): that address's
 * attempts plus address-less successes (a password reset starts every count again).
 */
export async function attemptsSince(
  db: Db,
  emailLower: string,
  since: Date,
  ip?: string | null,
): Promise<AttemptRow[]> {
  let q = db
    .selectFrom('login_attempts')
    .select(['success', 'created_at'])
    .where('email_lower', '=', emailLower)
    .where('created_at', '>=', since.toISOString());
  if (ip !== undefined)
    q = q.where((eb) =>
      eb.or([
        ip === null ? eb('ip', 'is', null) : eb('ip', '=', ip),
        eb.and([eb('ip', 'is', null), eb('success', '=', ATTEMPT.success)]),
      ]),
    );
  return q.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(1000).execute();
}

/** The times of an address's failed or pending attempts after `after` (any e-mail), newest first. */
export async function ipFailureTimesSince(db: Db, ip: string, after: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('ip', '=', ip)
    .where('success', '!=', ATTEMPT.success)
    .where('created_at', '>', after.toISOString())
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.created_at);
}

/** Inserts a pending attempt (counted as a failure until settled); returns its id. */
export async function insertPendingAttempt(
  db: Db,
  a: { emailLower: string; ip: string | null; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('login_attempts')
    .values({ email_lower: a.emailLower, ip: a.ip, success: ATTEMPT.pending, created_at: a.at.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Settles a reserved attempt once the password has been checked. */
export async function settleAttempt(db: Kysely<Database>, id: number, success: boolean): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set({ success: success ? ATTEMPT.success : ATTEMPT.failure })
    .where('id', '=', id)
    .execute();
}

/** Gives a reserved attempt back (its password was never checked: the server was too busy). */
export async function cancelAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', id).where('success', '=', ATTEMPT.pending).execute();
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

/** Drops an e-mail's failed and pending attempts (lifts every lock on it). */
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
