// Single-use account links (migration 070): a password reset or an invitation, stored as the token's hash.
import type { Kysely, Transaction } from 'kysely';
import type { AccountLinkPurpose, Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertAccountLink(
  db: Db,
  link: {
    userId: number;
    purpose: AccountLinkPurpose;
    tokenHash: string;
    createdAt: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('account_links')
    .values({
      user_id: link.userId,
      purpose: link.purpose,
      token_hash: link.tokenHash,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
      used_at: null,
    })
    .execute();
}

/** How many links of `purpose` the user was sent since `since` (the per-account limit of resets). */
export async function countLinksSince(
  db: Db,
  userId: number,
  purpose: AccountLinkPurpose,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('account_links')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A link that still works (unused, not expired) with its account's address and name. */
export function findOpenLink(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('account_links')
    .innerJoin('users', 'users.id', 'account_links.user_id')
    .select([
      'account_links.id',
      'account_links.user_id',
      'account_links.purpose',
      'users.email',
      'users.first_name',
      'users.status',
    ])
    .where('account_links.token_hash', '=', tokenHash)
    .where('account_links.used_at', 'is', null)
    .where('account_links.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Marks a working link used: one conditional UPDATE, so of two requests racing with the same link exactly
 * one sees it change (true).
 */
export async function useLink(db: Db, id: number, now: string): Promise<boolean> {
  const res = await db
    .updateTable('account_links')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Ends every unused link of the user (of one purpose, or all); returns how many. */
export async function closeOpenLinks(
  db: Db,
  userId: number,
  now: string,
  purpose?: AccountLinkPurpose,
): Promise<number> {
  let q = db
    .updateTable('account_links')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null);
  if (purpose) q = q.where('purpose', '=', purpose);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Links used or expired before `cutoff` are of no further use. */
export async function pruneAccountLinks(db: Db, cutoff: string): Promise<number> {
  const res = await db
    .deleteFrom('account_links')
    .where((eb) => eb.or([eb('used_at', '<', cutoff), eb('expires_at', '<', cutoff)]))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
