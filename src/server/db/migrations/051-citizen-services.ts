// The Citizen's Charter as services (docs/decisions/0038-charter-services.md): one row per external service,
// with its requirements and steps as JSON lists (they are always read and written whole with the service).
import type { Kysely } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await addIdColumn(db.schema.createTable('citizen_services'), kind, 'id')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    // The portal office that maintains it; `unit` is the office that delivers it, as the charter names it.
    .addColumn('office_id', 'integer', (c) => c.notNull().references('offices.office_id'))
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('classification', 'text', (c) => c.notNull())
    .addColumn('transaction_type', 'text', (c) => c.notNull())
    .addColumn('who_may_avail', 'text', (c) => c.notNull())
    .addColumn('requirements', 'text', (c) => c.notNull())
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('total_fees', 'text', (c) => c.notNull())
    .addColumn('total_time', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('citizen_services_office_idx')
    .on('citizen_services')
    .columns(['office_id', 'status'])
    .execute();
}
