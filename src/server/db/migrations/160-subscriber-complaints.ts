// A complaint is not a bounce (docs/decisions/0054-complaints-apart-and-notification-presses.md): subscribers whose
// provider reported a complaint get their own status, so staff counts and the export tell the two apart.
// Complaints recorded before this migration carry the reason "Complaint (…)" that recordComplaint wrote.
import type { Kysely } from 'kysely';
import type { DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  await db
    .updateTable('subscribers')
    .set({ status: 'complained' })
    .where('status', '=', 'bounced')
    .where('bounce_reason', 'like', 'Complaint (%')
    .execute();
}
