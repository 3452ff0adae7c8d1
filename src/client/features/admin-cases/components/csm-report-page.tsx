// /administrator/satisfaction: the year's Client Satisfaction Measurement as ARTA prescribes it (share of
// agree and strongly agree over the answers, N/A left out): the year's figure per dimension with its counts,
// then per office and per service, the suggestions people wrote (newest first), and the CSV.

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type CsmGroup, type CsmSuggestion, SCALE, SQD_QUESTIONS } from '../../../../shared/contract/csm.ts';
import { campusToday, formatPortalDate } from '../../../../shared/dates.ts';
import { DownloadCsvButton } from '../../../components/admin/download-csv-button.tsx';
import { ErrorLine, inputClass } from '../../../components/admin/form-field.tsx';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { downloadCsmReport } from '../api/download-csm-report.ts';
import { csmReportQueryKey, getCsmReport } from '../api/get-csm-report.ts';
import { baseText, rateText, responsesText } from '../lib/csm-format.ts';

const thisYear = () => Number(campusToday().slice(0, 4));
const statement = (code: string) => SQD_QUESTIONS.find((q) => q.code === code)?.text ?? code;
const SCALE_HEADS = SCALE.map((s) => s.label);

function GroupTable({ title, groups }: { title: string; groups: readonly CsmGroup[] }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {groups.map((g) => (
          <li key={g.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span className="font-medium text-slate-900">{g.label}</span>
            <span className="text-sm text-slate-700">
              <strong className="text-base text-slate-900">{rateText(g.overall)}</strong> satisfied ·{' '}
              {baseText(g.overall)} · {responsesText(g.responses)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The free-text answers, newest first, each with its office and service: the words only, never who wrote. */
function Suggestions({ items }: { items: readonly CsmSuggestion[] }) {
  return (
    <section
      aria-labelledby="csm-suggestions"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="csm-suggestions" className="text-lg font-semibold text-slate-900">
        Suggestions
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nobody wrote a suggestion this year.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered on screen
            <li key={i} className="py-3">
              <p className="whitespace-pre-line break-words text-slate-900">{s.text}</p>
              <p className="mt-1 text-xs text-slate-600">
                {formatPortalDate(s.answered_on)} · {s.office} · {s.service}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Component() {
  usePageTitle('Client Satisfaction');
  const [year, setYear] = useState(thisYear);
  const yearId = useId();
  const report = useQuery({
    queryKey: csmReportQueryKey(year),
    queryFn: () => getCsmReport(year),
    enabled: year >= 2020 && year <= 2100,
  });
  const data = report.data;
  const years = Array.from({ length: thisYear() - 2025 + 1 }, (_, i) => thisYear() - i);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Client Satisfaction</h1>
        <p className="mt-1 text-sm text-slate-600">
          Answers to the Anti-Red Tape Authority’s satisfaction survey, sent to every requester when a concern
          or FOI request is closed and open on every service page. A figure is the share who agree or strongly
          agree, out of those who answered (N/A is left out).
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={yearId} className="text-sm font-medium text-slate-800">
            Year
          </label>
          <select
            id={yearId}
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
            className={inputClass}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <DownloadCsvButton disabled={!data} download={() => downloadCsmReport(year)} />
      </div>
      <ErrorLine message={report.isError ? (portalErrorMessage(report.error) ?? 'Failed to fetch') : null} />
      {report.isPending ? (
        <p className="py-8 text-center text-slate-600">Loading report…</p>
      ) : data && data.year_total.responses === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          Nobody answered the survey in {year}.
        </p>
      ) : data ? (
        <>
          <section
            aria-labelledby="csm-year"
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h2 id="csm-year" className="text-lg font-semibold text-slate-900">
              {year}: {rateText(data.year_total.overall)} satisfied
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {baseText(data.year_total.overall)} over the eight service-quality statements SQD1 to SQD8
              (SQD0, overall satisfaction, is shown apart below) · {responsesText(data.year_total.responses)}{' '}
              · {data.client_types.map((c) => `${c.label}: ${c.count}`).join(' · ')}
            </p>
            <ol className="mt-4 flex flex-col gap-3">
              {data.year_total.dimensions.map((d) => (
                <li key={d.key} className="rounded-xl border border-slate-200 p-3">
                  <p className="font-medium text-slate-900">
                    {d.code}. {statement(d.code)}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">
                    <strong className="text-base text-slate-900">{rateText(d)}</strong> · {baseText(d)}
                  </p>
                  <p className="mt-1 text-xs text-slate-600">
                    {d.counts.map((n, i) => `${SCALE_HEADS[i]}: ${n}`).join(' · ')} · N/A: {d.na}
                  </p>
                </li>
              ))}
            </ol>
          </section>
          <GroupTable title="By office" groups={data.by_office} />
          <GroupTable title="By service" groups={data.by_service} />
          <Suggestions items={data.suggestions} />
        </>
      ) : null}
    </div>
  );
}
