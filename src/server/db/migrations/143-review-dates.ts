// Review dates (docs/decisions/0051-review-dates.md): one row per reviewed item of any kind (site content
// section, programme page, directory office or faculty entry, charter service), written when staff mark it
// reviewed. An item without a row, or saved since its row, counts as reviewed when it was last saved.
import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable('review_dates')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_key', 'text', (c) => c.notNull())
    .addColumn('last_reviewed_at', t.timestamp, (c) => c.notNull())
    // Campus date (yyyy-mm-dd) the item is next due for review.
    .addColumn('next_review_on', 'text', (c) => c.notNull())
    .addColumn('reviewed_by', 'integer')
    .addPrimaryKeyConstraint('review_dates_pk', ['kind', 'item_key'])
    .execute();
}
