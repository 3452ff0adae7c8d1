// /test/stack: a plain page for checking a deployment. Shows the version this client was built from and what
// the API reports about itself and its database.
import { useCallback, useEffect, useState } from 'react';
import { version as clientVersion } from '../../../../package.json';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { getHealth, type HealthReport } from './api/get-health.ts';

type Check =
  | { state: 'checking' }
  | { state: 'done'; report: HealthReport }
  | { state: 'failed'; error: string };

export function Component() {
  usePageTitle('Stack check');
  const [check, setCheck] = useState<Check>({ state: 'checking' });

  const run = useCallback((signal?: AbortSignal) => {
    setCheck({ state: 'checking' });
    getHealth(signal)
      .then((report) => setCheck({ state: 'done', report }))
      .catch((error: unknown) => {
        if (signal?.aborted) return;
        setCheck({ state: 'failed', error: error instanceof Error ? error.message : String(error) });
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal);
    return () => controller.abort();
  }, [run]);

  const report = check.state === 'done' ? check.report : undefined;
  const apiStatus =
    check.state === 'checking'
      ? 'Checking…'
      : check.state === 'failed'
        ? `Unreachable (${check.error})`
        : report?.ok
          ? 'OK'
          : `Not healthy (HTTP ${report?.httpStatus}${report?.message ? `: ${report.message}` : ''})`;
  const versionsMatch = report?.version === undefined || report.version === clientVersion;

  return (
    <section className="container-page max-w-3xl py-12">
      <h1 className="text-2xl font-bold text-slate-900">Stack check</h1>
      <p className="mt-2 text-slate-600">
        The running build and the health of its API, for checking a deployment.
      </p>
      <dl className="mt-8 grid grid-cols-[auto_1fr] gap-x-8 gap-y-3 rounded-xl border border-slate-200 p-6 font-mono text-sm">
        <dt className="text-slate-600">Client build</dt>
        <dd data-testid="client-version">{clientVersion}</dd>
        <dt className="text-slate-600">API health</dt>
        <dd
          data-testid="api-status"
          className={report?.ok ? 'text-brand-700' : 'text-red-700'}
          aria-live="polite"
        >
          {apiStatus}
        </dd>
        <dt className="text-slate-600">Server version</dt>
        <dd data-testid="server-version">{report?.version ?? '—'}</dd>
        <dt className="text-slate-600">Database</dt>
        <dd data-testid="database">{report?.db ?? '—'}</dd>
        <dt className="text-slate-600">Response time</dt>
        <dd>{report ? `${report.elapsedMs} ms` : '—'}</dd>
      </dl>
      {!versionsMatch && (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          The client was built from version {clientVersion} but the server runs {report?.version}. Rebuild or
          redeploy so both match.
        </p>
      )}
      <button type="button" className="btn btn-outline mt-6" onClick={() => run()}>
        Check again
      </button>
    </section>
  );
}
