// /administrator/services: the Citizen's Charter's services this staff member keeps (an office admin their
// office's, a superadmin every office's), grouped by the office that delivers them, each with its page.
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { byUnit, CLASSIFICATION_LABELS } from '../../../../shared/contract/citizen-services.ts';
import { CHARTER_PDF_PATH, SERVICES_PATH, servicePath } from '../../../../shared/routes.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine } from '../../../components/admin/form-field.tsx';
import { useAdminUser } from '../../../lib/admin-session.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { getServices, SERVICES_QUERY_KEY } from '../api/services.ts';
import { editServicePath, newServicePath } from '../service-routes.ts';

export function Component() {
  usePageTitle('Services');
  const user = useAdminUser();
  const services = useQuery({ queryKey: SERVICES_QUERY_KEY, queryFn: ({ signal }) => getServices(signal) });
  const list = services.data ?? [];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Services</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            The Citizens’ Charter: every service {user.role === 'superadmin' ? 'the campus' : 'your office'}{' '}
            offers the public, with what to bring, the steps, fees, processing time and who is responsible.
            Published services have their own page on the site and are in the charter’s PDF.
          </p>
        </div>
        <Link to={newServicePath} className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          Add a service
        </Link>
      </div>
      <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <a
          href={SERVICES_PATH}
          className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline"
        >
          See the services page <ExternalLink aria-hidden="true" className="size-4" />
        </a>
        <a
          href={CHARTER_PDF_PATH}
          className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline"
        >
          See the charter PDF <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </p>
      <ErrorLine
        message={services.isError ? (portalErrorMessage(services.error) ?? 'Failed to fetch') : null}
      />
      {services.isPending ? (
        <p className="py-6 text-center text-slate-600">Loading services…</p>
      ) : list.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">
          No services yet. Add the first one.
        </p>
      ) : (
        byUnit(list).map(([unit, items]) => (
          <section
            key={unit}
            aria-label={unit}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h2 className="text-lg font-semibold text-slate-900">{unit}</h2>
            <ul className="mt-2 divide-y divide-slate-100">
              {items.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <Link
                      to={editServicePath(s.id)}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
                    >
                      {s.title}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {CLASSIFICATION_LABELS[s.classification]} · {s.total_time} · {s.total_fees}
                      {s.status === 'draft' ? ' · Draft (not on the site)' : ''}
                    </p>
                  </div>
                  {s.status === 'published' ? (
                    <a
                      href={servicePath(s.slug)}
                      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 underline"
                    >
                      View page<span className="sr-only">: {s.title}</span>
                      <ExternalLink aria-hidden="true" className="size-4" />
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
