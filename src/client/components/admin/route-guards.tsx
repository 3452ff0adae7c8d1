// Access rules of docs/product/admin-portal.md#roles for the screens inside the shell.
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { findOffice, type OfficeSlug } from '../../../shared/contract/offices.ts';
import { ADMIN_BASE } from '../../lib/admin-paths.ts';
import { canManageOffice, isSuperadmin, useAdminUser } from '../../lib/admin-session.ts';
import { AdminNotFound } from './admin-not-found.tsx';
import { ForbiddenPage } from './forbidden-page.tsx';

/** Manage Users: a non-superadmin is sent back to the dashboard. */
export function SuperadminOnly({ children }: { children: ReactNode }) {
  const user = useAdminUser();
  return isSuperadmin(user) ? children : <Navigate to={ADMIN_BASE} replace />;
}

/** Screens of one office: an admin of another office gets the 403 page. */
export function OfficeOnly({ office, children }: { office?: OfficeSlug; children: ReactNode }) {
  const user = useAdminUser();
  const params = useParams();
  const slug = office ?? findOffice(params.office ?? '')?.slug;
  if (!slug || (params.office !== undefined && params.office !== slug)) return <AdminNotFound />;
  return canManageOffice(user, slug) ? children : <ForbiddenPage />;
}
