// The documents released with an FOI decision (docs/decisions/0052-…): the decision maker picks published
// documents of the library; the requester's mail and page and, for a grant, the disclosure log link to them.
// The document stays the library's (its page, versions, withdrawal); this row only says it was released.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('foi_released_documents')
    .addColumn('case_id', 'integer', (c) => c.notNull().references('concern_cases.id').onDelete('cascade'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('foi_released_documents_pk', ['case_id', 'document_id'])
    .execute();
}
