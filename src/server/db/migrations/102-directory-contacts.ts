// How to reach the campus (docs/decisions/0045-directory-contacts.md): one row of contact details per Staff
// Directory office (keyed by the spec's office id) and one per faculty member, each with the portal office
// that keeps it and a version, so a save over someone else's newer one is refused.
import type { Kysely } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable('directory_offices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'integer', (c) => c.notNull().references('offices.office_id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('building', 'text', (c) => c.notNull())
    .addColumn('hours', 'text', (c) => c.notNull())
    .addColumn('head_name', 'text', (c) => c.notNull())
    .addColumn('head_title', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await addIdColumn(db.schema.createTable('directory_faculty'), kind, 'id')
    .addColumn('office_id', 'integer', (c) => c.notNull().references('offices.office_id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('consultation_hours', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('directory_faculty_office_idx')
    .on('directory_faculty')
    .column('office_id')
    .execute();
}
