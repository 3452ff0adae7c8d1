// Article search reads: public articles only, best match first, with highlighted title and snippet.
import type { Kysely } from 'kysely';
import type { SearchHit } from '../../shared/contract/search.ts';
import type { DbKind } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { MARK_END, MARK_START, searchTerms } from '../lib/search-terms.ts';
import { loadArticleImages, toArticle } from './articles.ts';
import { searchPublicArticles, syncSearchIndex } from './search-index.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML, then turns the match markers into <mark> elements: the only markup it carries. */
export function markedToHtml(marked: string): string {
  return marked
    .replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
    .replaceAll(MARK_START, '<mark>')
    .replaceAll(MARK_END, '</mark>');
}

export interface SearchPage {
  articles: SearchHit[];
  /** How many are ranked and paged (at most SEARCH_MAX_RESULTS). */
  total: number;
  /** More match than `total`. */
  more: boolean;
}

export async function searchArticles(
  db: Kysely<Database>,
  kind: DbKind,
  opts: { query: string; page: number; limit: number },
): Promise<SearchPage> {
  const terms = searchTerms(opts.query);
  // Writes since the last search (SQLite queues them) are indexed first, so results never lag behind.
  await syncSearchIndex(db, kind);
  const { rows, total, more } = await searchPublicArticles(db, kind, terms, {
    limit: opts.limit,
    offset: (opts.page - 1) * opts.limit,
  });
  const images = await loadArticleImages(
    db,
    rows.map((r) => r.article_id),
  );
  return {
    total,
    more,
    articles: rows.map(({ snippet, title_highlight, ...row }) => ({
      ...toArticle(row, images.get(row.article_id)),
      snippet: markedToHtml(snippet ?? ''),
      title_highlight: markedToHtml(title_highlight ?? row.title),
    })),
  };
}
