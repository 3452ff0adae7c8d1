// Views and likes of public articles (docs/product/server-behaviour.md#views-and-likes): a visitor without
// the page's cookie is answered but not counted, a deleted article is a 404 even between check and write.
// Who may see the article is checked first by the caller. Rows: repositories/article-views.ts, article-likes.ts.
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-errors.ts';
import { campusDate } from '../lib/working-days.ts';
import { hasLiked, toggleLike } from '../repositories/article-likes.ts';
import { articleCounts, recordView } from '../repositories/article-views.ts';
import type { AppContext } from './app-context.ts';

export const ARTICLE_NOT_FOUND = 'Article not found';
export const LIKE_NOT_COUNTED_MESSAGE = 'Like not counted. Please try again.';
export const LIKE_FROM_ADDRESS_MESSAGE = 'This article was already liked from your network today.';

/** The session secret keys the hash of a liking address, so the likes table never holds an address. */
type EngagementContext = Pick<AppContext, 'db' | 'clock' | 'sessionSecret'>;

/** One like per article per address and campus day, as well as per visitor cookie. */
function addressDay(ctx: EngagementContext, address: string): string {
  const day = campusDate(ctx.clock.now());
  return createHmac('sha256', ctx.sessionSecret)
    .update(`like|${day}|${address}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The visitor cookie: `isNew` when the request came without the one the page set. */
export interface Visitor {
  id: string;
  isNew: boolean;
}

async function countsOf(db: Kysely<Database>, id: number) {
  const counts = await articleCounts(db, id);
  if (!counts) throw notFound(ARTICLE_NOT_FOUND);
  return counts;
}

export async function engagementStats(ctx: EngagementContext, id: number, visitor: Visitor) {
  const [counts, liked] = await Promise.all([
    articleCounts(ctx.db.kysely, id),
    hasLiked(ctx.db.kysely, id, visitor.id),
  ]);
  if (!counts) throw notFound(ARTICLE_NOT_FOUND);
  return { ok: true, stats: { ...counts, user_has_liked: liked } };
}

export async function countView(
  ctx: EngagementContext,
  id: number,
  visitor: Visitor,
  view: { referrer?: string | null; view_duration?: number | null },
) {
  try {
    // Without the cookie the page set, the view is answered but not counted.
    if (!visitor.isNew)
      await recordView(ctx.db.kysely, {
        articleId: id,
        visitorId: visitor.id,
        referrer: view.referrer?.trim() || null,
        duration: view.view_duration ?? null,
        now: ctx.clock.now(),
      });
  } catch (err) {
    // The article was deleted between the check and the write.
    if (isForeignKeyViolation(err)) throw notFound(ARTICLE_NOT_FOUND);
    throw err;
  }
  const counts = await countsOf(ctx.db.kysely, id);
  return { ok: true, stats: { total_views: counts.total_views, unique_views: counts.unique_views } };
}

export async function toggleArticleLike(
  ctx: EngagementContext,
  id: number,
  visitor: Visitor,
  address: string,
) {
  if (visitor.isNew) {
    // No cookie from the page: answered (with the cookie now set) but not counted.
    const counts = await countsOf(ctx.db.kysely, id);
    return {
      ok: true,
      action: 'unliked' as const,
      stats: { total_likes: counts.total_likes },
      message: LIKE_NOT_COUNTED_MESSAGE,
    };
  }
  const result = await toggleLike(ctx.db.kysely, {
    articleId: id,
    visitorId: visitor.id,
    addressDay: addressDay(ctx, address),
    now: ctx.clock.now(),
  });
  if (!result) throw notFound(ARTICLE_NOT_FOUND);
  if (result.action === 'not_counted')
    return {
      ok: true,
      action: 'unliked' as const,
      stats: { total_likes: result.total_likes },
      message: LIKE_FROM_ADDRESS_MESSAGE,
    };
  return {
    ok: true,
    action: result.action as 'liked' | 'unliked',
    stats: { total_likes: result.total_likes },
    message: result.action === 'liked' ? 'Article liked' : 'Like removed',
  };
}
