// Two-step sign-in (authenticator app), sign-in challenges, what the Sessions screen shows, and an office
// column on the audit log for its viewer's office filter.
import type { Kysely } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);

  // One authenticator per user. confirmed_at null: a set-up waiting for its first code (discarded after
  // 10 minutes). last_step: the TOTP time step last accepted, so a code is never accepted twice.
  await db.schema
    .createTable('user_totp')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('confirmed_at', t.timestamp)
    .addColumn('last_step', 'bigint')
    .execute();

  await addIdColumn(db.schema.createTable('user_recovery_codes'), kind, 'id')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('user_recovery_codes_user_idx')
    .on('user_recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();

  // The short-lived step between a right password and a session: kind 'code' asks for a code, 'enrol'
  // for a first authenticator. Only the hash of the challenge token is stored.
  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('attempt_id', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();

  await db.schema.alterTable('sessions').addColumn('last_seen_at', t.timestamp).execute();

  await db.schema.alterTable('audit_log').addColumn('office', 'text').execute();
  await db.schema
    .createIndex('audit_log_action_idx')
    .on('audit_log')
    .columns(['action', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_actor_idx')
    .on('audit_log')
    .columns(['actor_user_id', 'created_at'])
    .execute();
}
