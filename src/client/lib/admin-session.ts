// The signed-in user, provided by the session gate to every screen inside the shell.
import { createContext, useContext } from 'react';
import { useOutletContext } from 'react-router';
import type { AdminUser } from './admin-user.ts';

export const SessionContext = createContext<AdminUser | null>(null);

export function useAdminUser(): AdminUser {
  const user = useContext(SessionContext);
  if (!user) throw new Error('useAdminUser must be used inside the administrator shell');
  return user;
}

export function isSuperadmin(user: AdminUser): boolean {
  return user.role === 'superadmin';
}

/** A contributor writes drafts only: no publishing, privacy, or deleting what is not a draft (ADR 0041). */
export function isContributor(user: AdminUser): boolean {
  return user.role === 'contributor';
}

/**
 * Whose Publish is Send for review: a contributor, and an office admin whose office has a second person
 * approve every article (ADR 0049). The server refuses their publishing either way.
 */
export function sendsForReview(user: AdminUser): boolean {
  return isContributor(user) || user.review_required === true;
}

/** Superadmins, and the accounts a superadmin marked as alert publishers (docs/decisions/0039-subscriptions-and-push.md). */
export function canPostAlerts(user: AdminUser): boolean {
  return isSuperadmin(user) || user.alert_publisher === true;
}

export function canManageOffice(user: AdminUser, office: string): boolean {
  return isSuperadmin(user) || user.homeOffice?.slug === office;
}

/** What the shell offers the screens inside it. */
export interface ShellActions {
  signOut: () => Promise<void>;
}

export function useShellActions(): ShellActions {
  return useOutletContext<ShellActions>();
}
