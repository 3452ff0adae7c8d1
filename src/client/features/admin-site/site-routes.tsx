// The Site area's routes inside the administrator shell (listed by admin-shell/admin-app.tsx), each screen its
// own lazy chunk: alerts, vacancies and site content for superadmins, events (own office) and subscriber counts
// for every admin.
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
const SubscribersPage = page(() => import('./components/subscribers-page.tsx'));

export const SITE_PATHS = {
  alerts: `${ADMIN_BASE}/site/alerts`,
  events: `${ADMIN_BASE}/site/events`,
  vacancies: `${ADMIN_BASE}/site/vacancies`,
  content: `${ADMIN_BASE}/site/content`,
  subscribers: `${ADMIN_BASE}/site/subscribers`,
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
    <Route key="site-subscribers" path="site/subscribers" element={<SubscribersPage />} />,
  ];
}

/** Menu entries of the Site group. */
export function siteMenuLinks(user: AdminUser): { to: string; label: string }[] {
  const subscribers = { to: SITE_PATHS.subscribers, label: 'Subscribers' };
  if (user.role !== 'superadmin') return [{ to: SITE_PATHS.events, label: 'Events' }, subscribers];
  return [
    { to: SITE_PATHS.alerts, label: 'Campus Alerts' },
    { to: SITE_PATHS.events, label: 'Events' },
    { to: SITE_PATHS.vacancies, label: 'Vacancies' },
    { to: SITE_PATHS.content, label: 'Site Content' },
    subscribers,
  ];
}
