// Alert publishers (docs/decisions/0039-subscriptions-and-push.md): accounts a superadmin allows to post, update
// and lift campus alerts besides the superadmins (the campus head's office, the disaster-risk officer).
import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable('alert_publishers')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('granted_at', t.timestamp, (c) => c.notNull())
    .addColumn('granted_by', 'integer')
    .execute();
}
