// Public article reads and who may see what (docs/product/server-behaviour.md#public-reads): published
// public articles for everyone, any status and privacy for staff of the article's office.
import type { Article } from '../../shared/contract/articles.ts';
import { findOfficeById } from '../../shared/contract/offices.ts';
import type { SignedInUser } from '../domain/actor.ts';
import { canManageOffice } from '../domain/permissions.ts';
import {
  findArticle,
  findArticleAccess,
  isPublicRow,
  type ListOptions,
  listArticles,
} from '../repositories/articles.ts';
import type { AppContext } from './app-context.ts';

type ReadContext = Pick<AppContext, 'db'>;

export const articleList = (ctx: ReadContext, opts: ListOptions): Promise<Article[]> =>
  listArticles(ctx.db.kysely, opts);

/** Whether a user (if any) manages the office of this id, and so sees its private and unpublished rows. */
export function managesOffice(user: SignedInUser | null, officeId: number): boolean {
  const office = findOfficeById(officeId);
  return Boolean(user && office && canManageOffice(user, office.slug));
}

/** An article's office and whether everyone may read it; undefined when there is no such article. */
export async function articleAccess(
  ctx: ReadContext,
  id: number,
): Promise<{ isPublic: boolean; officeId: number } | undefined> {
  const access = await findArticleAccess(ctx.db.kysely, id);
  return access && { isPublic: isPublicRow(access), officeId: access.office_id };
}

/** An article as the public read answers it: the summary is the stored excerpt, the content as sanitised at save. */
export const withSummary = (article: Article): Article => ({ ...article, summary: article.excerpt });

/**
 * The article as this reader may see it: public and published for everyone; staff of the office also read
 * drafts and scheduled articles (the editor and its preview). Undefined when it is not theirs to see.
 */
export async function visibleArticle(
  ctx: ReadContext,
  user: SignedInUser | null,
  id: number,
): Promise<Article | undefined> {
  const article = await findArticle(ctx.db.kysely, id);
  if (!article) return undefined;
  if (isPublicRow(article) || (user && canManageOffice(user, article.office))) return article;
  return undefined;
}
