// The approvals screen's route and menu entry inside the administrator shell (admin-app.tsx, admin-menu.ts).
import { type ComponentType, lazy } from 'react';
import { Route } from 'react-router';
import { ADMIN_BASE } from '../../lib/admin-paths.ts';
import type { AdminUser } from '../../lib/admin-user.ts';

const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));
const ApprovalsPage = page(() => import('./components/approvals-page.tsx'));

export function approvalRoutes() {
  return [<Route key="approvals" path="approvals" element={<ApprovalsPage />} />];
}

/** Reviewers (admins and superadmins) decide; contributors only send. */
export function approvalMenuLinks(user: AdminUser): { to: string; label: string }[] {
  return user.role === 'contributor' ? [] : [{ to: `${ADMIN_BASE}/approvals`, label: 'Approvals' }];
}
