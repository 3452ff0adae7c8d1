// The account screens inside the administrator shell (listed by admin-shell/admin-app.tsx), each a lazy chunk.
import { type ComponentType, lazy } from 'react';
import { Route } from 'react-router';
import { ADMIN_BASE } from '../../lib/admin-paths.ts';

const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const TwoFactorPage = page(() => import('./components/two-factor-page.tsx'));
const SessionsPage = page(() => import('./components/sessions-page.tsx'));

export const TWO_FACTOR_PATH = `${ADMIN_BASE}/account/two-factor`;
export const SESSIONS_PATH = `${ADMIN_BASE}/account/sessions`;

export function accountRoutes() {
  return [
    <Route key="account-two-factor" path="account/two-factor" element={<TwoFactorPage />} />,
    <Route key="account-sessions" path="account/sessions" element={<SessionsPage />} />,
  ];
}
