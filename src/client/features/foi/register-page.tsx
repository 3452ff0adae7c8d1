// /foi/register: the public disclosure log of FOI requests: reference, date, subject, status, decision and
// the released information, never the requester's name or address. Server-rendered with its first page.
import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import { foiPage } from '../../../../content/foi-manual.ts';
import type { FoiRegisterEntry } from '../../../shared/contract/foi.ts';
import { FOI_DECISION_LABELS, FOI_STATUS_LABELS } from '../../../shared/contract/foi-rules.ts';
import { formatLongDate } from '../../../shared/dates.ts';
import { registerKey, registerPageOf } from '../../../shared/pages/foi-register-page.ts';
import { BackHomeLink } from '../../components/back-home-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { PageLoadError } from '../../components/page-load-error.tsx';
import { useAsyncData } from '../../lib/use-async-data.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { loadRegister } from './api/get-register.ts';

const TITLE = 'FOI Disclosure Log';

function Entry({ e }: { e: FoiRegisterEntry }) {
  const decision = e.decision
    ? `${FOI_DECISION_LABELS[e.decision]}${e.exception ? ` (exception: ${e.exception})` : ''}`
    : 'Not yet decided';
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{e.subject}</h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="font-medium text-slate-600">Reference</dt>
        <dd className="font-mono text-slate-900">{e.reference}</dd>
        <dt className="font-medium text-slate-600">Received</dt>
        <dd className="text-slate-900">{formatLongDate(e.received_on)}</dd>
        <dt className="font-medium text-slate-600">Status</dt>
        <dd className="text-slate-900">{FOI_STATUS_LABELS[e.status]}</dd>
        <dt className="font-medium text-slate-600">Decision</dt>
        <dd className="text-slate-900">
          {decision}
          {e.decided_on ? `, ${formatLongDate(e.decided_on)}` : ''}
        </dd>
        {e.released ? (
          <>
            <dt className="font-medium text-slate-600">Released information</dt>
            <dd className="whitespace-pre-wrap break-words text-slate-900">{e.released}</dd>
          </>
        ) : null}
        {e.released_documents.length > 0 ? (
          <>
            <dt className="font-medium text-slate-600">Released documents</dt>
            <dd>
              <ul className="flex flex-col gap-1">
                {e.released_documents.map((d) => (
                  <li key={d.id}>
                    {/* The document's page is server-drawn: a plain link loads it whole. */}
                    <a
                      href={d.url}
                      className="inline-flex min-h-11 items-center break-words font-semibold text-brand-800 underline"
                    >
                      {d.title}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

export function Component() {
  usePageTitle(TITLE);
  const page = registerPageOf(useLocation().search);
  const load = useCallback((signal: AbortSignal) => loadRegister(page, signal), [page]);
  const { data, error, loading, reload } = useAsyncData(registerKey(page), load);

  return (
    <>
      <PageHero
        eyebrow={foiPage.eyebrow}
        title={TITLE}
        lead="Every Freedom of Information request the campus has received, with its status and our decision. Requesters' names and addresses are never published."
        crumbs={[{ label: foiPage.title, to: '/foi' }, { label: TITLE }]}
      />
      <div className="container-page grid gap-8 py-8 sm:py-12">
        <p>
          <Link to="/foi" className="btn btn-primary">
            Make an FOI request
          </Link>
        </p>
        {error && !data ? <PageLoadError error={error} onRetry={reload} /> : null}
        {loading && !data ? <p className="text-slate-600">Loading the disclosure log…</p> : null}
        {data ? (
          data.entries.length === 0 ? (
            <p className="text-slate-700">No FOI requests have been received yet.</p>
          ) : (
            <>
              <ol className="grid gap-4">
                {data.entries.map((e) => (
                  <Entry key={e.reference} e={e} />
                ))}
              </ol>
              {data.pagination.totalPages > 1 ? (
                <nav aria-label="Pages of the disclosure log" className="flex flex-wrap items-center gap-3">
                  {page > 1 ? (
                    <Link to={`/foi/register?page=${page - 1}`} className="btn btn-outline">
                      Newer requests
                    </Link>
                  ) : null}
                  <span className="text-sm text-slate-600">
                    Page {page} of {data.pagination.totalPages}
                  </span>
                  {page < data.pagination.totalPages ? (
                    <Link to={`/foi/register?page=${page + 1}`} className="btn btn-outline">
                      Older requests
                    </Link>
                  ) : null}
                </nav>
              ) : null}
            </>
          )
        ) : null}
        <nav aria-label="More" className="border-t border-slate-200 pt-8">
          <BackHomeLink />
        </nav>
      </div>
    </>
  );
}
