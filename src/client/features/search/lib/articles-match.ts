// The line above the search results that says how many articles match.
import type { SearchResponse } from '../../../../shared/contract/search.ts';

const COUNT = new Intl.NumberFormat('en-US');

/** Past SEARCH_MAX_RESULTS the newest that many are ranked (docs/decisions/0034), and the line says "More than". */
export function articlesMatch(data: Pick<SearchResponse, 'pagination' | 'more_articles'>, q: string): string {
  const { total } = data.pagination;
  const n = COUNT.format(total);
  if (total === 0) return `No articles match “${q}”.`;
  if (data.more_articles) return `More than ${n} articles match “${q}”.`;
  return `${n} ${total === 1 ? 'article matches' : 'articles match'} “${q}”.`;
}
