// E-mail subscriptions (docs/decisions/0039-subscriptions-and-push.md): subscribers and their topics, the
// subscriber part of a queued mail (its HTML and unsubscribe address), and each digest frequency's watermark.
import type { Kysely } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await addIdColumn(db.schema.createTable('subscribers'), kind, 'id')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    // 'pending' until the confirmation link is used; 'bounced' after a permanent delivery failure.
    .addColumn('status', 'text', (c) => c.notNull())
    // Keys this subscriber's signed links, so a deleted and re-created subscription never honours old links.
    .addColumn('link_key', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('confirmed_at', t.timestamp)
    .addColumn('confirmation_sent_at', t.timestamp)
    .addColumn('bounced_at', t.timestamp)
    .addColumn('bounce_reason', 'text')
    .execute();
  await db.schema
    .createIndex('subscribers_status_idx')
    .on('subscribers')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('subscriber_topics')
    .addColumn('subscriber_id', 'integer', (c) =>
      c.notNull().references('subscribers.id').onDelete('cascade'),
    )
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscriber_topics_pk', ['subscriber_id', 'topic'])
    .execute();
  await db.schema
    .createIndex('subscriber_topics_topic_idx')
    .on('subscriber_topics')
    .columns(['topic'])
    .execute();

  // One row per queued subscriber mail (concern_mail.id): no foreign key, since migration 070 rebuilds
  // concern_mail on SQLite; the service deletes this row with its mail.
  await db.schema
    .createTable('subscription_mail')
    .addColumn('mail_id', 'integer', (c) => c.primaryKey())
    .addColumn('subscriber_id', 'integer', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('unsubscribe_url', 'text', (c) => c.notNull())
    .execute();

  // Per frequency, the end of the last digest window sent: advanced with a conditional update, so of several
  // instances exactly one sends each digest.
  await db.schema
    .createTable('subscription_digests')
    .addColumn('frequency', 'text', (c) => c.primaryKey())
    .addColumn('sent_until', t.timestamp, (c) => c.notNull())
    .execute();
}
