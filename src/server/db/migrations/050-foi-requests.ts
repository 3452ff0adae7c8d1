// FOI requests run on the concern-case engine: a case gets a kind ('concern' or 'foi'), and an FOI case has
// one foi_requests row with what only FOI needs (the requester's name, the public subject, purpose, format,
// extension, paused clock, decision and internal review). History, notes and mail stay the case's.
import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .alterTable('concern_cases')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('concern'))
    .execute();
  await db.schema
    .createIndex('concern_cases_kind_idx')
    .on('concern_cases')
    .columns(['kind', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('foi_requests')
    .addColumn('case_id', 'integer', (c) => c.primaryKey().references('concern_cases.id').onDelete('cascade'))
    .addColumn('requester_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('extended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('extension_reason', 'text')
    // While awaiting clarification: the day the clock stopped and the working days it still had.
    .addColumn('paused_on', 'text')
    .addColumn('paused_days_left', 'integer')
    .addColumn('decision', 'text')
    .addColumn('exception', 'text')
    .addColumn('answer', 'text')
    .addColumn('decided_at', t.timestamp)
    .addColumn('review_requested_at', t.timestamp)
    .addColumn('review_outcome', 'text')
    .addColumn('review_decided_at', t.timestamp)
    .addColumn('personal_purged_at', t.timestamp)
    .execute();
}
