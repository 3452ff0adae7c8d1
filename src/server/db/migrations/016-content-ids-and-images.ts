// Stored article content under the policy of issue 30 (src/shared/html-policy.ts): ids carry the
// user-content- prefix and in-page links follow it, so no content element can stand in for one of the page's
// own (its hydration data above all); images from other sites are dropped. Articles and their revisions (a
// restore saves a revision's content as it is) are sanitised again once, the articles' excerpts remade.
import type { Kysely } from 'kysely';
import { makeExcerpt } from '../../lib/html.ts';
import type { DbKind } from '../dialect.ts';
import { resanitise } from './008-sanitise-once.ts';

const BATCH = 100;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
async function eachRow(db: Kysely<any>, table: string, key: string, apply: (row: any) => Promise<void>) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom(table)
      .selectAll()
      .where(key, '>', after)
      .orderBy(key)
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) await apply(row);
    after = rows[rows.length - 1]?.[key] ?? after;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  await eachRow(
    db,
    'articles',
    'article_id',
    async (row: { article_id: number; content: string; excerpt: string }) => {
      const content = resanitise(row.content);
      if (content === row.content) return;
      await db
        .updateTable('articles')
        .set({ content, excerpt: makeExcerpt(content) })
        .where('article_id', '=', row.article_id)
        .execute();
    },
  );
  await eachRow(db, 'article_revisions', 'id', async (row: { id: number; content: string }) => {
    const content = resanitise(row.content);
    if (content === row.content) return;
    await db.updateTable('article_revisions').set({ content }).where('id', '=', row.id).execute();
  });
}
