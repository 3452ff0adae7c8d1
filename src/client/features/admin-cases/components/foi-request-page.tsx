// /administrator/foi/{id}: one FOI request: what was asked and why, the clock, the steps of the FOI Manual
// open to this user (the server lists them), the mail to the requester, internal notes and history.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FOI_EXCEPTIONS } from '../../../../../content/foi-manual.ts';
import { CASE_MESSAGES } from '../../../../shared/contract/cases.ts';
import type { FoiAction, FoiDetail } from '../../../../shared/contract/foi.ts';
import {
  FOI_DECISION_LABELS,
  FOI_DECISIONS,
  FOI_EXTENSION_MAX_WORKING_DAYS,
  FOI_MESSAGES,
  FOI_REVIEW_OUTCOME_LABELS,
  FOI_REVIEW_OUTCOMES,
  FOI_STATUS_LABELS,
  type FoiDecision,
  type FoiReviewOutcome,
} from '../../../../shared/contract/foi-rules.ts';
import { OFFICES } from '../../../../shared/contract/offices.ts';
import { type DialogMessage, MessageDialog } from '../../../components/admin/admin-dialogs.tsx';
import { BackLink } from '../../../components/admin/back-link.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { actOnFoi, FOI_QUERY_KEY, foiQueryKey, getFoiRequest } from '../api/foi-requests.ts';
import { formatCaseDay, formatCaseTime } from '../lib/case-format.ts';
import { FOI_PATH } from '../lib/case-routes.ts';
import { CaseHistory } from './case-history.tsx';
import { CaseMailList } from './case-mail-list.tsx';
import { DueBadge } from './due-badge.tsx';
import { ReleaseDocumentsPicker } from './release-documents-picker.tsx';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** A refused step: the server's message and the field it names. */
type Refusal = { field?: string; message: string };
type Send = (action: FoiAction) => Promise<Refusal | undefined>;

/** One step's form: its fields, its button, and the server's refusal next to the field it names. */
function StepForm({
  title,
  hint,
  button,
  onSubmit,
  children,
}: {
  title: string;
  hint?: string;
  button: string;
  onSubmit: () => Promise<Refusal | undefined>;
  children?: (errorOf: (field: string) => string | undefined) => ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Refusal | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const refusal = await onSubmit();
    setBusy(false);
    if (refusal) setError(refusal);
  };
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0"
    >
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      <fieldset disabled={busy} className="flex flex-col gap-3">
        {children?.(errorOf)}
      </fieldset>
      {/* A refusal that names a field shows under it; any other shows here. */}
      <ErrorLine message={error && !(error.field && children) ? error.message : null} />
      <button type="submit" className={buttonClass('primary', 'md', 'self-start')} disabled={busy}>
        {busy ? 'Saving…' : button}
      </button>
    </form>
  );
}

