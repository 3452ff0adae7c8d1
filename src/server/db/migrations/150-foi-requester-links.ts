// The FOI requester's own link (docs/decisions/0052-csm-overall-score-and-foi-requester-side.md): a random
// key per request, kept with it, signs the link mailed with the acknowledgement, so a link cannot be made
// from a reference alone. Requests filed before this have none and are followed by mail as before.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('foi_requests').addColumn('requester_key', 'text').execute();
}
