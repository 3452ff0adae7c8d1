// Article content is sanitised once, at save, and served as stored (docs/decisions/0012-sanitise-once-off-thread.md).
// Rows saved before carry an older allow-list's output (utility classes, wider styles), which reads used to
// clean again: they are sanitised here once with today's policy, and their excerpts remade. A row over the
// size, depth or element bounds (which saves now refuse) keeps only its text, so this never stalls on one.
import type { Kysely } from 'kysely';
import { articleContentProblem } from '../../../shared/contract/articles.ts';
import { makeExcerpt, sanitisedHtmlToText, sanitizeArticleHtml } from '../../lib/html.ts';
import type { DbKind } from '../dialect.ts';

const BATCH = 100;

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The stored form of a row's content under today's policy. */
export function resanitise(html: string): string {
  if (articleContentProblem(html) === undefined) return sanitizeArticleHtml(html);
  // Linear: tags dropped, text kept and escaped, cut to the content limit.
  return `<p>${escapeText(sanitisedHtmlToText(html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')).slice(0, 100_000))}</p>`;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: { article_id: number; content: string; excerpt: string }[] = await db
      .selectFrom('articles')
      .select(['article_id', 'content', 'excerpt'])
      .where('article_id', '>', after)
      .orderBy('article_id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const content = resanitise(row.content);
      const excerpt = makeExcerpt(content);
      if (content !== row.content || excerpt !== row.excerpt) {
        await db
          .updateTable('articles')
          .set({ content, excerpt })
          .where('article_id', '=', row.article_id)
          .execute();
      }
    }
    after = rows[rows.length - 1]?.article_id ?? after;
  }
}