function Steps({ r, send }: { r: FoiDetail; send: Send }) {
  const [office, setOffice] = useState(r.office_id === null ? '' : String(r.office_id));
  const [question, setQuestion] = useState('');
  const [days, setDays] = useState('10');
  const [reason, setReason] = useState('');
  const [decision, setDecision] = useState<FoiDecision>('granted');
  const [exception, setException] = useState('');
  const [answer, setAnswer] = useState('');
  const [documentIds, setDocumentIds] = useState<number[]>([]);
  const [outcome, setOutcome] = useState<FoiReviewOutcome>('upheld');
  const [reviewText, setReviewText] = useState('');
  const [note, setNote] = useState('');
  const can = (a: string) => r.actions.includes(a);
  const needsException = decision === 'denied' || decision === 'partly_granted';
  const releases = decision === 'granted' || decision === 'partly_granted';
  const area = (value: string, set: (v: string) => void, rows = 4) => (
    <textarea value={value} rows={rows} onChange={(e) => set(e.target.value)} className={inputClass} />
  );

  return (
    <div className="flex flex-col gap-5">
      {can('decide') ? (
        <StepForm
          title="Decide"
          hint="As decision maker. The requester receives this text by e-mail; a grant's text is published in the disclosure log."
          button="Send decision"
          onSubmit={() =>
            send({
              action: 'decide',
              decision,
              exception: needsException ? exception || null : null,
              text: answer,
              document_ids: releases ? documentIds : [],
            })
          }
        >
          {(errorOf) => (
            <>
              <Field label="Decision">
                <select
                  value={decision}
                  onChange={(e) => setDecision(e.target.value as FoiDecision)}
                  className={inputClass}
                >
                  {FOI_DECISIONS.map((d) => (
                    <option key={d} value={d}>
                      {FOI_DECISION_LABELS[d]}
                    </option>
                  ))}
                </select>
              </Field>
              {needsException ? (
                <Field label="Exception invoked" error={errorOf('exception')}>
                  <select
                    value={exception}
                    onChange={(e) => setException(e.target.value)}
                    className={inputClass}
                  >
                    <option value="">Choose the exception…</option>
                    {FOI_EXCEPTIONS.map((x) => (
                      <option key={x.id} value={x.id}>
                        {x.label}
                      </option>
                    ))}
                  </select>
                </Field>
              ) : null}
              <Field label="Answer to the requester" error={errorOf('text')}>
                {area(answer, setAnswer, 6)}
              </Field>
              {releases ? (
                <ReleaseDocumentsPicker
                  picked={documentIds}
                  onChange={setDocumentIds}
                  error={errorOf('document_ids')}
                />
              ) : null}
            </>
          )}
        </StepForm>
      ) : null}
      {can('extend') ? (
        <StepForm
          title="Extend the deadline"
          hint={`Once only, by up to ${FOI_EXTENSION_MAX_WORKING_DAYS} working days. The requester is told the reason and the new date.`}
          button="Extend the deadline"
          onSubmit={() => send({ action: 'extend', days: Number(days), reason })}
        >
          {(errorOf) => (
            <>
              <Field label="Working days to add" error={errorOf('days')}>
                <input
                  type="number"
                  min={1}
                  max={FOI_EXTENSION_MAX_WORKING_DAYS}
                  value={days}
                  onChange={(e) => setDays(e.target.value)}
                  className={`${inputClass} max-w-32`}
                />
              </Field>
              <Field label="Reason the requester will read" error={errorOf('reason')}>
                {area(reason, setReason)}
              </Field>
            </>
          )}
        </StepForm>
      ) : null}
      {can('clarify') ? (
        <StepForm
          title="Ask for clarification"
          hint="The clock stops until the requester answers; without an answer in 60 days the request closes."
          button="Ask the requester"
          onSubmit={() => send({ action: 'clarify', text: question })}
        >
          {(errorOf) => (
            <Field label="Question to the requester" error={errorOf('text')}>
              {area(question, setQuestion)}
            </Field>
          )}
        </StepForm>
      ) : null}
      {can('clarified') ? (
        <StepForm
          title="Clarification received"
          hint="Record the requester's answer (keep it as a note); the clock runs again with the working days it had left."
          button="Restart the clock"
          onSubmit={() => send({ action: 'clarified' })}
        />
      ) : null}
      {can('review_requested') ? (
        <StepForm
          title="Internal review requested"
          hint="Record that the requester asked for a review of the decision; it is decided within 30 working days."
          button="Start the review"
          onSubmit={() => send({ action: 'review_requested' })}
        />
      ) : null}
      {can('review_decided') ? (
        <StepForm
          title="Decide the review"
          button="Send review decision"
          onSubmit={() => send({ action: 'review_decided', outcome, text: reviewText })}
        >
          {(errorOf) => (
            <>
              <Field label="Outcome">
                <select
                  value={outcome}
                  onChange={(e) => setOutcome(e.target.value as FoiReviewOutcome)}
                  className={inputClass}
                >
                  {FOI_REVIEW_OUTCOMES.map((o) => (
                    <option key={o} value={o}>
                      {FOI_REVIEW_OUTCOME_LABELS[o]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Text to the requester" error={errorOf('text')}>
                {area(reviewText, setReviewText, 5)}
              </Field>
            </>
          )}
        </StepForm>
      ) : null}
      {can('assign') ? (
        <StepForm
          title="Office"
          hint="The office that holds the records; its administrators act as receiving officers."
          button="Save office"
          onSubmit={() => send({ action: 'assign', office_id: office === '' ? null : Number(office) })}
        >
          {() => (
            <Field label="Assigned office">
              <select value={office} onChange={(e) => setOffice(e.target.value)} className={inputClass}>
                <option value="">Unassigned</option>
                {OFFICES.map((o) => (
                  <option key={o.office_id} value={o.office_id}>
                    {o.abbrev} – {o.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
        </StepForm>
      ) : null}
      {can('note') ? (
        <StepForm
          title="Internal note"
          hint="Only staff see notes."
          button="Add note"
          onSubmit={() => send({ action: 'note', text: note })}
        >
          {(errorOf) => (
            <Field label="Note" error={errorOf('text')}>
              {area(note, setNote, 3)}
            </Field>
          )}
        </StepForm>
      ) : null}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words whitespace-pre-wrap text-slate-900">{children}</dd>
    </>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: foiQueryKey(id),
    queryFn: ({ signal }) => getFoiRequest(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const r = detail.data?.request;
  const mailConfigured = detail.data?.mailConfigured ?? false;
  usePageTitle(r ? `FOI ${r.reference}` : 'FOI request');
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);

  // Resolves to undefined on success, else the refusal to show in the step's form.
  const send: Send = async (action) => {
    try {
      const message = await actOnFoi(id, action);
      await queryClient.invalidateQueries({ queryKey: FOI_QUERY_KEY });
      setDialog({ kind: 'success', title: 'Success', message });
      return undefined;
    } catch (error) {
      const field = error instanceof ApiError ? error.body?.field : undefined;
      return { field, message: portalErrorMessage(error) ?? 'Please try again.' };
    }
  };

  if (detail.isPending && detail.fetchStatus !== 'idle')
    return <p className="py-10 text-center text-slate-600">Loading request…</p>;
  if (!r)
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <h1 className="text-2xl font-bold text-slate-900">FOI request</h1>
        <ErrorLine message={portalErrorMessage(detail.error) ?? FOI_MESSAGES.notFound} />
        <Link to={FOI_PATH} className={buttonClass('secondary', 'md', 'self-start')}>
          Back to FOI requests
        </Link>
      </div>
    );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <BackLink to={FOI_PATH}>Back to FOI requests</BackLink>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="font-mono text-2xl font-bold break-all text-slate-900 sm:text-3xl">{r.reference}</h1>
          <DueBadge state={r.due_state} />
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
            {FOI_STATUS_LABELS[r.status]}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Received {formatCaseTime(r.created_at)} ·{' '}
          {r.status === 'awaiting_clarification' && r.paused_on
            ? `clock paused since ${formatCaseDay(r.paused_on)}`
            : `${r.status === 'under_review' ? 'review' : 'answer'} due ${formatCaseDay(r.due_date)}`}
          {r.extended ? ' (extended)' : ''}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="foi-asked-title" className={card}>
            <h2 id="foi-asked-title" className="text-lg font-semibold text-slate-900">
              {r.subject}
            </h2>
            <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
              <Fact label="Requester">
                {r.requester_name || "Removed after the request closed, to protect the requester's privacy"}
              </Fact>
              <Fact label="E-mail">{r.reply_email || '—'}</Fact>
              <Fact label="Information asked">{r.information || '—'}</Fact>
              <Fact label="Purpose">{r.purpose || '—'}</Fact>
              <Fact label="Preferred format">{r.format}</Fact>
              <Fact label="Office">{r.office_name ?? 'Unassigned'}</Fact>
              {r.extension_reason ? <Fact label="Extension reason">{r.extension_reason}</Fact> : null}
              {r.decision ? (
                <Fact label="Decision">
                  {FOI_DECISION_LABELS[r.decision]}
                  {r.exception ? ` (exception: ${r.exception})` : ''}
                  {r.review_outcome
                    ? ` · review: ${FOI_REVIEW_OUTCOME_LABELS[r.review_outcome].toLowerCase()}`
                    : ''}
                </Fact>
              ) : null}
              {r.answer ? <Fact label="Answer">{r.answer}</Fact> : null}
              {r.released_documents.length > 0 ? (
                <Fact label="Released documents">
                  <ul>
                    {r.released_documents.map((d) => (
                      <li key={d.id}>
                        <a href={d.url} className="font-semibold text-brand-800 underline">
                          {d.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </Fact>
              ) : null}
            </dl>
          </section>
          <section aria-labelledby="foi-mail-title" className={card}>
            <h2 id="foi-mail-title" className="text-lg font-semibold text-slate-900">
              E-mail to the requester
            </h2>
            {mailConfigured ? null : (
              <p className="mt-3 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
                <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {CASE_MESSAGES.mailNotConfigured}
              </p>
            )}
            <CaseMailList mail={r.mail} mailConfigured={mailConfigured} />
          </section>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {r.actions.length > 0 ? (
            <section aria-labelledby="foi-steps-title" className={card}>
              <h2 id="foi-steps-title" className="mb-3 text-lg font-semibold text-slate-900">
                Next steps
              </h2>
              <Steps key={`${r.status}-${r.history.length}`} r={r} send={send} />
            </section>
          ) : null}
          {r.notes.length > 0 ? (
            <section aria-labelledby="foi-notes-title" className={card}>
              <h2 id="foi-notes-title" className="mb-3 text-lg font-semibold text-slate-900">
                Internal notes
              </h2>
              <ul className="flex flex-col gap-3">
                {r.notes.map((n) => (
                  <li key={n.id} className="rounded-lg bg-slate-50 p-3">
                    <p className="text-xs text-slate-600">
                      {n.author} · {formatCaseTime(n.created_at)}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">{n.body}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="foi-history-title" className={card}>
            <h2 id="foi-history-title" className="mb-3 text-lg font-semibold text-slate-900">
              History
            </h2>
            <CaseHistory history={r.history} />
          </section>
        </div>
      </div>
      <MessageDialog message={dialog} onClose={closeDialog} />
    </div>
  );
}
