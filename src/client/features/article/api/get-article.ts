import type { Article, articleEndpoints } from '../../../../shared/contract/articles.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import { ReadNotFound } from '../../../../shared/pages/page-module.ts';
import { ApiError, callEndpoint } from '../../../lib/api-client.ts';

const articleRoute = routeOf<(typeof articleEndpoints)['byId']>('GET', '/api/articles/:id');

export const ARTICLE_FETCH_FAILED = 'Failed to fetch article';

/** Thrown when the server answers 404. */
export class ArticleNotFoundError extends ReadNotFound {
  constructor() {
    super('Article not found');
    this.name = 'ArticleNotFoundError';
  }
}

/** GET /api/articles/{id}: the article under an `article` field or as the body itself (ADR 0020's light check). */
async function fetchArticle(id: number, signal: AbortSignal): Promise<Article | undefined> {
  const body = (await callEndpoint(articleRoute, { params: { id } }, { signal, timeoutMs: 15_000 })) as {
    article?: unknown;
  };
  const article = (body && 'article' in body ? body.article : body) as Article | undefined;
  return article && typeof article === 'object' && typeof article.article_id === 'number'
    ? article
    : undefined;
}

/** The article page's read: a 404 is ArticleNotFoundError, any other failure 'Failed to fetch article'. */
export async function getArticle(id: number, signal: AbortSignal): Promise<Article> {
  let article: Article | undefined;
  try {
    article = await fetchArticle(id, signal);
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 404) throw new ArticleNotFoundError();
      throw new ApiError(ARTICLE_FETCH_FAILED, error.status);
    }
    throw error; // an abort: the caller ignores it
  }
  if (!article) throw new ApiError(ARTICLE_FETCH_FAILED);
  return article;
}
