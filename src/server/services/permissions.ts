// Office permissions as refusals (the rules themselves are domain/permissions.ts).
import type { OfficeSlug } from '../../shared/contract/offices.ts';
import type { SignedInUser } from '../domain/actor.ts';
import {
  type ArticleChange,
  articleChangeRefusal,
  canManageOffice,
  OTHER_OFFICE_MESSAGE,
  savesDraftsOnly,
} from '../domain/permissions.ts';
import { forbidden } from '../lib/http-errors.ts';
import { isReviewRequired } from '../repositories/review-required-offices.ts';
import type { AppContext } from './app-context.ts';

export function assertCanManageOffice(user: Pick<SignedInUser, 'role' | 'office'>, office: OfficeSlug): void {
  if (!canManageOffice(user, office)) throw forbidden(OTHER_OFFICE_MESSAGE);
}

/** Whether the office requires review of this user's publishing (office admins only; ADR 0049). */
export async function reviewRequiredFor(
  ctx: AppContext,
  user: Pick<SignedInUser, 'role'>,
  officeId: number,
): Promise<boolean> {
  return user.role === 'admin' && (await isReviewRequired(ctx.db.kysely, officeId));
}

/** The user's article changes in the office as refusals (the rule is domain/permissions.ts). */
export type ArticleGuard = ((change: ArticleChange) => void) & { draftsOnly: boolean };

/**
 * Reads once whether the office requires review and answers a check to run before the work and again under
 * the row lock (a draft an admin publishes meanwhile must not be changed by a contributor's save read before).
 */
export async function articleGuard(
  ctx: AppContext,
  user: Pick<SignedInUser, 'role'>,
  officeId: number,
): Promise<ArticleGuard> {
  const reviewRequired = await reviewRequiredFor(ctx, user, officeId);
  const guard = (change: ArticleChange) => {
    const refusal = articleChangeRefusal(user, change, reviewRequired);
    if (refusal) throw forbidden(refusal);
  };
  return Object.assign(guard, { draftsOnly: savesDraftsOnly(user, reviewRequired) });
}
