// Client Satisfaction Measurement (docs/decisions/0046-client-satisfaction.md): one invitation per closed case
// (its link works once: `used_at` is set by a conditional update in the transaction that stores the answers),
// and the answers themselves. A response keeps its office and service, not the case, so the yearly figures
// outlive the case's purge; the demographics and comment are removed after CSM_RETENTION_DAYS.
import type { Kysely } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await addIdColumn(db.schema.createTable('csm_invitations'), kind, 'id')
    .addColumn('case_id', 'integer', (c) =>
      c.notNull().unique().references('concern_cases.id').onDelete('cascade'),
    )
    // Keys the link's signature with the session secret, so a link cannot be made from an id alone.
    .addColumn('link_key', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();

  await addIdColumn(db.schema.createTable('csm_responses'), kind, 'id')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    // The campus date answered (yyyy-mm-dd): the year's report reads it on both databases alike.
    .addColumn('answered_on', 'text', (c) => c.notNull())
    // 'concern' | 'foi' (a case's link) | 'service' (a service page).
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('service_id', 'integer', (c) => c.references('citizen_services.id').onDelete('set null'))
    .addColumn('office_id', 'integer', (c) => c.references('offices.office_id'))
    .addColumn('client_type', 'text', (c) => c.notNull())
    .addColumn('cc1', 'integer', (c) => c.notNull())
    .addColumn('cc2', 'integer', (c) => c.notNull())
    .addColumn('cc3', 'integer', (c) => c.notNull())
    // 1 to 5; null is N/A.
    .addColumn('sqd0', 'integer')
    .addColumn('sqd1', 'integer')
    .addColumn('sqd2', 'integer')
    .addColumn('sqd3', 'integer')
    .addColumn('sqd4', 'integer')
    .addColumn('sqd5', 'integer')
    .addColumn('sqd6', 'integer')
    .addColumn('sqd7', 'integer')
    .addColumn('sqd8', 'integer')
    .addColumn('sex', 'text')
    .addColumn('age', 'integer')
    .addColumn('region', 'text')
    .addColumn('service_availed', 'text')
    .addColumn('suggestions', 'text')
    .addColumn('personal_purged_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('csm_responses_answered_idx')
    .on('csm_responses')
    .column('answered_on')
    .execute();
}
