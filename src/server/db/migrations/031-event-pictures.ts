// Events can carry a picture (an uploaded image's key or a bundled site image) with its description for
// screen readers (issue #34); events saved before have none.
import type { Kysely } from 'kysely';
import type { DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  await db.schema.alterTable('site_events').addColumn('image', 'text').execute();
  await db.schema.alterTable('site_events').addColumn('image_alt', 'text').execute();
}
