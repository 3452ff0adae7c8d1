// The document library (docs/decisions/0030-document-library.md): documents, their versions (the file of each
// upload, never overwritten) and the extracted text of each PDF page, which the site search reads.
import type { Kysely } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);

  await addIdColumn(db.schema.createTable('documents'), kind, 'id')
    .addColumn('office_id', 'integer', (c) => c.notNull().references('offices.office_id'))
    // A Transparency Seal item key (content/transparency.ts) or '' for none.
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    // yyyy-mm-dd: the date the document is as of.
    .addColumn('published_on', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_version_id', 'integer')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('documents_section_idx')
    .on('documents')
    .columns(['section', 'status', 'published_on'])
    .execute();
  await db.schema.createIndex('documents_office_idx').on('documents').columns(['office_id']).execute();

  await addIdColumn(db.schema.createTable('document_versions'), kind, 'id')
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('preview_key', 'text')
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('pages', 'integer')
    .addColumn('uploaded_by', 'integer')
    .addColumn('uploaded_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('document_versions_number_uq', ['document_id', 'number'])
    .execute();

  // One row per PDF page; text_folded is lower-cased without accents, for the search's substring match.
  await db.schema
    .createTable('document_pages')
    .addColumn('version_id', 'integer', (c) => c.notNull().references('document_versions.id'))
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('text_folded', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_pages_pk', ['version_id', 'page'])
    .execute();
}
