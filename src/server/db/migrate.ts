// Runs the versioned, forward-only migrations on start. Add a migration by appending to `migrations`
// (take the next free number).
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { currentSchema, type DbKind } from './dialect.ts';
import * as m001 from './migrations/001-initial.ts';
import * as m003 from './migrations/003-media-journal.ts';
import * as m005 from './migrations/005-article-engagement.ts';
import * as m006 from './migrations/006-search.ts';
import * as m007 from './migrations/007-row-versions.ts';
import * as m008 from './migrations/008-sanitise-once.ts';
import * as m009 from './migrations/009-editorial.ts';
import * as m011 from './migrations/011-concern-cases.ts';
import * as m012 from './migrations/012-two-factor.ts';
import * as m015 from './migrations/015-site-content.ts';
import * as m016 from './migrations/016-content-ids-and-images.ts';
import * as m017 from './migrations/017-like-address-day.ts';
import * as m023 from './migrations/023-search-at-scale.ts';
import * as m024 from './migrations/024-sitemap-order.ts';
import * as m031 from './migrations/031-event-pictures.ts';
import * as m040 from './migrations/040-documents.ts';
import * as m041 from './migrations/041-procurement.ts';
import * as m042 from './migrations/042-transparency-reminders.ts';
import * as m050 from './migrations/050-foi-requests.ts';
import * as m051 from './migrations/051-citizen-services.ts';
import * as m060 from './migrations/060-alert-pages.ts';
import * as m061 from './migrations/061-subscriptions.ts';
import * as m062 from './migrations/062-alert-publishers.ts';
import * as m063 from './migrations/063-web-push.ts';
import * as m070 from './migrations/070-account-links.ts';
import * as m081 from './migrations/081-search-public-index.ts';
import * as m091 from './migrations/091-contributor-role.ts';
import * as m092 from './migrations/092-article-reviews.ts';
import * as m102 from './migrations/102-directory-contacts.ts';
import * as m110 from './migrations/110-client-satisfaction.ts';
import * as m120 from './migrations/120-procurement-awarded-at.ts';
import * as m140 from './migrations/140-review-required-offices.ts';
import * as m141 from './migrations/141-link-checks.ts';
import * as m143 from './migrations/143-review-dates.ts';
import * as m150 from './migrations/150-foi-requester-links.ts';
import * as m151 from './migrations/151-foi-released-documents.ts';
import * as m160 from './migrations/160-subscriber-complaints.ts';
import type { Database } from './schema.ts';

type DialectMigration = { up(db: Kysely<unknown>, kind: DbKind): Promise<void> };

const migrations: Record<string, DialectMigration> = {
  '001-initial': m001 as DialectMigration,
  '003-media-journal': m003 as DialectMigration,
  '005-article-engagement': m005 as DialectMigration,
  '006-search': m006 as DialectMigration,
  '007-row-versions': m007 as DialectMigration,
  '008-sanitise-once': m008 as DialectMigration,
  '009-editorial': m009 as DialectMigration,
  '011-concern-cases': m011 as DialectMigration,
  '012-two-factor': m012 as DialectMigration,
  '015-site-content': m015 as DialectMigration,
  '016-content-ids-and-images': m016 as DialectMigration,
  '017-like-address-day': m017 as DialectMigration,
  '023-search-at-scale': m023 as DialectMigration,
  '024-sitemap-order': m024 as DialectMigration,
  '031-event-pictures': m031 as DialectMigration,
  '040-documents': m040 as DialectMigration,
  '041-procurement': m041 as DialectMigration,
  '042-transparency-reminders': m042 as DialectMigration,
  '050-foi-requests': m050 as DialectMigration,
  '051-citizen-services': m051 as DialectMigration,
  '060-alert-pages': m060 as DialectMigration,
  '061-subscriptions': m061 as DialectMigration,
  '062-alert-publishers': m062 as DialectMigration,
  '063-web-push': m063 as DialectMigration,
  '070-account-links': m070 as DialectMigration,
  '081-search-public-index': m081 as DialectMigration,
  '091-contributor-role': m091 as DialectMigration,
  '092-article-reviews': m092 as DialectMigration,
  '102-directory-contacts': m102 as DialectMigration,
  '110-client-satisfaction': m110 as DialectMigration,
  '120-procurement-awarded-at': m120 as DialectMigration,
  '140-review-required-offices': m140 as DialectMigration,
  '141-link-checks': m141 as DialectMigration,
  '143-review-dates': m143 as DialectMigration,
  '150-foi-requester-links': m150 as DialectMigration,
  '151-foi-released-documents': m151 as DialectMigration,
  '160-subscriber-complaints': m160 as DialectMigration,
};

export async function migrateToLatest(db: Kysely<Database>, kind: DbKind): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(migrations)) out[name] = { up: (k) => m.up(k, kind) };
      return out;
    },
  };
  // Pinned to the connection's own schema: otherwise Kysely takes another schema's migration tables
  // (parallel test runs, one schema each) for its own.
  const schema = await currentSchema(db, kind);
  // Unordered: features developed side by side take their own numbers, so an install that already ran a
  // later-numbered migration still accepts a lower-numbered one added afterwards.
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
