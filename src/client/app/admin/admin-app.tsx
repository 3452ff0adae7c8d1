// The administrator portal's route table (docs/product/admin-portal.md#screens). Loaded lazily; the public bundle never includes it,
// and each screen (the article editor above all) is its own chunk.
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AdminNotFound } from '../../components/admin/admin-not-found.tsx';
import { OfficeOnly, SuperadminOnly } from '../../components/admin/route-guards.tsx';
import { ScreenLoading } from '../../components/admin/screen-loading.tsx';
import { accountRoutes } from '../../features/admin-account/account-routes.tsx';
import { approvalRoutes } from '../../features/admin-approvals/approval-routes.tsx';
import { TYPE_LISTS } from '../../features/admin-articles/lib/type-lists.ts';
import { caseRoutes } from '../../features/admin-cases/case-routes.tsx';
import { linkCheckRoutes } from '../../features/admin-link-checks/link-check-routes.tsx';
import { siteRoutes } from '../../features/admin-site/site-routes.tsx';
import { type ArticlePreview, ArticlePreviewContext } from '../../lib/article-preview.ts';
import { ScreenSuspense } from '../../lib/interactive-mark.tsx';
import { AdminLayout } from './admin-layout.tsx';

const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const LoginPage = page(() => import('../../features/admin-auth/components/login-page.tsx'));
const ForgotPasswordPage = page(
  () => import('../../features/admin-auth/components/forgot-password-page.tsx'),
);
const SetPasswordPage = page(() => import('../../features/admin-auth/components/set-password-page.tsx'));
const DashboardPage = page(() => import('./dashboard-page.tsx'));
const UsersPage = page(() => import('../../features/admin-users/components/users-page.tsx'));
const NewsListPage = page(() => import('../../features/admin-articles/components/news-list-page.tsx'));
const TypeListPage = page(() => import('../../features/admin-articles/components/type-list-page.tsx'));
const ArticleFormPage = page(() => import('../../features/admin-articles/components/article-form-page.tsx'));
const AuditPage = page(() => import('../../features/admin-audit/components/audit-page.tsx'));
const DocumentsPage = page(() => import('../../features/admin-documents/components/documents-page.tsx'));
const DirectoryPage = page(() => import('../../features/admin-directory/components/directory-page.tsx'));
const ProcurementPage = page(
  () => import('../../features/admin-procurement/components/procurement-page.tsx'),
);
const ServicesPage = page(() => import('../../features/admin-services/components/services-page.tsx'));
const ServiceFormPage = page(() => import('../../features/admin-services/components/service-form-page.tsx'));

// The staff preview draws an article with the public article page's component, loaded when a preview opens.
const PublicArticleView = lazy(() =>
  import('../../features/article/article-page.tsx').then((m) => ({ default: m.ArticleView })),
);
const ArticlePreviewView: ArticlePreview = (props) => (
  <Suspense fallback={<ScreenLoading label="Loading preview…" />}>
    <PublicArticleView {...props} />
  </Suspense>
);

export function Component() {
  return (
    <ArticlePreviewContext.Provider value={ArticlePreviewView}>
      <Routes>
        <Route
          path="login"
          element={
            <ScreenSuspense fallback={<ScreenLoading label="Loading…" fullScreen />}>
              <LoginPage />
            </ScreenSuspense>
          }
        />
        {/* Open like the sign-in page: "Forgot password?" and the page its links and invitations open. */}
        <Route
          path="forgot-password"
          element={
            <ScreenSuspense fallback={<ScreenLoading label="Loading…" fullScreen />}>
              <ForgotPasswordPage />
            </ScreenSuspense>
          }
        />
        <Route
          path="set-password"
          element={
            <ScreenSuspense fallback={<ScreenLoading label="Loading…" fullScreen />}>
              <SetPasswordPage />
            </ScreenSuspense>
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
          {approvalRoutes()}
          {linkCheckRoutes()}
          {siteRoutes()}
          {accountRoutes()}
          <Route path="documents" element={<DocumentsPage />} />
          <Route path="directory" element={<DirectoryPage />} />
          <Route path="procurement" element={<ProcurementPage />} />
          <Route path="services" element={<ServicesPage />} />
          <Route path="services/new" element={<ServiceFormPage />} />
          <Route path="services/:id" element={<ServiceFormPage />} />
          <Route
            path="audit"
            element={
              <SuperadminOnly>
                <AuditPage />
              </SuperadminOnly>
            }
          />
          {TYPE_LISTS.map((p) => (
            <Route
              key={p.path}
              path={p.path}
              element={
                <OfficeOnly office={p.office}>
                  <TypeListPage />
                </OfficeOnly>
              }
            />
          ))}
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </ArticlePreviewContext.Provider>
  );
}
