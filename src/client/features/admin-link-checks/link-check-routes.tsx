// The Broken links screen's route and menu entry inside the administrator shell (admin-app.tsx, admin-menu.ts).
import { type ComponentType, lazy } from 'react';
import { Route } from 'react-router';
import { ADMIN_BASE } from '../../lib/admin-paths.ts';
import type { AdminUser } from '../../lib/admin-user.ts';

const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));
const BrokenLinksPage = page(() => import('./components/broken-links-page.tsx'));

export function linkCheckRoutes() {
  return [<Route key="links" path="links" element={<BrokenLinksPage />} />];
}

/** Office admins and superadmins fix their articles' links; contributors do not see the screen. */
export function linkCheckMenuLinks(user: AdminUser): { to: string; label: string }[] {
  return user.role === 'contributor' ? [] : [{ to: `${ADMIN_BASE}/links`, label: 'Broken links' }];
}
