// When an opportunity was awarded (docs/decisions/0047-device-alerts-and-document-pages.md): subscribers to bids
// and awards get each award once, in the digest of the window it fell in. Older awards keep none, so an install
// never mails its history.
import type { Kysely } from 'kysely';
import { columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema.alterTable('procurement_opportunities').addColumn('awarded_at', t.timestamp).execute();
}
