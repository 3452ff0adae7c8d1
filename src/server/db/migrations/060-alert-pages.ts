// Alert pages (docs/decisions/0032-alert-pages-and-subscriptions.md): every alert names the office that posted
// it, can be lifted, and keeps its updates ("Classes resume Monday") in order, so its permanent page shows them.
import type { Kysely } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  // Alerts posted before this migration were posted by superadmins for the campus: the administration (office
  // 1). No foreign key: SQLite cannot add one with a default, and offices are a fixed list (contract/offices.ts).
  await db.schema
    .alterTable('site_alerts')
    .addColumn('office_id', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('site_alerts').addColumn('lifted_at', t.timestamp).execute();

  await addIdColumn(db.schema.createTable('site_alert_updates'), kind, 'id')
    .addColumn('alert_id', 'integer', (c) => c.notNull().references('site_alerts.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('lifts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('posted_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('site_alert_updates_alert_idx')
    .on('site_alert_updates')
    .columns(['alert_id', 'id'])
    .execute();
}
