// Full-text search of public articles (titles and bodies), kept in step with article writes, with the
// articles already stored indexed. How each database searches is in dialect.ts.
//
// SQLite: an FTS5 table `article_search` (rowid = article_id). Triggers only queue changed ids in
// `article_search_pending` (plain SQL, so a write from any client, even the sqlite3 shell, is caught); the
// server turns the queued HTML into text and indexes it before every search (syncSearchIndex).
// Postgres: a table `article_search` with a weighted tsvector (GIN index), filled by a trigger in the
// writing transaction.
import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  if (kind === 'sqlite') {
    await sql`CREATE VIRTUAL TABLE article_search USING fts5(
      title, body, tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
    await sql`CREATE TABLE article_search_pending (article_id INTEGER PRIMARY KEY)`.execute(db);
    await sql`CREATE TRIGGER article_search_insert AFTER INSERT ON articles BEGIN
      INSERT OR IGNORE INTO article_search_pending (article_id) VALUES (new.article_id);
    END`.execute(db);
    // Only title and content matter: view and like counters change far more often and cost nothing here.
    await sql`CREATE TRIGGER article_search_update AFTER UPDATE OF title, content ON articles BEGIN
      INSERT OR IGNORE INTO article_search_pending (article_id) VALUES (new.article_id);
    END`.execute(db);
    await sql`CREATE TRIGGER article_search_delete AFTER DELETE ON articles BEGIN
      DELETE FROM article_search WHERE rowid = old.article_id;
      DELETE FROM article_search_pending WHERE article_id = old.article_id;
    END`.execute(db);
    await sql`INSERT INTO article_search_pending (article_id) SELECT article_id FROM articles`.execute(db);
    return;
  }

  // Latin letters with accents fold to their base letter in the index (SQLite's remove_diacritics does the
  // same), so "Paranaque" finds "Parañaque" on both databases; queries are folded before they get here.
  const accented = Array.from({ length: 0x17f - 0xc0 + 1 }, (_, i) => String.fromCharCode(0xc0 + i)).filter(
    (c) => /^[a-z]$/i.test(c.normalize('NFD').replace(/[\u0300-\u036f]/g, '')),
  );
  const bases = accented.map((c) => c.normalize('NFD').charAt(0));
  await sql`CREATE FUNCTION article_search_fold(t text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT translate(t, ${sql.lit(accented.join(''))}, ${sql.lit(bases.join(''))}) $$`.execute(db);

  // Tags become spaces, the entities the sanitiser writes are decoded, whitespace collapses: the same
  // text htmlToText gives SQLite, close enough for ranking and snippets.
  await sql`CREATE FUNCTION article_search_text(html text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
      SELECT btrim(regexp_replace(
        translate(
          replace(replace(replace(replace(replace(replace(
            regexp_replace(html, '<[^>]*>', ' ', 'g'),
            '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
          E'\\uE000\\uE001', ''),
        '\\s+', ' ', 'g'))
    $$`.execute(db);
  await sql`CREATE TABLE article_search (
    article_id integer PRIMARY KEY REFERENCES articles (article_id) ON DELETE CASCADE,
    title text NOT NULL,
    body text NOT NULL,
    document tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english'::regconfig, article_search_fold(title)), 'A') ||
      setweight(to_tsvector('english'::regconfig, article_search_fold(body)), 'B')
    ) STORED
  )`.execute(db);
  await sql`CREATE INDEX article_search_document_idx ON article_search USING gin (document)`.execute(db);
  // SET search_path pins the function to this schema (tests run one schema per file on one database).
  await sql`CREATE FUNCTION article_search_sync() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT
    AS $$
    BEGIN
      INSERT INTO article_search (article_id, title, body)
      VALUES (NEW.article_id, NEW.title, article_search_text(NEW.content))
      ON CONFLICT (article_id) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`CREATE TRIGGER article_search_sync AFTER INSERT OR UPDATE OF title, content ON articles
    FOR EACH ROW EXECUTE FUNCTION article_search_sync()`.execute(db);
  await sql`INSERT INTO article_search (article_id, title, body)
    SELECT article_id, title, article_search_text(content) FROM articles`.execute(db);
}
