// /administrator/audit (superadmin): the audit log, read-only, filtered by user, action, office and dates,
// paged, and exported as CSV with the same filters.
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type FormEvent, useCallback, useState } from 'react';
import { AUDIT_MESSAGES, type AuditEntry, retentionInWords } from '../../../../shared/contract/audit.ts';
import { OFFICES } from '../../../../shared/contract/offices.ts';
import { formatPortalTimestamp } from '../../../../shared/dates.ts';
import { type DialogMessage, MessageDialog } from '../../../components/admin/admin-dialogs.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { Pager } from '../../../components/admin/pager.tsx';
import { getUsers, USERS_QUERY_KEY } from '../../../lib/api/user-list.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type AuditFilters, downloadAuditCsv, EMPTY_FILTERS, getAuditPage } from '../api/audit.ts';
import { actionWords, auditSentence } from '../lib/audit-words.ts';

const detailText = (e: AuditEntry) =>
  e.details
    ? Object.entries(e.details)
        .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join(' · ')
    : '';

/** Whom or what the entry was done to, when that is not the actor themself. */
function targetText(e: AuditEntry, userName: Map<number, string>): string {
  if (!e.target_type || !e.target_id) return '';
  if (e.target_type === 'user') {
    if (Number(e.target_id) === e.actor_user_id) return '';
    return `About ${userName.get(Number(e.target_id)) ?? `user ${e.target_id}`}`;
  }
  return `About ${e.target_type} ${e.target_id}`;
}

export function Component() {
  usePageTitle('Audit Log');
  const [draft, setDraft] = useState<AuditFilters>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [rangeError, setRangeError] = useState<string | undefined>();
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const users = useQuery({ queryKey: USERS_QUERY_KEY, queryFn: getUsers });
  const audit = useQuery({
    queryKey: ['admin', 'audit', filters, page],
    queryFn: ({ signal }) => getAuditPage(filters, page, signal),
    placeholderData: (prev) => prev,
  });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(AUDIT_MESSAGES.rangeInvalid);
      return;
    }
    setRangeError(undefined);
    setFilters(draft);
    setPage(1);
  };
  const set = (k: keyof AuditFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const download = async () => {
    try {
      await downloadAuditCsv(filters);
    } catch (error) {
      setDialog({ kind: 'error', title: 'Export failed', message: portalErrorMessage(error) });
    }
  };

  const data = audit.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const userName = new Map((users.data ?? []).map((u) => [u.id, `${u.first_name} ${u.last_name}`]));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Audit Log</h1>
        <p className="mt-1 text-sm text-slate-600">
          Every sign-in, account change and content write, newest first. Entries cannot be changed
          {data?.retention_days
            ? ` and are kept for ${retentionInWords(data.retention_days)}.`
            : ' and are removed after a set time.'}
        </p>
      </div>
      <form
        onSubmit={apply}
        noValidate
        aria-label="Filters"
        className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6 lg:grid-cols-5"
      >
        <Field label="User">
          <select value={draft.user} onChange={set('user')} className={inputClass}>
            <option value="">Everyone</option>
            {(users.data ?? []).map((u) => (
              <option key={u.id} value={String(u.id)}>
                {u.first_name} {u.last_name} ({u.email})
              </option>
            ))}
          </select>
        </Field>
        <Field label="Action">
          <select value={draft.action} onChange={set('action')} className={inputClass}>
            <option value="">All actions</option>
            <option value="auth.">All sign-in and security</option>
            <option value="user.">All user changes</option>
            <option value="article.">All article changes</option>
            {(data?.actions ?? []).map((a) => (
              <option key={a} value={a}>
                {actionWords(a)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Office">
          <select value={draft.office} onChange={set('office')} className={inputClass}>
            <option value="">All offices</option>
            {OFFICES.map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.abbrev}
              </option>
            ))}
          </select>
        </Field>
        <Field label="From">
          <input type="date" value={draft.from} onChange={set('from')} className={inputClass} />
        </Field>
        <Field label="To" error={rangeError}>
          <input type="date" value={draft.to} onChange={set('to')} className={inputClass} />
        </Field>
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-5">
          <button type="submit" className={buttonClass('primary')}>
            Apply filters
          </button>
          <button
            type="button"
            className={buttonClass('ghost')}
            onClick={() => {
              setDraft(EMPTY_FILTERS);
              setFilters(EMPTY_FILTERS);
              setPage(1);
              setRangeError(undefined);
            }}
          >
            Clear
          </button>
          <button type="button" className={buttonClass('secondary', 'md', 'sm:ml-auto')} onClick={download}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </button>
        </div>
      </form>
      <ErrorLine message={audit.isError ? (portalErrorMessage(audit.error) ?? 'Failed to fetch') : null} />
      <section
        aria-labelledby="entries-title"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="entries-title" className="text-lg font-semibold text-slate-900">
          {data ? `${data.total} ${data.total === 1 ? 'entry' : 'entries'}` : 'Entries'}
        </h2>
        {audit.isPending ? (
          <p className="py-8 text-center text-slate-600">Loading the audit log…</p>
        ) : (data?.entries ?? []).length === 0 ? (
          <p className="py-8 text-center text-slate-600">No entries match these filters.</p>
        ) : (
          <ol className="mt-3 divide-y divide-slate-100" data-testid="audit-entries">
            {(data?.entries ?? []).map((e) => (
              <li
                key={e.id}
                className="flex flex-col gap-0.5 py-3 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)_minmax(0,1fr)] lg:gap-4"
              >
                <p className="text-sm text-slate-600">{formatPortalTimestamp(e.created_at)}</p>
                <p className="text-sm font-semibold break-words text-slate-900">{auditSentence(e)}</p>
                <div className="min-w-0 text-sm text-slate-700">
                  <p className="break-words">
                    {[targetText(e, userName), e.office, e.ip ? `from ${e.ip}` : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {e.details ? <p className="break-words text-slate-600">{detailText(e)}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        )}
        {data && pages > 1 ? (
          <Pager
            page={page}
            pages={pages}
            onPage={setPage}
            label="Pages"
            prevLabel="Newer"
            nextLabel="Older"
          />
        ) : null}
      </section>
      <MessageDialog message={dialog} onClose={closeDialog} />
    </div>
  );
}
