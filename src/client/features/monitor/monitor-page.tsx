// /honeypot/admin (docs/product/public-site.md#pages, #states): password gate, stats, paged submissions, details, Logout.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox, LoaderCircle, LogOut, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { Submission } from '../../../shared/contract/concern.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { getMonitorStats } from './api/get-monitor-stats.ts';
import { getSubmissions } from './api/get-submissions.ts';
import { signOutMonitor } from './api/sign-out-monitor.ts';
import { MonitorLogin } from './components/monitor-login.tsx';
import { PaginationNav } from './components/pagination-nav.tsx';
import { StatsCards } from './components/stats-cards.tsx';
import { SubmissionDetailsDialog } from './components/submission-details-dialog.tsx';
import { SubmissionsTable } from './components/submissions-table.tsx';
import { clearSession, loadSession, type MonitorSession, saveSession } from './lib/monitor-session.ts';

/** Keeps search engines away from the monitor while it is open. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

export function Component() {
  usePageTitle('Submissions Monitor');
  useNoIndex();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<MonitorSession | null>(loadSession);

  const logout = useCallback(() => {
    // The server forgets the token too; the page signs out whether or not that call gets through.
    const token = loadSession()?.token;
    if (token) void signOutMonitor(token).catch(() => {});
    clearSession();
    setSession(null);
    queryClient.removeQueries({ queryKey: ['monitor'] });
  }, [queryClient]);

  // The token expires on the server; end the session here at the same moment.
  useEffect(() => {
    if (!session) return;
    const ms = Date.parse(session.expiresAt) - Date.now();
    const timer = window.setTimeout(logout, Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    return () => window.clearTimeout(timer);
  }, [session, logout]);

  if (!session) {
    return (
      <MonitorLogin
        onSignedIn={(s) => {
          saveSession(s);
          setSession(s);
        }}
      />
    );
  }
  return <MonitorDashboard token={session.token} onLogout={logout} />;
}

function MonitorDashboard({ token, onLogout }: { token: string; onLogout: () => void }) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Submission | null>(null);

  const submissions = useQuery({
    queryKey: ['monitor', 'submissions', token, page],
    queryFn: ({ signal }) => getSubmissions(token, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
  const stats = useQuery({
    queryKey: ['monitor', 'stats', token],
    queryFn: ({ signal }) => getMonitorStats(token, signal),
    retry: false,
    staleTime: 0,
  });

  // Spec: a failed load of submissions logs the monitor out; a stats failure is only logged.
  useEffect(() => {
    if (submissions.isError) onLogout();
  }, [submissions.isError, onLogout]);
  useEffect(() => {
    if (stats.isError) console.error('Monitor stats failed to load', stats.error);
  }, [stats.isError, stats.error]);

  const data = submissions.data;
  const pagination = data?.pagination;
  const refreshing = submissions.isFetching || stats.isFetching;

  return (
    <div className="bg-slate-50">
      <div className="container-page py-8 sm:py-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Submissions Monitor</h1>
            <p className="mt-1 text-sm text-slate-600">Concerns and form visits, newest first.</p>
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => {
                void submissions.refetch();
                void stats.refetch();
              }}
              disabled={refreshing}
              className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              <RefreshCw
                aria-hidden="true"
                className={`size-4 ${refreshing ? 'motion-safe:animate-spin' : ''}`}
              />
              Refresh
            </button>
            <button
              type="button"
              onClick={onLogout}
              className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </button>
          </div>
        </div>

        <section aria-label="Statistics" className="mt-6">
          <StatsCards stats={stats.data} />
        </section>

        <section
          aria-labelledby="monitor-submissions-title"
          className="mt-6 rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-4 sm:px-6">
            <h2 id="monitor-submissions-title" className="scroll-mt-24 text-lg font-semibold text-slate-900">
              Submissions
            </h2>
            {pagination && pagination.total > 0 ? (
              <p className="text-sm text-slate-600">
                Page {pagination.page} of {Math.max(1, pagination.totalPages)} · {pagination.total} in total
              </p>
            ) : null}
          </div>

          <div className="px-4 sm:px-6 md:px-0">
            {!data ? (
              <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
                <LoaderCircle aria-hidden="true" className="size-6 text-brand-700 motion-safe:animate-spin" />
                Loading submissions…
              </div>
            ) : data.data.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-16 text-center text-slate-600">
                <Inbox aria-hidden="true" className="size-8 text-slate-400" />
                <p className="font-medium text-slate-800">No submissions yet</p>
                <p className="text-sm">Concerns sent through the form will appear here.</p>
              </div>
            ) : (
              <SubmissionsTable rows={data.data} onView={setSelected} />
            )}
          </div>

          {pagination && pagination.totalPages > 1 ? (
            <div className="border-t border-slate-200 px-4 py-4 sm:px-6">
              <PaginationNav
                page={pagination.page}
                totalPages={pagination.totalPages}
                onPage={(p) => {
                  setPage(p);
                  document.getElementById('monitor-submissions-title')?.scrollIntoView({ block: 'start' });
                }}
              />
            </div>
          ) : null}
        </section>
      </div>

      <SubmissionDetailsDialog submission={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
