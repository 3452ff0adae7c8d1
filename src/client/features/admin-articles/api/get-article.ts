// GET /api/articles/{id} (docs/product/admin-portal.md#calls) for the edit form: the article under `article` or as the body itself.
import { adminRequest } from '../../admin-auth/api/admin-request.ts';
import { type AdminArticle, adminArticleSchema } from '../lib/admin-article.ts';

export async function getArticle(id: string, signal?: AbortSignal): Promise<AdminArticle> {
  const body = (await adminRequest(`/api/articles/${encodeURIComponent(id)}`, { signal })) as Record<
    string,
    unknown
  >;
  return adminArticleSchema.parse(body && typeof body.article === 'object' ? body.article : body);
}
