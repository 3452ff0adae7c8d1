// The weekly reminder of overdue Transparency Seal items (docs/decisions/0037-procurement-notices.md): one
// row per owner office and campus week, inserted by the instance that sends that week's reminder, so the
// office is mailed once a week however many instances run.
import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable('transparency_reminders')
    .addColumn('office_id', 'integer', (c) => c.notNull().references('offices.office_id'))
    // The Monday (campus date, yyyy-mm-dd) of the week the reminder is for.
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('items', 'integer', (c) => c.notNull())
    .addColumn('sent_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('transparency_reminders_pk', ['office_id', 'week'])
    .execute();
}
