// Web push rows (migration 063): subscriptions, the VAPID key pair and the push queue. Reads and writes only;
// services/push.ts holds the rules.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const readKeys = (db: Db) =>
  db.selectFrom('push_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst();

/** Stores a generated pair unless another instance stored one first (then theirs is kept). */
export async function insertKeysOnce(db: Db, publicKey: string, privateKey: string): Promise<void> {
  await db
    .insertInto('push_keys')
    .values({ id: 1, public_key: publicKey, private_key: privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function upsertSubscription(
  db: Db,
  s: { endpoint: string; p256dh: string; auth: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values(s)
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ p256dh: s.p256dh, auth: s.auth }))
    .execute();
}

/** Removes a subscription and its queued pushes. */
export async function deleteSubscription(
  db: Db,
  where: { endpoint: string } | { id: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .$if('endpoint' in where, (q) => q.where('endpoint', '=', (where as { endpoint: string }).endpoint))
    .$if('id' in where, (q) => q.where('id', '=', (where as { id: number }).id))
    .executeTakeFirst();
  if (!row) return false;
  await db.deleteFrom('push_queue').where('subscription_id', '=', row.id).execute();
  await db.deleteFrom('push_subscriptions').where('id', '=', row.id).execute();
  return true;
}

/** One queued push per subscribed device. */
export async function queueForAll(db: Db, payload: string, now: string): Promise<number> {
  const subs = await db.selectFrom('push_subscriptions').select('id').execute();
  for (let i = 0; i < subs.length; i += 500) {
    await db
      .insertInto('push_queue')
      .values(
        subs.slice(i, i + 500).map((s) => ({
          subscription_id: Number(s.id),
          payload,
          state: 'queued' as const,
          next_attempt_at: now,
        })),
      )
      .execute();
  }
  return subs.length;
}

export const dueIds = async (db: Db, now: string, limit: number) =>
  (
    await db
      .selectFrom('push_queue')
      .select('id')
      .where('state', '=', 'queued')
      .where('next_attempt_at', '<=', now)
      .orderBy('id')
      .limit(limit)
      .execute()
  ).map((r) => Number(r.id));

/** Claims one push with a conditional update: of several instances exactly one sees it change. */
export async function claim(
  db: Db,
  id: number,
  token: string,
  now: string,
  leaseUntil: string,
): Promise<boolean> {
  const r = await db
    .updateTable('push_queue')
    .set((eb) => ({
      state: 'sending',
      claim_token: token,
      lease_until: leaseUntil,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const claimedPush = (db: Db, id: number) =>
  db
    .selectFrom('push_queue as q')
    .innerJoin('push_subscriptions as s', 's.id', 'q.subscription_id')
    .select([
      'q.id',
      'q.payload',
      'q.attempts',
      's.id as subscription_id',
      's.endpoint',
      's.p256dh',
      's.auth',
    ])
    .where('q.id', '=', id)
    .executeTakeFirst();

export async function deletePush(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_queue').where('id', '=', id).execute();
}

export async function retryLater(db: Db, id: number, token: string, at: string): Promise<void> {
  await db
    .updateTable('push_queue')
    .set({ state: 'queued', lease_until: null, next_attempt_at: at })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

export async function releaseExpired(db: Db, now: string): Promise<void> {
  await db
    .updateTable('push_queue')
    .set({ state: 'queued', lease_until: null, next_attempt_at: now })
    .where('state', '=', 'sending')
    .where('lease_until', '<', now)
    .execute();
}
