// GET /api/articles/office/{office} (docs/product/admin-portal.md#calls) with the admin's token, so private rows come too.
import { z } from 'zod';
import { MAX_LIST_LIMIT } from '../../../../shared/contract/articles.ts';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';
import { type AdminArticle, adminArticleSchema } from '../lib/admin-article.ts';

const listSchema = z.object({ articles: z.array(adminArticleSchema) });

export const officeArticlesKey = (office: string) => ['admin', 'articles', office] as const;

export async function getOfficeArticles(office: string): Promise<AdminArticle[]> {
  const body = await adminRequest(
    `/api/articles/office/${encodeURIComponent(office)}?limit=${MAX_LIST_LIMIT}`,
  );
  return listSchema.parse(body).articles;
}
