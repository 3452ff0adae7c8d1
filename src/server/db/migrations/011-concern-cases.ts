// Concern cases: one per submitted concern, with its triage state, Citizen's Charter deadline, internal
// notes, history, and the outgoing mail queue; plus the holiday list that working-day deadlines skip.
import type { Kysely } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);

  // The case keeps its own copy of the address and message, so the submission purge (which also removes
  // open cases' submissions after the retention period) never empties a case staff still work on.
  await addIdColumn(db.schema.createTable('concern_cases'), kind, 'id')
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('submission_id', 'integer', (c) => c.references('concern_submissions.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('reply_email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('classification', 'text', (c) => c.notNull())
    .addColumn('office_id', 'integer', (c) => c.references('offices.office_id'))
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('answered_at', t.timestamp)
    .addColumn('closed_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('concern_cases_created_idx')
    .on('concern_cases')
    .columns(['created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('concern_cases_office_idx')
    .on('concern_cases')
    .columns(['office_id', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('concern_cases_closed_idx')
    .on('concern_cases')
    .columns(['status', 'closed_at'])
    .execute();

  await addIdColumn(db.schema.createTable('concern_case_notes'), kind, 'id')
    .addColumn('case_id', 'integer', (c) => c.notNull().references('concern_cases.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('author_user_id', 'integer')
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('concern_case_notes_case_idx')
    .on('concern_case_notes')
    .column('case_id')
    .execute();

  await addIdColumn(db.schema.createTable('concern_case_events'), kind, 'id')
    .addColumn('case_id', 'integer', (c) => c.notNull().references('concern_cases.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('concern_case_events_case_idx')
    .on('concern_case_events')
    .column('case_id')
    .execute();

  // state: queued → sending (claimed by one instance until lease_until) → sent. A failed attempt goes back
  // to queued with last_error and a later next_attempt_at; nothing is ever dropped.
  await addIdColumn(db.schema.createTable('concern_mail'), kind, 'id')
    .addColumn('case_id', 'integer', (c) => c.notNull().references('concern_cases.id').onDelete('cascade'))
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
  await db.schema
    .createIndex('concern_mail_due_idx')
    .on('concern_mail')
    .columns(['state', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('concern_mail_case_idx').on('concern_mail').column('case_id').execute();

  await db.schema
    .createTable('holidays')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
}
