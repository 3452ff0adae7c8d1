// The dashboard's client satisfaction figure for the year so far, with a link to the report.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { campusToday } from '../../../../shared/dates.ts';
import { csmReportQueryKey, getCsmReport } from '../api/get-csm-report.ts';
import { CSM_REPORT_PATH } from '../lib/case-routes.ts';
import { baseText, rateText, responsesText } from '../lib/csm-format.ts';

export function CsmSummary() {
  const year = Number(campusToday().slice(0, 4));
  const report = useQuery({ queryKey: csmReportQueryKey(year), queryFn: () => getCsmReport(year) });
  const total = report.data?.year_total;
  return (
    <section
      aria-labelledby="csm-summary"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="csm-summary" className="text-lg font-semibold text-slate-900">
        Client satisfaction, {year}
      </h2>
      {report.isPending ? (
        <p className="mt-2 text-slate-600">Loading…</p>
      ) : !total || total.responses === 0 ? (
        <p className="mt-2 text-slate-600">Nobody has answered the satisfaction survey this year yet.</p>
      ) : (
        <p className="mt-2 text-slate-700">
          <strong className="text-2xl text-slate-900">{rateText(total.overall)}</strong> satisfied ·{' '}
          {baseText(total.overall)} · {responsesText(total.responses)}
        </p>
      )}
      <Link
        to={CSM_REPORT_PATH}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        Satisfaction report
      </Link>
    </section>
  );
}
