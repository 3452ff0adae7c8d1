// Search that stays cheap at 50,000 articles (docs/decisions/0034-search-ranks-a-bounded-set.md).
//
// SQLite: the FTS5 index holds public, published articles only, as Postgres's article_search does since
// migration 023, so counting and picking the newest matches walk the index alone, with no article row per
// match. A change of privacy or status now queues the article too (syncSearchIndex leaves out the others).
// Postgres: nothing to change; the newest matches come from article_search's primary key.
import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  if (kind !== 'sqlite') return;
  await sql`DROP TRIGGER article_search_update`.execute(db);
  await sql`CREATE TRIGGER article_search_update AFTER UPDATE OF title, content, privacy, status ON articles BEGIN
      INSERT OR IGNORE INTO article_search_pending (article_id) VALUES (new.article_id);
    END`.execute(db);
  // The visibility rule is wherePublic's (repositories/articles.ts).
  await sql`DELETE FROM article_search WHERE rowid IN (
      SELECT article_id FROM articles WHERE privacy <> 'public' OR status <> 'published'
    )`.execute(db);
}
