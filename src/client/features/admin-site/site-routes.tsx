// The Site area's routes inside the administrator shell (listed by admin-shell/admin-app.tsx), each screen its
// own lazy chunk: alerts, vacancies and site content for superadmins, events for every admin (own office).
import { type ComponentType, lazy } from 'react';
import { Route } from 'react-router';
import { SuperadminOnly } from '../../components/admin/route-guards.tsx';
import { ADMIN_BASE } from '../../lib/admin-paths.ts';
import type { AdminUser } from '../../lib/admin-user.ts';

const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const AlertsPage = page(() => import('./components/alerts-page.tsx'));
const EventsPage = page(() => import('./components/events-page.tsx'));
const VacanciesPage = page(() => import('./components/vacancies-page.tsx'));
const BlocksPage = page(() => import('./components/blocks-page.tsx'));

export const SITE_PATHS = {
  alerts: `${ADMIN_BASE}/site/alerts`,
  events: `${ADMIN_BASE}/site/events`,
  vacancies: `${ADMIN_BASE}/site/vacancies`,
  content: `${ADMIN_BASE}/site/content`,
} as const;

export function siteRoutes() {
  const superOnly = (key: string, path: string, element: React.ReactNode) => (
    <Route key={key} path={path} element={<SuperadminOnly>{element}</SuperadminOnly>} />
  );
  return [
    superOnly('site-alerts', 'site/alerts', <AlertsPage />),
    <Route key="site-events" path="site/events" element={<EventsPage />} />,
    superOnly('site-vacancies', 'site/vacancies', <VacanciesPage />),
    superOnly('site-content', 'site/content', <BlocksPage />),
  ];
}

/** Menu entries of the Site group. */
export function siteMenuLinks(user: AdminUser): { to: string; label: string }[] {
  if (user.role !== 'superadmin') return [{ to: SITE_PATHS.events, label: 'Events' }];
  return [
    { to: SITE_PATHS.alerts, label: 'Campus Alerts' },
    { to: SITE_PATHS.events, label: 'Events' },
    { to: SITE_PATHS.vacancies, label: 'Vacancies' },
    { to: SITE_PATHS.content, label: 'Site Content' },
  ];
}
