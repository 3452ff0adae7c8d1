// Rows of two-step sign-in: a user's authenticator, their recovery codes, and sign-in challenges.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** How many accounts have two-step sign-in on (a restore says what they need). */
export async function countConfirmedTotp(db: Db): Promise<number> {
  const row = await db
    .selectFrom('user_totp')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findTotp(db: Db, userId: number) {
  return db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Replaces any unconfirmed set-up of the user with a new one. Refuses (false) when one is confirmed. */
export async function putPendingTotp(db: Db, userId: number, secretEnc: string, at: Date): Promise<boolean> {
  await db.deleteFrom('user_totp').where('user_id', '=', userId).where('confirmed_at', 'is', null).execute();
  const existing = await findTotp(db, userId);
  if (existing) return false;
  await db
    .insertInto('user_totp')
    .values({ user_id: userId, secret_enc: secretEnc, created_at: at.toISOString(), confirmed_at: null })
    .execute();
  return true;
}

/** Marks a pending set-up confirmed with its first accepted time step; false when it was not pending. */
export async function confirmTotp(db: Db, userId: number, step: number, at: Date): Promise<boolean> {
  const r = await db
    .updateTable('user_totp')
    .set({ confirmed_at: at.toISOString(), last_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Records `step` as the last accepted time step when it is later than the one stored: one conditional
 * update, so two instances given the same code at once accept it at most once.
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const r = await db
    .updateTable('user_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteTotp(db: Db, userId: number): Promise<number> {
  const r = await db.deleteFrom('user_totp').where('user_id', '=', userId).executeTakeFirst();
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  return Number(r.numDeletedRows);
}

/** Drops set-ups never confirmed and created before the cutoff. */
export async function deleteStaleSetups(db: Db, cutoff: Date): Promise<void> {
  await db
    .deleteFrom('user_totp')
    .where('confirmed_at', 'is', null)
    .where('created_at', '<', cutoff.toISOString())
    .execute();
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[], at: Date) {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_recovery_codes')
    .values(
      hashes.map((h) => ({ user_id: userId, code_hash: h, created_at: at.toISOString(), used_at: null })),
    )
    .execute();
}

/** Uses a recovery code: true only for the one caller that marks it used. */
export async function spendRecoveryCode(db: Db, userId: number, hash: string, at: Date): Promise<boolean> {
  const r = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: at.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const r = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Ids of users whose authenticator is confirmed. */
export async function usersWithTotp(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('user_totp')
    .select('user_id')
    .where('confirmed_at', 'is not', null)
    .execute();
  return rows.map((r) => r.user_id);
}

export async function insertChallenge(
  db: Db,
  c: {
    tokenHash: string;
    userId: number;
    kind: 'code' | 'enrol';
    attemptId: number | null;
    at: Date;
    expiresAt: Date;
  },
) {
  await db
    .insertInto('sign_in_challenges')
    .values({
      token_hash: c.tokenHash,
      user_id: c.userId,
      kind: c.kind,
      attempt_id: c.attemptId,
      created_at: c.at.toISOString(),
      expires_at: c.expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
}

export async function findChallenge(db: Db, tokenHash: string) {
  return db
    .selectFrom('sign_in_challenges')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a challenge used: true only for the one caller that does it. */
export async function spendChallenge(db: Db, tokenHash: string, at: Date): Promise<boolean> {
  const r = await db
    .updateTable('sign_in_challenges')
    .set({ used_at: at.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Drops challenges that ended more than an hour ago. */
export async function pruneChallenges(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('sign_in_challenges')
    .where('expires_at', '<', new Date(now.getTime() - 60 * 60_000).toISOString())
    .execute();
}

const REQUIRE_SUPERADMIN_KEY = 'auth.require_superadmin_2fa';

export async function getRequireSuperadmin2fa(db: Db): Promise<boolean> {
  const r = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', REQUIRE_SUPERADMIN_KEY)
    .executeTakeFirst();
  return r?.value === 'true';
}

export async function setRequireSuperadmin2fa(db: Db, on: boolean): Promise<void> {
  await db.deleteFrom('app_settings').where('key', '=', REQUIRE_SUPERADMIN_KEY).execute();
  await db
    .insertInto('app_settings')
    .values({ key: REQUIRE_SUPERADMIN_KEY, value: on ? 'true' : 'false' })
    .execute();
}
