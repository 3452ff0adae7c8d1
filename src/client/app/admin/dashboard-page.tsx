// /administrator/ (docs/product/admin-portal.md#dashboard): greeting, office, role, what the area is for, then
// what needs doing now (./dashboard/dashboard-actions.ts), the article counts, quick start and sign-out.
import { Building2, ChevronRight, LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/admin/button-styles.ts';
import { CsmSummary } from '../../features/admin-cases/components/csm-summary.tsx';
import { isSuperadmin, useAdminUser, useShellActions } from '../../lib/admin-session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { menuFor } from './admin-menu.ts';
import { DASHBOARD_ACTIONS } from './dashboard/dashboard-actions.ts';
import { DASHBOARD_TEXT } from './dashboard-text.ts';
import { EditorialSummary } from './editorial-summary.tsx';

export function Component() {
  usePageTitle('Dashboard');
  const user = useAdminUser();
  const { signOut } = useShellActions();
  const shortcuts = menuFor(user)
    .flatMap((g) => g.links)
    .filter((l) => !l.to.endsWith('/'));
  const officeName = user.homeOffice?.name ?? user.office_abbrev ?? 'Not assigned';
  const roleLabel = isSuperadmin(user) ? 'Superadmin' : user.role === 'contributor' ? 'Contributor' : 'Admin';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm font-medium text-brand-700">Dashboard</p>
            <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
              Welcome, {[user.first_name, user.last_name].filter(Boolean).join(' ')}
            </h1>
          </div>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </button>
        </div>
        <dl className="mt-5 flex flex-wrap gap-3">
          <div className="flex items-center gap-2 rounded-full bg-brand-50 px-4 py-1.5 text-sm text-brand-900">
            <Building2 aria-hidden="true" className="size-4" />
            <dt className="font-medium">Office:</dt>
            <dd>
              {officeName}
              {user.office_abbrev ? ` (${user.office_abbrev})` : ''}
            </dd>
          </div>
          <div className="flex items-center gap-2 rounded-full bg-amber-50 px-4 py-1.5 text-sm text-amber-900">
            <ShieldCheck aria-hidden="true" className="size-4" />
            <dt className="font-medium">Role:</dt>
            <dd>{roleLabel}</dd>
          </div>
        </dl>
        <div className="mt-5 flex max-w-3xl flex-col gap-2 text-slate-700">
          <p>{DASHBOARD_TEXT.description}</p>
          {isSuperadmin(user) ? <p>{DASHBOARD_TEXT.superadminExtra}</p> : null}
          <p>{DASHBOARD_TEXT.restriction}</p>
        </div>
      </section>

      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {DASHBOARD_TEXT.actionsTitle}
        </h2>
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {DASHBOARD_ACTIONS.map(({ key, Card }) => (
            <Card key={key} />
          ))}
          {/* Shown only when no card rendered: then this is the grid's first child. */}
          <p className="hidden text-slate-600 first:block">{DASHBOARD_TEXT.nothingToDo}</p>
        </div>
      </section>

      <EditorialSummary office={user.homeOffice?.slug} />
      {user.role === 'contributor' ? null : <CsmSummary />}

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">{DASHBOARD_TEXT.quickStartTitle}</h2>
          <ol className="mt-4 flex flex-col gap-3">
            {DASHBOARD_TEXT.quickStart.map((step, i) => (
              <li key={step} className="flex gap-3 text-slate-700">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                >
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </section>
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">Go to</h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {shortcuts.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-brand-800 hover:border-brand-300 hover:bg-brand-50"
                >
                  {link.label}
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
