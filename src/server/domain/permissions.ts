// Office permissions: who may manage which office's articles and records.
import type { OfficeSlug } from '../../shared/contract/offices.ts';
import type { SignedInUser } from './actor.ts';

/** The refusal when a user acts on another office's content. */
export const OTHER_OFFICE_MESSAGE = "You don't have permission to manage this office's articles";

/** Office scope: an admin manages their own office only; a superadmin manages every office. */
export function canManageOffice(user: Pick<SignedInUser, 'role' | 'office'>, office: OfficeSlug): boolean {
  return user.role === 'superadmin' || user.office === office;
}

export const isSuperadmin = (user: Pick<SignedInUser, 'role'>): boolean => user.role === 'superadmin';
