// GET /api/articles/{id} (docs/product/admin-portal.md#calls) for the edit form, with the admin's token so drafts and private
// articles come too. The form reads it through useArticle (TanStack Query); a save puts the saved article
// into the same cache entry.
import { useQuery } from '@tanstack/react-query';
import { type Article, articleEndpoints } from '../../../../shared/contract/articles.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const articleKey = (id: string) => ['admin', 'article', id] as const;

export async function getArticle(id: string, signal?: AbortSignal): Promise<Article> {
  return (await portalCall(articleEndpoints.byId, { params: { id } }, { signal })).article;
}

/** The article of an edit form; nothing for a create. */
export function useArticle(id: string | undefined) {
  return useQuery({
    queryKey: articleKey(id ?? 'create'),
    queryFn: ({ signal }) => getArticle(id as string, signal),
    enabled: id !== undefined,
    staleTime: 0,
    retry: false,
  });
}
