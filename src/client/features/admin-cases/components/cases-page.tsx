// /administrator/cases: the concern cases this user may see (superadmins all, office admins their office's),
// filtered by status, office and due state, searched by reference, e-mail or text, 10 rows a page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CASE_MESSAGES,
  CASE_STATUS_LABELS,
  CASE_STATUSES,
  type CaseListQuery,
  caseListQuerySchema,
  DUE_STATE_LABELS,
  DUE_STATES,
} from '../../../../shared/contract/cases.ts';
import { OFFICES } from '../../../../shared/contract/offices.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, inputClass } from '../../../components/admin/form-field.tsx';
import { Pager } from '../../../components/admin/pager.tsx';
import { ResponsiveTable } from '../../../components/admin/responsive-table.tsx';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import { isSuperadmin, useAdminUser } from '../../../lib/admin-session.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { CASES_QUERY_KEY, getCases } from '../api/get-cases.ts';
import { formatCaseDay, formatCaseTime } from '../lib/case-format.ts';
import { casePath, HOLIDAYS_PATH, REPORT_PATH } from '../lib/case-routes.ts';
import { DueBadge } from './due-badge.tsx';

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={clsx(inputClass, 'min-h-11')}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Component() {
  usePageTitle('Concern Cases');
  const user = useAdminUser();
  const superadmin = isSuperadmin(user);
  const [params, setParams] = useSearchParams();
  const query: CaseListQuery = caseListQuerySchema.parse(Object.fromEntries(params));
  const [search, setSearch] = useState(query.q ?? '');

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: key === 'q' });
  };

  // The search waits for a pause in typing before it asks the server.
  const q = query.q ?? '';
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = window.setTimeout(() => setParam('q', search.trim()), 300);
    return () => window.clearTimeout(timer);
  });

  const cases = useQuery({
    queryKey: [...CASES_QUERY_KEY, query],
    queryFn: ({ signal }) => getCases(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const data = cases.data;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Concern Cases</h1>
          <p className="mt-1 text-sm text-slate-600">
            {superadmin
              ? 'Every concern sent through the website. Assign each to an office and answer within its Citizen’s Charter deadline.'
              : `Concerns assigned to ${user.homeOffice?.abbrev ?? 'your office'}. Answer each within its Citizen’s Charter deadline.`}
          </p>
        </div>
        {superadmin ? (
          <div className="flex flex-wrap gap-2">
            <Link to={REPORT_PATH} className={buttonClass('secondary')}>
              Monthly report
            </Link>
            <Link to={HOLIDAYS_PATH} className={buttonClass('secondary')}>
              Holidays
            </Link>
          </div>
        ) : null}
      </div>
      <ErrorLine message={cases.isError ? (portalErrorMessage(cases.error) ?? 'Failed to fetch') : null} />
      <section
        aria-labelledby="cases-title"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="cases-title" className="sr-only">
          Cases
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
          <div className="sm:col-span-2 lg:col-span-1">
            <p className="mb-1 text-sm font-medium text-slate-800" aria-hidden="true">
              Search
            </p>
            <SearchBox
              label="Search by reference, e-mail or text"
              placeholder="Reference, e-mail or text…"
              value={search}
              onChange={setSearch}
            />
          </div>
          <FilterSelect
            label="Status"
            value={query.status ?? ''}
            onChange={(v) => setParam('status', v)}
            options={[
              { value: '', label: 'All statuses' },
              ...CASE_STATUSES.map((s) => ({ value: s, label: CASE_STATUS_LABELS[s] })),
            ]}
          />
          {superadmin ? (
            <FilterSelect
              label="Office"
              value={query.office === undefined ? '' : String(query.office)}
              onChange={(v) => setParam('office', v)}
              options={[
                { value: '', label: 'All offices' },
                { value: 'none', label: 'Unassigned' },
                ...OFFICES.map((o) => ({ value: String(o.office_id), label: o.abbrev })),
              ]}
            />
          ) : null}
          <FilterSelect
            label="Due"
            value={query.due ?? ''}
            onChange={(v) => setParam('due', v)}
            options={[
              { value: '', label: 'Any' },
              ...DUE_STATES.map((d) => ({ value: d, label: DUE_STATE_LABELS[d] })),
            ]}
          />
        </div>

        {cases.isPending ? (
          <p className="py-10 text-center text-slate-600">Loading cases…</p>
        ) : data && data.cases.length === 0 ? (
          <p className="py-10 text-center text-slate-600" role="status">
            {data.unknownReference
              ? CASE_MESSAGES.unknownReference(data.unknownReference)
              : 'No cases found.'}
          </p>
        ) : data ? (
          <>
            <ResponsiveTable
              rows={data.cases}
              rowKey={(c) => c.id}
              from="md"
              className="mt-4"
              tableClassName="overflow-x-auto"
              cardClassName={(c) =>
                clsx(
                  'rounded-xl border p-4',
                  c.due_state === 'overdue'
                    ? 'border-red-300 border-l-4 border-l-red-600'
                    : c.due_state === 'due_today'
                      ? 'border-amber-300 border-l-4 border-l-amber-500'
                      : 'border-slate-200',
                )
              }
              card={(c) => (
                <>
                  <div className="flex items-start justify-between gap-3">
                    <Link
                      to={casePath(c.id)}
                      className="inline-flex min-h-11 items-center font-mono font-semibold text-brand-800 underline"
                    >
                      {c.reference}
                    </Link>
                    <DueBadge state={c.due_state} />
                  </div>
                  <p className="mt-1 text-sm break-words text-slate-700">{c.message_preview}</p>
                  <p className="mt-2 text-sm text-slate-600">
                    {CASE_STATUS_LABELS[c.status]} · {c.office_abbrev ?? 'Unassigned'} · due{' '}
                    {formatCaseDay(c.due_date)}
                  </p>
                </>
              )}
              head={['Reference', 'Received', 'Concern', 'Office', 'Status', 'Due']}
              rowClassName={(c) =>
                clsx(c.due_state === 'overdue' && 'bg-red-50', c.due_state === 'due_today' && 'bg-amber-50')
              }
              cells={(c) => (
                <>
                  <td className="py-3 pr-3 whitespace-nowrap">
                    <Link to={casePath(c.id)} className="font-mono font-semibold text-brand-800 underline">
                      {c.reference}
                    </Link>
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                    {formatCaseTime(c.created_at)}
                  </td>
                  <td className="max-w-80 px-3 py-3 text-slate-700">
                    <span className="block truncate">{c.message_preview}</span>
                    <span className="block truncate text-xs text-slate-600">{c.reply_email}</span>
                  </td>
                  <td className="px-3 py-3 text-slate-700">{c.office_abbrev ?? 'Unassigned'}</td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                    {CASE_STATUS_LABELS[c.status]}
                  </td>
                  <td className="py-3 pl-3 whitespace-nowrap">
                    <span className="mr-2 text-slate-700">{formatCaseDay(c.due_date)}</span>
                    <DueBadge state={c.due_state} />
                  </td>
                </>
              )}
            />
            <Pager
              page={data.pagination.page}
              pages={data.pagination.totalPages}
              onPage={(p) => setParam('page', String(p))}
              label="Cases pages"
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
