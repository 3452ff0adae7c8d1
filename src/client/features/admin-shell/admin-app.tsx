// The administrator portal's route table (docs/product/admin-portal.md#screens). Loaded lazily; the public bundle never includes it,
// and each screen (the article editor above all) is its own chunk.
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { accountRoutes } from '../admin-account/account-routes.tsx';
import { caseRoutes } from '../admin-cases/case-routes.tsx';
import { siteRoutes } from '../admin-site/site-routes.tsx';
import { AdminLayout } from './components/admin-layout.tsx';
import { AdminNotFound } from './components/admin-not-found.tsx';
import { PlaceholderPage } from './components/placeholder-page.tsx';
import { OfficeOnly, SuperadminOnly } from './components/route-guards.tsx';
import { ScreenLoading } from './components/screen-loading.tsx';
import { PLACEHOLDER_PAGES } from './lib/admin-menu.ts';

const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const LoginPage = page(() => import('../admin-auth/components/login-page.tsx'));
const DashboardPage = page(() => import('./components/dashboard-page.tsx'));
const UsersPage = page(() => import('../admin-users/components/users-page.tsx'));
const NewsListPage = page(() => import('../admin-articles/components/news-list-page.tsx'));
const ArticleFormPage = page(() => import('../admin-articles/components/article-form-page.tsx'));
const AuditPage = page(() => import('../admin-audit/components/audit-page.tsx'));

export function Component() {
  return (
    <Routes>
      <Route
        path="login"
        element={
          <Suspense fallback={<ScreenLoading label="Loading…" fullScreen />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route
          path="users"
          element={
            <SuperadminOnly>
              <UsersPage />
            </SuperadminOnly>
          }
        />
        <Route
          path="news/:office"
          element={
            <OfficeOnly>
              <NewsListPage />
            </OfficeOnly>
          }
        />
        <Route
          path="news/:office/create"
          element={
            <OfficeOnly>
              <ArticleFormPage />
            </OfficeOnly>
          }
        />
        <Route
          path="news/:office/edit/:id"
          element={
            <OfficeOnly>
              <ArticleFormPage />
            </OfficeOnly>
          }
        />
        {caseRoutes()}
        {siteRoutes()}
        {accountRoutes()}
        <Route
          path="audit"
          element={
            <SuperadminOnly>
              <AuditPage />
            </SuperadminOnly>
          }
        />
        {PLACEHOLDER_PAGES.map((p) => (
          <Route
            key={p.path}
            path={p.path}
            element={
              <OfficeOnly office={p.office}>
                <PlaceholderPage title={p.title} short={p.short} office={p.office} />
              </OfficeOnly>
            }
          />
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
