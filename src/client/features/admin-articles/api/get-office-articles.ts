// GET /api/articles/office/{office} (docs/product/admin-portal.md#calls) with the admin's token, so private rows come too.
import { type Article, articleEndpoints, MAX_LIST_LIMIT } from '../../../../shared/contract/articles.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const officeArticlesKey = (office: string) => ['admin', 'articles', office] as const;

export async function getOfficeArticles(office: string): Promise<Article[]> {
  const reply = await portalCall(articleEndpoints.officeList, {
    params: { office },
    query: { limit: MAX_LIST_LIMIT },
  });
  return reply.articles;
}
