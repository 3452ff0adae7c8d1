// The shell of every signed-in screen, and the session gate (docs/product/admin-portal.md#states): on each route change the stored
// token is checked with GET /api/admin/me; a missing or refused session goes to the sign-in page.
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { siteConfig } from '../../../../config/site.ts';
import { buttonClass } from '../../components/admin/button-styles.ts';
import { ScreenLoading } from '../../components/admin/screen-loading.tsx';
import { getMe } from '../../features/admin-auth/api/get-me.ts';
import { ChangePasswordDialog } from '../../features/admin-auth/components/change-password-dialog.tsx';
import { signOut } from '../../features/admin-auth/lib/sign-out.ts';
import { ADMIN_BASE } from '../../lib/admin-paths.ts';
import { SessionContext, type ShellActions } from '../../lib/admin-session.ts';
import { clearSessionToken, getSessionToken, SESSION_EXPIRED_EVENT } from '../../lib/admin-session-token.ts';
import type { AdminUser } from '../../lib/admin-user.ts';
import { isSessionRefused } from '../../lib/portal-call.ts';
import { AccountMenu } from './account-menu.tsx';
import { menuFor } from './admin-menu.ts';
import { AdminSidebar } from './admin-sidebar.tsx';

const LOGIN = `${ADMIN_BASE}/login`;

export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [user, setUser] = useState<AdminUser | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const toLogin = useCallback(() => navigate(LOGIN, { replace: true }), [navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the gate runs again on every route change by design
  useEffect(() => {
    if (!getSessionToken()) {
      toLogin();
      return;
    }
    const controller = new AbortController();
    getMe(controller.signal)
      .then((me) => {
        setUser(me);
        setUnreachable(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Only the server's refusal ends the session here. Anything else (no answer, a check cut off by a
        // reload, a server error) offers "Try again" and keeps the token, so nobody is signed out by accident.
        if (!isSessionRefused(error)) {
          setUnreachable(true);
          return;
        }
        clearSessionToken();
        toLogin();
      });
    return () => controller.abort();
  }, [pathname, attempt, toLogin]);

  // Any admin call that finds the session gone sends the user to sign in.
  useEffect(() => {
    window.addEventListener(SESSION_EXPIRED_EVENT, toLogin);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, toLogin);
  }, [toLogin]);

  const closePassword = useCallback(() => setPasswordOpen(false), []);

  const onSignOut = async () => {
    await signOut();
    toLogin();
  };

  if (!user) {
    if (unreachable) {
      return (
        <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
          <h1 className="text-2xl font-semibold text-slate-900">Network error</h1>
          <p className="text-slate-600">Unable to reach the server. Please try again later.</p>
          <button type="button" className={buttonClass('primary')} onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </main>
      );
    }
    return <ScreenLoading label="Checking your session…" fullScreen />;
  }

  return (
    <SessionContext.Provider value={user}>
      <div className="flex min-h-dvh flex-col bg-slate-50">
        <a
          href="#admin-main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-700"
        >
          Skip to main content
        </a>
        <header className="sticky top-0 z-40 bg-[#006633] text-white shadow-md">
          <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6">
            <Link to={`${ADMIN_BASE}/`} className="flex min-w-0 items-center gap-3">
              <img src="/favicon.svg" alt="" width="36" height="36" className="size-9 shrink-0" />
              <span className="min-w-0 leading-tight">
                <span className="block truncate font-semibold">Admin Portal</span>
                <span className="block truncate text-xs text-brand-100">{siteConfig.site_name}</span>
              </span>
            </Link>
            <AccountMenu user={user} onChangePassword={() => setPasswordOpen(true)} onSignOut={onSignOut} />
          </div>
        </header>
        <div className="flex flex-1 flex-col lg:flex-row">
          <AdminSidebar groups={menuFor(user)} />
          <main
            id="admin-main"
            tabIndex={-1}
            className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8"
          >
            <Suspense fallback={<ScreenLoading label="Loading…" />}>
              <Outlet context={{ signOut: onSignOut } satisfies ShellActions} />
            </Suspense>
          </main>
        </div>
      </div>
      <ChangePasswordDialog isOpen={passwordOpen} onClose={closePassword} />
    </SessionContext.Provider>
  );
}
