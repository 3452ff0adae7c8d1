// Web push for alerts (docs/decisions/0039-subscriptions-and-push.md): the browsers subscribed, the VAPID key pair
// generated once and shared by every instance, and the queue of pushes (one row per alert and device, claimed
// with a conditional update like the mail queue, so each goes out once from whichever instance).
import type { Kysely } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await addIdColumn(db.schema.createTable('push_subscriptions'), kind, 'id')
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('push_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .execute();
  await addIdColumn(db.schema.createTable('push_queue'), kind, 'id')
    .addColumn('subscription_id', 'integer', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('lease_until', t.timestamp)
    .addColumn('claim_token', 'text')
    .execute();
  await db.schema
    .createIndex('push_queue_due_idx')
    .on('push_queue')
    .columns(['state', 'next_attempt_at'])
    .execute();
}
