// /administrator/foi: the FOI requests this user may see (superadmins all, office admins their office's),
// newest first, filtered by status, with each answer's due date.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { type FoiListQuery, foiListQuerySchema } from '../../../../shared/contract/foi.ts';
import { FOI_STATUS_LABELS, FOI_STATUSES } from '../../../../shared/contract/foi-rules.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { Pager } from '../../../components/admin/pager.tsx';
import { ResponsiveTable } from '../../../components/admin/responsive-table.tsx';
import { isSuperadmin, useAdminUser } from '../../../lib/admin-session.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FOI_QUERY_KEY, getFoiRequests } from '../api/foi-requests.ts';
import { formatCaseDay, formatCaseTime } from '../lib/case-format.ts';
import { foiPath } from '../lib/case-routes.ts';
import { DueBadge } from './due-badge.tsx';

export function Component() {
  usePageTitle('FOI Requests');
  const user = useAdminUser();
  const [params, setParams] = useSearchParams();
  const query: FoiListQuery = foiListQuerySchema.parse(Object.fromEntries(params));
  const list = useQuery({
    queryKey: [...FOI_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => getFoiRequests(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const data = list.data;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">FOI Requests</h1>
        <p className="mt-1 text-sm text-slate-600">
          {isSuperadmin(user)
            ? 'Every Freedom of Information request. Assign each to the office that holds the records; you decide each request.'
            : `Requests assigned to ${user.homeOffice?.abbrev ?? 'your office'}. Prepare the answer within 15 working days; a superadmin decides.`}
        </p>
      </div>
      <ErrorLine message={list.isError ? (portalErrorMessage(list.error) ?? 'Failed to fetch') : null} />
      <section
        aria-labelledby="foi-list-title"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="foi-list-title" className="sr-only">
          Requests
        </h2>
        <Field label="Status" className="max-w-xs">
          <select
            value={query.status ?? ''}
            onChange={(e) => setParam('status', e.target.value)}
            className={inputClass}
          >
            <option value="">All statuses</option>
            {FOI_STATUSES.map((s) => (
              <option key={s} value={s}>
                {FOI_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
        {list.isPending ? (
          <p className="py-10 text-center text-slate-600">Loading requests…</p>
        ) : data && data.requests.length === 0 ? (
          <p className="py-10 text-center text-slate-600" role="status">
            No FOI requests found.
          </p>
        ) : data ? (
          <>
            <ResponsiveTable
              rows={data.requests}
              rowKey={(r) => r.id}
              from="md"
              className="mt-4"
              tableClassName="overflow-x-auto"
              cardClassName={() => 'rounded-xl border border-slate-200 p-4'}
              card={(r) => (
                <>
                  <div className="flex items-start justify-between gap-3">
                    <Link
                      to={foiPath(r.id)}
                      className="inline-flex min-h-11 items-center font-mono font-semibold text-brand-800 underline"
                    >
                      {r.reference}
                    </Link>
                    <DueBadge state={r.due_state} />
                  </div>
                  <p className="mt-1 text-sm break-words text-slate-800">{r.subject}</p>
                  <p className="mt-2 text-sm text-slate-600">
                    {FOI_STATUS_LABELS[r.status]} · {r.office_abbrev ?? 'Unassigned'} · due{' '}
                    {formatCaseDay(r.due_date)}
                  </p>
                </>
              )}
              head={['Reference', 'Received', 'Subject', 'Office', 'Status', 'Due']}
              cells={(r) => (
                <>
                  <td className="py-3 pr-3 whitespace-nowrap">
                    <Link to={foiPath(r.id)} className="font-mono font-semibold text-brand-800 underline">
                      {r.reference}
                    </Link>
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                    {formatCaseTime(r.created_at)}
                  </td>
                  <td className="max-w-80 px-3 py-3 text-slate-700">
                    <span className="block truncate">{r.subject}</span>
                    <span className="block truncate text-xs text-slate-600">{r.requester_name}</span>
                  </td>
                  <td className="px-3 py-3 text-slate-700">{r.office_abbrev ?? 'Unassigned'}</td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                    {FOI_STATUS_LABELS[r.status]}
                  </td>
                  <td className="py-3 pl-3 whitespace-nowrap">
                    <span className="mr-2 text-slate-700">{formatCaseDay(r.due_date)}</span>
                    <DueBadge state={r.due_state} />
                  </td>
                </>
              )}
            />
            <Pager
              page={data.pagination.page}
              pages={data.pagination.totalPages}
              onPage={(p) => setParam('page', String(p))}
              label="FOI request pages"
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
