// Office permissions as refusals (the rules themselves are domain/permissions.ts).
import type { OfficeSlug } from '../../shared/contract/offices.ts';
import type { SignedInUser } from '../domain/actor.ts';
import { canManageOffice, contributorArticleRefusal, OTHER_OFFICE_MESSAGE } from '../domain/permissions.ts';
import { forbidden } from '../lib/http-errors.ts';

export function assertCanManageOffice(user: Pick<SignedInUser, 'role' | 'office'>, office: OfficeSlug): void {
  if (!canManageOffice(user, office)) throw forbidden(OTHER_OFFICE_MESSAGE);
}

/** A contributor's article change as a refusal (the rule is domain/permissions.ts). */
export function assertContributorMay(
  user: Pick<SignedInUser, 'role'>,
  change: Parameters<typeof contributorArticleRefusal>[1],
): void {
  const refusal = contributorArticleRefusal(user, change);
  if (refusal) throw forbidden(refusal);
}
