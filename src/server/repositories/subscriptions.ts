// E-mail subscribers, their topics, the subscriber part of queued mail and the digest watermarks: reads and
// writes only (services/subscriptions.ts holds the rules, docs/decisions/0039-subscriptions-and-push.md).
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ConcernMailTable, Database, SubscribersTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const findSubscriberByEmail = (db: Db, email: string) =>
  db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst();

export const findSubscriber = (db: Db, id: number) =>
  db.selectFrom('subscribers').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertSubscriber(db: Db, row: Insertable<SubscribersTable>): Promise<number> {
  const r = await db.insertInto('subscribers').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateSubscriber(db: Db, id: number, set: Partial<Insertable<SubscribersTable>>) {
  await db.updateTable('subscribers').set(set).where('id', '=', id).execute();
}

export async function deleteSubscriber(db: Db, id: number): Promise<boolean> {
  await db.deleteFrom('subscriber_topics').where('subscriber_id', '=', id).execute();
  const r = await db.deleteFrom('subscribers').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/**
 * Takes the day's one confirmation mail for an address: a single conditional UPDATE, so of several requests
 * (or instances) at most one in 24 hours sees it change (true) and queues the mail.
 */
export async function takeConfirmationSlot(
  db: Db,
  id: number,
  now: string,
  dayAgo: string,
): Promise<boolean> {
  const r = await db
    .updateTable('subscribers')
    .set({ confirmation_sent_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('confirmation_sent_at', 'is', null), eb('confirmation_sent_at', '<=', dayAgo)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const topicsOf = (db: Db, id: number) =>
  db.selectFrom('subscriber_topics').select(['topic', 'frequency']).where('subscriber_id', '=', id).execute();

export async function replaceTopics(
  db: Db,
  id: number,
  topics: ReadonlyArray<{ topic: string; frequency: string }>,
): Promise<void> {
  await db.deleteFrom('subscriber_topics').where('subscriber_id', '=', id).execute();
  if (topics.length === 0) return;
  await db
    .insertInto('subscriber_topics')
    .values(topics.map((t) => ({ subscriber_id: id, topic: t.topic, frequency: t.frequency })))
    .execute();
}

/** Deletes subscriptions never confirmed and created before `cutoff`; returns how many. */
export async function deleteUnconfirmedBefore(db: Db, cutoff: string): Promise<number> {
  const old = db
    .selectFrom('subscribers')
    .select('id')
    .where('status', '=', 'pending')
    .where('created_at', '<', cutoff);
  await db.deleteFrom('subscriber_topics').where('subscriber_id', 'in', old).execute();
  const r = await db
    .deleteFrom('subscribers')
    .where('status', '=', 'pending')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export interface Recipient {
  id: number;
  email: string;
  link_key: string;
  topic: string;
}

/** Confirmed subscribers of any of `topics` at `frequency`, one row per subscriber and topic, by id. */
export const recipientsOf = (db: Db, topics: readonly string[], frequency: string): Promise<Recipient[]> =>
  db
    .selectFrom('subscribers as s')
    .innerJoin('subscriber_topics as t', 't.subscriber_id', 's.id')
    .select(['s.id', 's.email', 's.link_key', 't.topic'])
    .where('s.status', '=', 'confirmed')
    .where('t.topic', 'in', topics)
    .where('t.frequency', '=', frequency)
    .orderBy('s.id')
    .execute();

export const countsByTopic = (db: Db) =>
  db
    .selectFrom('subscriber_topics as t')
    .innerJoin('subscribers as s', 's.id', 't.subscriber_id')
    .select(['t.topic', 't.frequency', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('s.status', '=', 'confirmed')
    .groupBy(['t.topic', 't.frequency'])
    .execute();

export const countsByStatus = (db: Db) =>
  db
    .selectFrom('subscribers')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();

/** Every subscriber with their topics, for the superadmins' export. */
export const allSubscribersWithTopics = (db: Db) =>
  db
    .selectFrom('subscribers as s')
    .leftJoin('subscriber_topics as t', 't.subscriber_id', 's.id')
    .select([
      's.id',
      's.email',
      's.status',
      's.created_at',
      's.confirmed_at',
      's.bounced_at',
      's.bounce_reason',
      't.topic',
      't.frequency',
    ])
    .orderBy('s.id')
    .orderBy('t.topic')
    .execute();

// ——— Queued subscriber mail (rows of concern_mail, the one mail queue, with their part here) ———

export interface SubscriberMailRow {
  mail: Insertable<ConcernMailTable>;
  subscriberId: number;
  html: string;
  unsubscribeUrl: string;
}

/** Queues many subscriber mails; rows go in chunks so a list of thousands stays within statement limits. */
export async function insertSubscriberMail(db: Db, rows: readonly SubscriberMailRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 400) {
    const chunk = rows.slice(i, i + 400);
    const ids = await db
      .insertInto('concern_mail')
      .values(chunk.map((r) => r.mail))
      .returning(['id', 'message_id'])
      .execute();
    // Matched by Message-ID (unique per mail), not by position: neither database promises RETURNING's order.
    const byMessageId = new Map(ids.map((r) => [r.message_id, Number(r.id)]));
    await db
      .insertInto('subscription_mail')
      .values(
        chunk.map((r) => ({
          mail_id: byMessageId.get(r.mail.message_id) as number,
          subscriber_id: r.subscriberId,
          html: r.html,
          unsubscribe_url: r.unsubscribeUrl,
        })),
      )
      .execute();
  }
}

export const findSubscriptionPart = (db: Db, mailId: number) =>
  db.selectFrom('subscription_mail').selectAll().where('mail_id', '=', mailId).executeTakeFirst();

/** A subscriber mail leaves the queue once sent or refused for good: it holds the subscriber's signed links. */
export async function deleteSubscriberMail(db: Db, mailId: number): Promise<void> {
  await db.deleteFrom('subscription_mail').where('mail_id', '=', mailId).execute();
  await db.deleteFrom('concern_mail').where('id', '=', mailId).execute();
}

/** Drops every queued mail of a subscriber (unsubscribed or failing for good). */
export async function deleteQueuedMailOf(db: Db, subscriberId: number): Promise<void> {
  const ids = (
    await db
      .selectFrom('subscription_mail')
      .select('mail_id')
      .where('subscriber_id', '=', subscriberId)
      .execute()
  ).map((r) => Number(r.mail_id));
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await db.deleteFrom('concern_mail').where('id', 'in', chunk).where('state', '=', 'queued').execute();
  }
  await db.deleteFrom('subscription_mail').where('subscriber_id', '=', subscriberId).execute();
}

// ——— Digest watermarks ———

export const digestSentUntil = async (db: Db, frequency: string): Promise<string | undefined> =>
  (
    await db
      .selectFrom('subscription_digests')
      .select('sent_until')
      .where('frequency', '=', frequency)
      .executeTakeFirst()
  )?.sent_until;

export async function startDigest(db: Db, frequency: string, at: string): Promise<void> {
  await db
    .insertInto('subscription_digests')
    .values({ frequency, sent_until: at })
    .onConflict((oc) => oc.column('frequency').doNothing())
    .execute();
}

/** Moves a watermark from `from` to `to`; true for the one caller (of several instances) that moved it. */
export async function advanceDigest(db: Db, frequency: string, from: string, to: string): Promise<boolean> {
  const r = await db
    .updateTable('subscription_digests')
    .set({ sent_until: to })
    .where('frequency', '=', frequency)
    .where('sent_until', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// ——— What a digest lists ———

export const articlesPublishedBetween = (db: Db, from: string, to: string) =>
  db
    .selectFrom('articles')
    .select(['article_id', 'office_id', 'title', 'excerpt', 'published_at'])
    .where('status', '=', 'published')
    .where('privacy', '=', 'public')
    .where('published_at', '>', from)
    .where('published_at', '<=', to)
    .orderBy('published_at')
    .execute();

export const eventsCreatedBetween = (db: Db, from: string, to: string) =>
  db
    .selectFrom('site_events')
    .select(['id', 'title', 'date', 'place'])
    .where('created_at', '>', from)
    .where('created_at', '<=', to)
    .orderBy('created_at')
    .execute();

/** Procurement opportunities posted in the window (every opportunity is public: ADR 0037). */
export const opportunitiesPostedBetween = (db: Db, from: string, to: string) =>
  db
    .selectFrom('procurement_opportunities')
    .select(['id', 'reference', 'title', 'deadline_at', 'abc_centavos'])
    .where('created_at', '>', from)
    .where('created_at', '<=', to)
    .orderBy('created_at')
    .execute();

/** Contracts awarded in the window (still awarded now). */
export const opportunitiesAwardedBetween = (db: Db, from: string, to: string) =>
  db
    .selectFrom('procurement_opportunities')
    .select(['id', 'reference', 'title', 'awardee', 'contract_centavos'])
    .where('status', '=', 'awarded')
    .where('awarded_at', '>', from)
    .where('awarded_at', '<=', to)
    .orderBy('awarded_at')
    .execute();

export const vacanciesCreatedBetween = (db: Db, from: string, to: string) =>
  db
    .selectFrom('site_vacancies')
    .select(['id', 'title', 'closing_date'])
    .where('created_at', '>', from)
    .where('created_at', '<=', to)
    .orderBy('created_at')
    .execute();
