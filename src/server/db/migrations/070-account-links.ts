// Accounts that recover themselves (issue 38): single-use links for a password reset or an invitation, and
// case mail's queue opened to mail that belongs to no case (the link's message goes through the same queue,
// ADR 0009). Only the hash of a link's token is stored.
import { type Kysely, sql } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);

  await addIdColumn(db.schema.createTable('account_links'), kind, 'id')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'reset' (forgot password) or 'invitation' (a new account sets its first password).
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('account_links_user_idx')
    .on('account_links')
    .columns(['user_id', 'purpose', 'created_at'])
    .execute();

  // concern_mail.case_id becomes optional: account mail has no case. Postgres drops the constraint; SQLite
  // cannot, so the table is rebuilt with the same columns and indexes (nothing references it).
  if (kind === 'postgres') {
    await sql`ALTER TABLE concern_mail ALTER COLUMN case_id DROP NOT NULL`.execute(db);
    return;
  }
  await addIdColumn(db.schema.createTable('concern_mail_new'), kind, 'id')
    .addColumn('case_id', 'integer', (c) => c.references('concern_cases.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('author_user_id', 'integer')
    .addColumn('author', 'text')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.timestamp)
    .addColumn('lease_until', t.timestamp)
    .addColumn('claim_token', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', t.timestamp)
    .execute();
  const columns = sql.raw(
    'id, case_id, kind, created_at, author_user_id, author, to_address, subject, body, message_id, state, ' +
      'attempts, next_attempt_at, lease_until, claim_token, last_error, sent_at',
  );
  await sql`INSERT INTO concern_mail_new (${columns}) SELECT ${columns} FROM concern_mail`.execute(db);
  await db.schema.dropTable('concern_mail').execute();
  await db.schema.alterTable('concern_mail_new').renameTo('concern_mail').execute();
  await db.schema
    .createIndex('concern_mail_due_idx')
    .on('concern_mail')
    .columns(['state', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('concern_mail_case_idx').on('concern_mail').column('case_id').execute();
}
