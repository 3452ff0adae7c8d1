// Search at 50,000 articles (issue #40: p50 259 ms, p99 776 ms on Postgres). What the plans showed:
//
// Postgres: article_search held title, body and document (about 2 KB a row) for every article, so a common
// word's bitmap heap scan read the whole table to recheck and rank, then probed `articles` once per match for
// privacy, status and created_at (a nested loop over 45,000 rows, the estimate being 1,000). Now the table
// holds only what ranking needs, and only for public, published articles: article_id, created_at and the
// weighted document. Counting and ranking read this narrow table alone; headlines are made for the rows of
// the page from `articles`.
//
// SQLite: the FTS5 index stays; counting and ranking joined `articles` by rowid, whose rows are read through
// their content. An index on (article_id, privacy, status, created_at) gives the join what it needs.
import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  if (kind === 'sqlite') {
    await db.schema
      .createIndex('articles_search_filter_idx')
      .on('articles')
      .columns(['article_id', 'privacy', 'status', 'created_at'])
      .execute();
    return;
  }

  await sql`DROP TRIGGER article_search_sync ON articles`.execute(db);
  await sql`DROP TABLE article_search`.execute(db);
  await sql`CREATE TABLE article_search (
    article_id integer PRIMARY KEY REFERENCES articles (article_id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    document tsvector NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX article_search_document_idx ON article_search USING gin (document)`.execute(db);
  // The visibility rule is wherePublic's (repositories/articles.ts): public and published.
  await sql`CREATE OR REPLACE FUNCTION article_search_sync() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT
    AS $$
    BEGIN
      IF NEW.privacy = 'public' AND NEW.status = 'published' THEN
        INSERT INTO article_search (article_id, created_at, document)
        VALUES (
          NEW.article_id,
          NEW.created_at,
          setweight(to_tsvector('english'::regconfig, article_search_fold(NEW.title)), 'A') ||
          setweight(to_tsvector('english'::regconfig, article_search_fold(article_search_text(NEW.content))), 'B')
        )
        ON CONFLICT (article_id) DO UPDATE SET created_at = EXCLUDED.created_at, document = EXCLUDED.document;
      ELSE
        DELETE FROM article_search WHERE article_id = NEW.article_id;
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`CREATE TRIGGER article_search_sync
    AFTER INSERT OR UPDATE OF title, content, privacy, status, created_at ON articles
    FOR EACH ROW EXECUTE FUNCTION article_search_sync()`.execute(db);
  // In slices of ids: each statement stays well within the statement time-out on a large install.
  const { rows } = await sql<{ max: number | null }>`SELECT max(article_id) AS max FROM articles`.execute(db);
  const last = Number(rows[0]?.max ?? 0);
  for (let from = 0; from < last; from += 2000) {
    await sql`INSERT INTO article_search (article_id, created_at, document)
      SELECT article_id, created_at,
        setweight(to_tsvector('english'::regconfig, article_search_fold(title)), 'A') ||
        setweight(to_tsvector('english'::regconfig, article_search_fold(article_search_text(content))), 'B')
      FROM articles
      WHERE privacy = 'public' AND status = 'published' AND article_id > ${from} AND article_id <= ${from + 2000}`.execute(
      db,
    );
  }
}
