// The concern-case screens' routes inside the administrator shell (listed by admin-shell/admin-app.tsx).
// Each screen is its own lazy chunk.
import { type ComponentType, lazy } from 'react';
import { Route } from 'react-router';
import { SuperadminOnly } from '../../components/admin/route-guards.tsx';
import { ADMIN_BASE } from '../../lib/admin-paths.ts';
import type { AdminUser } from '../../lib/admin-user.ts';

const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const CasesPage = page(() => import('./components/cases-page.tsx'));
const CasePage = page(() => import('./components/case-page.tsx'));
const HolidaysPage = page(() => import('./components/holidays-page.tsx'));
const CaseReportPage = page(() => import('./components/case-report-page.tsx'));
const FoiRequestsPage = page(() => import('./components/foi-requests-page.tsx'));
const FoiRequestPage = page(() => import('./components/foi-request-page.tsx'));
const CsmReportPage = page(() => import('./components/csm-report-page.tsx'));

export function caseRoutes() {
  return [
    <Route key="cases" path="cases" element={<CasesPage />} />,
    <Route
      key="cases-holidays"
      path="cases/holidays"
      element={
        <SuperadminOnly>
          <HolidaysPage />
        </SuperadminOnly>
      }
    />,
    <Route
      key="cases-report"
      path="cases/report"
      element={
        <SuperadminOnly>
          <CaseReportPage />
        </SuperadminOnly>
      }
    />,
    <Route key="case" path="cases/:id" element={<CasePage />} />,
    <Route key="foi" path="foi" element={<FoiRequestsPage />} />,
    <Route key="foi-request" path="foi/:id" element={<FoiRequestPage />} />,
    <Route key="satisfaction" path="satisfaction" element={<CsmReportPage />} />,
  ];
}

/**
 * Menu entries: every signed-in user works on concern cases and FOI requests and sees the satisfaction
 * figures; superadmins also keep the report and holidays.
 */
export function caseMenuLinks(user: AdminUser): { to: string; label: string }[] {
  const links = [
    { to: `${ADMIN_BASE}/cases`, label: 'Concern Cases' },
    { to: `${ADMIN_BASE}/foi`, label: 'FOI Requests' },
    { to: `${ADMIN_BASE}/satisfaction`, label: 'Client Satisfaction' },
  ];
  if (user.role === 'superadmin') links.push({ to: `${ADMIN_BASE}/cases/report`, label: 'Case Report' });
  return links;
}
