import type { Submission } from '../../../../shared/contract/concern.ts';
import {
  browserLabel,
  formatDateTime,
  hasNoMessage,
  isInitialAccess,
  messagePreview,
  placeLabel,
  REPORTED_NOTE,
  sourceLabel,
} from '../lib/submission-display.ts';

function EmailCell({ s }: { s: Submission }) {
  return isInitialAccess(s) ? (
    <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
      Initial access
    </span>
  ) : (
    <span className="break-words">{s.reply_email}</span>
  );
}

function MessageCell({ s }: { s: Submission }) {
  return hasNoMessage(s) ? (
    <span className="text-slate-500 italic">No message yet</span>
  ) : (
    <span>{messagePreview(s.message ?? '')}</span>
  );
}

function LocationCell({ s }: { s: Submission }) {
  const gps = s.location_source === 'gps';
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span>{placeLabel(s)}</span>
      <span
        className={`rounded px-1.5 py-0.5 text-[0.6875rem] font-semibold tracking-wide ${
          gps ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700'
        }`}
      >
        <span className="sr-only">source: </span>
        {sourceLabel(s)}
      </span>
    </span>
  );
}

function DetailsButton({ s, onView }: { s: Submission; onView: (s: Submission) => void }) {
  return (
    <button
      type="button"
      onClick={() => onView(s)}
      className="inline-flex min-h-10 items-center rounded-lg border border-brand-700 px-3 text-sm font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50"
    >
      View Details<span className="sr-only"> of submission {s.id}</span>
    </button>
  );
}

/** The table's column headings, before the one of the View Details buttons. */
const COLUMNS = ['ID', 'Date/Time', 'Email', 'Message', 'IP Address', 'Location', 'Browser'];

/** The paged list: a table on wide screens, a card per entry on phones. Text only, never HTML. */
export function SubmissionsTable({ rows, onView }: { rows: Submission[]; onView: (s: Submission) => void }) {
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{REPORTED_NOTE}</p>
      <ul className="divide-y divide-slate-200 md:hidden" aria-label="Submissions">
        {rows.map((s) => (
          <li key={s.id} className="py-4" data-submission-id={s.id}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold text-slate-900">#{s.id}</span>
              <span className="text-slate-600">{formatDateTime(s.created_at)}</span>
            </div>
            <div className="mt-2 text-sm text-slate-900">
              <EmailCell s={s} />
            </div>
            <p className="mt-1 text-sm text-slate-700">
              <MessageCell s={s} />
            </p>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs text-slate-600">
              <dt className="font-medium">Location</dt>
              <dd>
                <LocationCell s={s} />
              </dd>
              <dt className="font-medium">IP Address</dt>
              <dd className="break-all">{s.ip_address ?? '—'}</dd>
              <dt className="font-medium">Browser</dt>
              <dd>{browserLabel(s)}</dd>
            </dl>
            <div className="mt-3">
              <DetailsButton s={s} onView={onView} />
            </div>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">Submissions, newest first</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              {COLUMNS.map((label) => (
                <th key={label} scope="col" className="px-4 py-3 font-semibold">
                  {label}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">View Details</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((s) => (
              <tr key={s.id} className="align-top hover:bg-slate-50/70" data-submission-id={s.id}>
                <td className="px-4 py-3 font-semibold text-slate-900 tabular-nums">{s.id}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDateTime(s.created_at)}</td>
                <td className="px-4 py-3 text-slate-900">
                  <EmailCell s={s} />
                </td>
                <td className="max-w-72 px-4 py-3 text-slate-700">
                  <MessageCell s={s} />
                </td>
                <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-slate-700">
                  {s.ip_address ?? '—'}
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <LocationCell s={s} />
                </td>
                <td className="px-4 py-3 text-slate-700">{browserLabel(s)}</td>
                <td className="px-4 py-3 text-right">
                  <DetailsButton s={s} onView={onView} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
