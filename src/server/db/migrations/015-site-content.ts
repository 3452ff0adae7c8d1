// Site content run from the portal (docs/decisions/0015-site-content.md): campus alerts, events, vacancies,
// and the small structured blocks (quick facts, carousel slides, contact block, quick links) as JSON rows.
import type { Kysely } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);

  await addIdColumn(db.schema.createTable('site_alerts'), kind, 'id')
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('starts_at', t.timestamp, (c) => c.notNull())
    .addColumn('ends_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_alerts_ends_idx').on('site_alerts').columns(['ends_at']).execute();

  // Dates yyyy-mm-dd and times HH:MM in the campus time zone, as staff enter them.
  await addIdColumn(db.schema.createTable('site_events'), kind, 'id')
    .addColumn('office_id', 'integer', (c) => c.notNull().references('offices.office_id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text')
    .addColumn('end_date', 'text')
    .addColumn('end_time', 'text')
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_events_date_idx').on('site_events').columns(['date', 'id']).execute();

  await addIdColumn(db.schema.createTable('site_vacancies'), kind, 'id')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('office', 'text', (c) => c.notNull())
    .addColumn('closing_date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('requirements', 'text', (c) => c.notNull())
    .addColumn('how_to_apply', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('site_vacancies_closing_idx')
    .on('site_vacancies')
    .columns(['closing_date'])
    .execute();

  // key: facts | slides | contacts | quick_links; value: JSON checked by the shared contract on every write.
  await db.schema
    .createTable('site_blocks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}
