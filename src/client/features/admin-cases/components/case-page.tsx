// /administrator/cases/{id}: one concern case: the message, triage (status, classification and its deadline,
// office), the reply to the sender by e-mail with each message's delivery state, internal notes and history.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  CASE_CLASSIFICATION_LABELS,
  CASE_CLASSIFICATIONS,
  CASE_MESSAGES,
  CASE_STATUS_LABELS,
  CASE_STATUSES,
  type CaseClassification,
  type CaseDetail,
  type CaseStatus,
  caseNoteCreateSchema,
  caseReplyCreateSchema,
  DEADLINE_WORKING_DAYS,
} from '../../../../shared/contract/cases.ts';
import { OFFICES } from '../../../../shared/contract/offices.ts';
import { type DialogMessage, MessageDialog } from '../../../components/admin/admin-dialogs.tsx';
import { BackLink } from '../../../components/admin/back-link.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { isSuperadmin, useAdminUser } from '../../../lib/admin-session.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { addCaseNote } from '../api/add-case-note.ts';
import { caseQueryKey, getCase } from '../api/get-case.ts';
import { getCaseMailStatus } from '../api/get-case-mail-status.ts';
import { CASES_QUERY_KEY } from '../api/get-cases.ts';
import { sendCaseReply } from '../api/send-case-reply.ts';
import { updateCase } from '../api/update-case.ts';
import { formatCaseDay, formatCaseTime } from '../lib/case-format.ts';
import { CASES_PATH } from '../lib/case-routes.ts';
import { CaseHistory } from './case-history.tsx';
import { CaseMailList } from './case-mail-list.tsx';
import { DueBadge } from './due-badge.tsx';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

