// Office permissions as refusals (the rules themselves are domain/permissions.ts).
import type { OfficeSlug } from '../../shared/contract/offices.ts';
import type { SignedInUser } from '../domain/actor.ts';
import { canManageOffice, OTHER_OFFICE_MESSAGE } from '../domain/permissions.ts';
import { forbidden } from '../lib/http-errors.ts';

export function assertCanManageOffice(user: Pick<SignedInUser, 'role' | 'office'>, office: OfficeSlug): void {
  if (!canManageOffice(user, office)) throw forbidden(OTHER_OFFICE_MESSAGE);
}
