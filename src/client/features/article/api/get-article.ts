import type { Article } from '../../../../shared/contract/articles.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

export const ARTICLE_FETCH_FAILED = 'Failed to fetch article';

/** The data key of an article (shared with the server's page loaders). */
export const articleKey = (id: number) => `article:${id}`;

/** Thrown when the server answers 404. */
export class ArticleNotFoundError extends Error {
  constructor() {
    super('Article not found');
    this.name = 'ArticleNotFoundError';
  }
}

/** GET /api/articles/{id}: the article under an `article` field or as the body itself. */
export async function getArticle(id: number, signal: AbortSignal): Promise<Article> {
  let body: unknown;
  try {
    body = await apiFetch(`/api/articles/${id}`, { signal, timeoutMs: 15_000 });
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 404) throw new ArticleNotFoundError();
      throw new ApiError(ARTICLE_FETCH_FAILED, { status: error.status });
    }
    throw error; // an abort: the caller ignores it
  }
  const b = body as { article?: unknown };
  const article = (b && typeof b === 'object' && 'article' in b ? b.article : body) as Article | undefined;
  if (!article || typeof article !== 'object' || typeof article.article_id !== 'number') {
    throw new ApiError(ARTICLE_FETCH_FAILED);
  }
  return article;
}
