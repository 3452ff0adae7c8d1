// Bids and awards (docs/decisions/0037-procurement-notices.md): the Bids and Awards Committee's office, its
// procurement opportunities and the library documents attached to each (invitation, bid bulletins, notice of
// award, notice to proceed, contract).
import type { Kysely } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);

  // The seed adds every office on a fresh install; an install seeded before this office existed gets it here.
  await db
    .insertInto('offices')
    .values({ office_id: 9, slug: 'bids-awards', abbrev: 'BAC', name: 'Bids and Awards Committee' })
    .onConflict((oc) => oc.doNothing())
    .execute();

  await addIdColumn(db.schema.createTable('procurement_opportunities'), kind, 'id')
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    // Amounts in centavos: exact, and a bigint holds any contract a campus lets.
    .addColumn('abc_centavos', 'bigint', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('philgeps_reference', 'text', (c) => c.notNull())
    .addColumn('office_id', 'integer', (c) => c.notNull().references('offices.office_id'))
    // yyyy-mm-dd (campus date).
    .addColumn('posted_on', 'text', (c) => c.notNull())
    .addColumn('prebid_at', t.timestamp)
    .addColumn('deadline_at', t.timestamp, (c) => c.notNull())
    .addColumn('opening_at', t.timestamp)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('awardee', 'text', (c) => c.notNull())
    .addColumn('contract_centavos', 'bigint')
    .addColumn('closed_at', t.timestamp)
    .addColumn('created_by', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  // The closing job's question: open opportunities whose deadline has passed.
  await db.schema
    .createIndex('procurement_status_deadline_idx')
    .on('procurement_opportunities')
    .columns(['status', 'deadline_at'])
    .execute();

  await db.schema
    .createTable('procurement_documents')
    .addColumn('opportunity_id', 'integer', (c) => c.notNull().references('procurement_opportunities.id'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('procurement_documents_pk', ['opportunity_id', 'document_id'])
    .execute();
}
