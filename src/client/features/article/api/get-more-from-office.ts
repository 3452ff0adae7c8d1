// "More from {office}" at the end of an article (docs/decisions/0019-look-and-findability.md): the office's
// newest public articles from GET /api/articles/office/{office}, the article itself left out.
import type { OfficeSlug } from '../../../../shared/contract/offices.ts';
import { MORE_FROM_COUNT } from '../../../../shared/pages/article-page.ts';
import { getOfficeArticles } from '../../../lib/api/article-reads.ts';

/** One more than shown, so three remain once the article being read is left out. */
export function loadMoreFrom(office: OfficeSlug, signal: AbortSignal) {
  return getOfficeArticles(office, { limit: MORE_FROM_COUNT + 1, signal });
}
