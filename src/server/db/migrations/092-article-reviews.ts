// Review before publishing (issue 39, docs/decisions/0041-contributors-and-review.md): a draft sent for review
// with a note, and the one decision on it (approved and published or scheduled, or returned with comments).
// At most one open request per article (a partial unique index), and a decision is a conditional UPDATE of
// an open request, so two reviewers on two instances get one outcome.
import { type Kysely, sql } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);
  await addIdColumn(db.schema.createTable('article_reviews'), kind, 'id')
    .addColumn('article_id', 'integer', (c) =>
      c.notNull().references('articles.article_id').onDelete('cascade'),
    )
    .addColumn('office_id', 'integer', (c) => c.notNull().references('offices.office_id'))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'approved', 'returned')`))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('requested_by_name', 'text', (c) => c.notNull())
    .addColumn('requested_at', t.timestamp, (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_by_name', 'text')
    .addColumn('decided_at', t.timestamp)
    .addColumn('comment', 'text')
    // The time an approval asked to publish at (null: at once).
    .addColumn('publish_at', t.timestamp)
    .execute();
  await sql`CREATE UNIQUE INDEX article_reviews_one_open ON article_reviews (article_id) WHERE state = 'pending'`.execute(
    db,
  );
  await db.schema
    .createIndex('article_reviews_office_state_idx')
    .on('article_reviews')
    .columns(['office_id', 'state', 'requested_at'])
    .execute();
  await db.schema
    .createIndex('article_reviews_article_idx')
    .on('article_reviews')
    .column('article_id')
    .execute();
}
