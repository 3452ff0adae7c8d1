// The Site area's routes inside the administrator shell (listed by admin-shell/admin-app.tsx), each screen its
// own lazy chunk: alerts, vacancies and site content for superadmins, events (own office) and subscriber counts
// for every admin.
import { type ComponentType, lazy } from 'react';
import { Navigate, Route } from 'react-router';
import { SuperadminOnly } from '../../components/admin/route-guards.tsx';
import { ADMIN_BASE } from '../../lib/admin-paths.ts';
import { canPostAlerts, useAdminUser } from '../../lib/admin-session.ts';
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

/** The Campus Alerts screen: superadmins and alert publishers; anyone else goes back to the dashboard. */
function AlertPublisherOnly({ children }: { children: React.ReactNode }) {
  return canPostAlerts(useAdminUser()) ? children : <Navigate to={ADMIN_BASE} replace />;
}

export function siteRoutes() {
  const superOnly = (key: string, path: string, element: React.ReactNode) => (
    <Route key={key} path={path} element={<SuperadminOnly>{element}</SuperadminOnly>} />
  );
  return [
    <Route
      key="site-alerts"
      path="site/alerts"
      element={
        <AlertPublisherOnly>
          <AlertsPage />
        </AlertPublisherOnly>
      }
    />,
    <Route key="site-events" path="site/events" element={<EventsPage />} />,
    superOnly('site-vacancies', 'site/vacancies', <VacanciesPage />),
    superOnly('site-content', 'site/content', <BlocksPage />),
    <Route key="site-subscribers" path="site/subscribers" element={<SubscribersPage />} />,
  ];
}

/** Menu entries of the Site group. */
export function siteMenuLinks(user: AdminUser): { to: string; label: string }[] {
  const subscribers = { to: SITE_PATHS.subscribers, label: 'Subscribers' };
  const alerts = { to: SITE_PATHS.alerts, label: 'Campus Alerts' };
  if (user.role !== 'superadmin')
    return [
      ...(user.alert_publisher ? [alerts] : []),
      { to: SITE_PATHS.events, label: 'Events' },
      subscribers,
    ];
  return [
    alerts,
    { to: SITE_PATHS.events, label: 'Events' },
    { to: SITE_PATHS.vacancies, label: 'Vacancies' },
    { to: SITE_PATHS.content, label: 'Site Content' },
    subscribers,
  ];
}
