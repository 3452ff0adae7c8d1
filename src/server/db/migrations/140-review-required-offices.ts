// Four-eyes review (issue 39, docs/decisions/0049-four-eyes-and-publishing-checks.md): the offices whose
// admins must have a second person approve every article before it is published. A row means on; an office
// without one publishes as the spec describes (off by default).
import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable('review_required_offices')
    .addColumn('office_id', 'integer', (c) => c.primaryKey().references('offices.office_id'))
    .addColumn('since', t.timestamp, (c) => c.notNull())
    .addColumn('set_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}
