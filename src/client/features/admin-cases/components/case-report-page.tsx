// /administrator/cases/report (superadmin): the month's cases per office: received, answered within the
// Citizen's Charter deadline, overdue and the median time to answer, as a table, a chart and a CSV file.

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReportRow } from '../../../../shared/contract/cases.ts';
import { campusToday, formatMonth } from '../../../../shared/dates.ts';
import { BackLink } from '../../../components/admin/back-link.tsx';
import { DownloadCsvButton } from '../../../components/admin/download-csv-button.tsx';
import { ErrorLine, inputClass } from '../../../components/admin/form-field.tsx';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { downloadCaseReport } from '../api/download-case-report.ts';
import { caseReportQueryKey, getCaseReport } from '../api/get-case-report.ts';
import { CASES_PATH } from '../lib/case-routes.ts';
import { ReportChart } from './report-chart.tsx';

const currentMonth = () => campusToday().slice(0, 7);
const days = (d: number | null) => (d === null ? '—' : `${d} ${d === 1 ? 'day' : 'days'}`);

function Row({ r, total }: { r: ReportRow; total?: boolean }) {
  const Cell = total ? 'th' : 'td';
  return (
    <tr className={total ? 'border-t-2 border-slate-300 font-semibold' : undefined}>
      <th scope="row" className="py-2 pr-1.5 text-left font-medium text-slate-900 sm:pr-3">
        {r.office}
      </th>
      <Cell className="px-1.5 py-2 text-right sm:px-3">{r.received}</Cell>
      <Cell className="px-1.5 py-2 text-right sm:px-3">{r.answered_within_deadline}</Cell>
      <Cell className="px-1.5 py-2 text-right sm:px-3">{r.overdue}</Cell>
      <Cell className="py-2 pl-1.5 text-right sm:pl-3">{days(r.median_days_to_answer)}</Cell>
    </tr>
  );
}

export function Component() {
  usePageTitle('Monthly Case Report');
  const [month, setMonth] = useState(currentMonth);
  const monthId = useId();
  const report = useQuery({
    queryKey: caseReportQueryKey(month),
    queryFn: () => getCaseReport(month),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
  const data = report.data;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <BackLink to={CASES_PATH}>Back to cases</BackLink>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Monthly Case Report</h1>
        <p className="mt-1 text-sm text-slate-600">
          Concerns received in the month, by office, measured against their Citizen’s Charter deadlines.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={monthId} className="text-sm font-medium text-slate-800">
            Month
          </label>
          <input
            id={monthId}
            type="month"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            className={inputClass}
          />
        </div>
        <DownloadCsvButton disabled={!data} download={() => downloadCaseReport(month)} />
      </div>
      <ErrorLine message={report.isError ? (portalErrorMessage(report.error) ?? 'Failed to fetch') : null} />
      {report.isPending ? (
        <p className="py-8 text-center text-slate-600">Loading report…</p>
      ) : data && data.total.received === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          No concerns were received in {formatMonth(month)}.
        </p>
      ) : data ? (
        <>
          <section
            aria-labelledby="report-table-title"
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h2 id="report-table-title" className="text-lg font-semibold text-slate-900">
              {formatMonth(month)}
            </h2>
            <div className="mt-3">
              <table className="w-full text-xs text-slate-800 sm:text-sm">
                <thead className="border-b border-slate-200 align-bottom text-sm text-slate-700">
                  <tr>
                    <th scope="col" className="py-2 pr-1.5 text-left font-semibold sm:pr-3">
                      Office
                    </th>
                    <th scope="col" className="px-1.5 py-2 text-right font-semibold sm:px-3">
                      Received
                    </th>
                    <th scope="col" className="px-1.5 py-2 text-right font-semibold sm:px-3">
                      Answered within deadline
                    </th>
                    <th scope="col" className="px-1.5 py-2 text-right font-semibold sm:px-3">
                      Overdue
                    </th>
                    <th scope="col" className="py-2 pl-1.5 text-right font-semibold sm:pl-3">
                      Median time to answer
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.rows.map((r) => (
                    <Row key={r.office} r={r} />
                  ))}
                  <Row r={data.total} total />
                </tbody>
              </table>
            </div>
          </section>
          <section
            aria-labelledby="report-chart-heading"
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h2 id="report-chart-heading" className="mb-3 text-lg font-semibold text-slate-900">
              By office
            </h2>
            <ReportChart rows={data.rows} title={`Concern cases by office, ${formatMonth(month)}`} />
          </section>
        </>
      ) : null}
    </div>
  );
}