function TriageForm({
  c,
  onSaved,
  onFailed,
}: {
  c: CaseDetail;
  onSaved: () => void;
  onFailed: (e: unknown) => void;
}) {
  const superadmin = isSuperadmin(useAdminUser());
  const [status, setStatus] = useState<CaseStatus>(c.status);
  const [classification, setClassification] = useState<CaseClassification>(c.classification);
  const [office, setOffice] = useState(c.office_id === null ? '' : String(c.office_id));
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setStatus(c.status);
    setClassification(c.classification);
    setOffice(c.office_id === null ? '' : String(c.office_id));
  }, [c.status, c.classification, c.office_id]);

  const officeId = office === '' ? null : Number(office);
  const changed = status !== c.status || classification !== c.classification || officeId !== c.office_id;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!changed) return;
    setSaving(true);
    try {
      await updateCase(c.id, {
        ...(status !== c.status ? { status } : {}),
        ...(classification !== c.classification ? { classification } : {}),
        ...(officeId !== c.office_id ? { office_id: officeId } : {}),
      });
      onSaved();
    } catch (error) {
      onFailed(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="triage-title">
      <h2 id="triage-title" className="text-lg font-semibold text-slate-900">
        Triage
      </h2>
      <Field label="Status">
        <select
          value={status}
          onChange={(e) => setStatus(e.target.value as CaseStatus)}
          className={inputClass}
          disabled={saving}
        >
          {CASE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CASE_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="Classification"
        hint={`Deadline: ${formatCaseDay(c.due_date)}, ${c.deadline_days} working days after receipt.`}
      >
        <select
          value={classification}
          onChange={(e) => setClassification(e.target.value as CaseClassification)}
          className={inputClass}
          disabled={saving}
        >
          {CASE_CLASSIFICATIONS.map((k) => (
            <option key={k} value={k}>
              {CASE_CLASSIFICATION_LABELS[k]} ({DEADLINE_WORKING_DAYS[k]} working days)
            </option>
          ))}
        </select>
      </Field>
      {superadmin ? (
        <Field label="Office">
          <select
            value={office}
            onChange={(e) => setOffice(e.target.value)}
            className={inputClass}
            disabled={saving}
          >
            <option value="">Unassigned</option>
            {OFFICES.map((o) => (
              <option key={o.office_id} value={o.office_id}>
                {o.abbrev} – {o.name}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-800">Office:</span> {c.office_name ?? 'Unassigned'}
        </p>
      )}
      <button type="submit" className={buttonClass('primary')} disabled={!changed || saving}>
        {saving ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}

function TextForm({
  label,
  button,
  busyButton,
  schema,
  onSend,
  rows,
}: {
  label: string;
  button: string;
  busyButton: string;
  schema: typeof caseReplyCreateSchema | typeof caseNoteCreateSchema;
  onSend: (text: string) => Promise<boolean>;
  rows: number;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = schema.safeParse({ body: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    if (await onSend(parsed.data.body)) setText('');
    setBusy(false);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label={label} error={error}>
        <textarea
          value={text}
          rows={rows}
          disabled={busy}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
          className={inputClass}
        />
      </Field>
      <button type="submit" className={buttonClass('primary', 'md', 'self-start')} disabled={busy}>
        {busy ? busyButton : button}
      </button>
    </form>
  );
}

export function Component() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: caseQueryKey(id),
    queryFn: ({ signal }) => getCase(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const c = detail.data?.case;
  const mailConfigured = detail.data?.mailConfigured ?? false;
  usePageTitle(c ? `Case ${c.reference}` : 'Case');

  // While mail waits to go out, its delivery state is polled (the case itself is read, and audited, once).
  const waiting = mailConfigured && (c?.mail.some((m) => m.state !== 'sent') ?? false);
  const status = useQuery({
    queryKey: [...caseQueryKey(id), 'mail-status'],
    queryFn: ({ signal }) => getCaseMailStatus(id, signal),
    enabled: waiting,
    refetchInterval: waiting ? 3000 : false,
  });
  const mail = (c?.mail ?? []).map((m) => ({ ...m, ...status.data?.find((s) => s.id === m.id) }));

  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: caseQueryKey(id) });
    void queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
  };
  const fail = (title: string) => (error: unknown) =>
    setDialog({ kind: 'error', title, message: portalErrorMessage(error) ?? 'Please try again.' });

  if (detail.isPending && detail.fetchStatus !== 'idle')
    return <p className="py-10 text-center text-slate-600">Loading case…</p>;
  if (!c)
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Case</h1>
        <ErrorLine message={portalErrorMessage(detail.error) ?? CASE_MESSAGES.notFound} />
        <Link to={CASES_PATH} className={buttonClass('secondary', 'md', 'self-start')}>
          Back to cases
        </Link>
      </div>
    );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <BackLink to={CASES_PATH}>Back to cases</BackLink>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="font-mono text-2xl font-bold break-all text-slate-900 sm:text-3xl">{c.reference}</h1>
          <DueBadge state={c.due_state} />
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
            {CASE_STATUS_LABELS[c.status]}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Received {formatCaseTime(c.created_at)} · due {formatCaseDay(c.due_date)}
          {c.answered_at ? ` · answered ${formatCaseTime(c.answered_at)}` : ''}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="concern-title" className={card}>
            <h2 id="concern-title" className="text-lg font-semibold text-slate-900">
              Concern
            </h2>
            <p className="mt-1 text-sm break-all text-slate-700">
              From <span className="font-medium">{c.reply_email}</span>
            </p>
            <p className="mt-3 whitespace-pre-wrap break-words text-slate-900">{c.message}</p>
          </section>

          <section aria-labelledby="reply-title" className={card}>
            <h2 id="reply-title" className="mb-3 text-lg font-semibold text-slate-900">
              Reply by e-mail
            </h2>
            {mailConfigured ? null : (
              <p className="mb-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
                <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {CASE_MESSAGES.mailNotConfigured}
              </p>
            )}
            <TextForm
              label={`Reply to ${c.reply_email}`}
              button="Send reply"
              busyButton="Sending…"
              schema={caseReplyCreateSchema}
              rows={6}
              onSend={async (body) => {
                try {
                  await sendCaseReply(c.id, body);
                  await refresh();
                  setDialog({
                    kind: 'success',
                    title: 'Success',
                    message: mailConfigured ? 'Reply queued for sending' : 'Reply saved',
                  });
                  return true;
                } catch (error) {
                  fail('Reply failed')(error);
                  return false;
                }
              }}
            />
            <h3 className="mt-6 text-base font-semibold text-slate-900">E-mail to the sender</h3>
            <CaseMailList mail={mail} mailConfigured={mailConfigured} />
          </section>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <section className={card}>
            <TriageForm
              c={c}
              onSaved={async () => {
                await refresh();
                setDialog({ kind: 'success', title: 'Success', message: 'Case updated' });
              }}
              onFailed={fail('Update failed')}
            />
          </section>

          <section aria-labelledby="notes-title" className={card}>
            <h2 id="notes-title" className="mb-1 text-lg font-semibold text-slate-900">
              Internal notes
            </h2>
            <p className="mb-3 text-sm text-slate-600">Only staff see these; they are never e-mailed.</p>
            {c.notes.length === 0 ? <p className="mb-3 text-sm text-slate-600">No notes yet.</p> : null}
            <ul className="mb-4 flex flex-col gap-3">
              {c.notes.map((n) => (
                <li key={n.id} className="rounded-lg bg-slate-50 p-3">
                  <p className="text-xs text-slate-600">
                    {n.author} · {formatCaseTime(n.created_at)}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">{n.body}</p>
                </li>
              ))}
            </ul>
            <TextForm
              label="Add a note"
              button="Add note"
              busyButton="Adding…"
              schema={caseNoteCreateSchema}
              rows={3}
              onSend={async (body) => {
                try {
                  await addCaseNote(c.id, body);
                  await refresh();
                  return true;
                } catch (error) {
                  fail('Note not added')(error);
                  return false;
                }
              }}
            />
          </section>

          <section aria-labelledby="history-title" className={card}>
            <h2 id="history-title" className="mb-3 text-lg font-semibold text-slate-900">
              History
            </h2>
            <CaseHistory history={c.history} />
          </section>
        </div>
      </div>
      <MessageDialog message={dialog} onClose={closeDialog} />
    </div>
  );
}
