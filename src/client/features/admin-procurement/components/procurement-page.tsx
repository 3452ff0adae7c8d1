// /administrator/procurement: bids and awards for the Bids and Awards Committee and superadmins. A list of
// opportunities (open ones first) and one form to post a new one or change one: dates in campus time,
// documents picked from the library, the awardee and amount once awarded. Plain words; errors next to the
// field; nothing typed is lost when a save fails.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  PROCUREMENT_DOCUMENT_LABELS,
  PROCUREMENT_MODES,
  PROCUREMENT_STATUS_LABELS,
} from '../../../../../content/procurement.ts';
import { ALL_OFFICES, BIDS_AWARDS_OFFICE } from '../../../../shared/contract/offices.ts';
import {
  formatPesos,
  isoToCampusLocal,
  type Opportunity,
  type OpportunityFormValues,
  PROCUREMENT_DOCUMENT_KINDS,
  PROCUREMENT_MODE_KEYS,
  PROCUREMENT_STATUSES,
  type ProcurementDocumentKind,
} from '../../../../shared/contract/procurement.ts';
import { campusToday, formatPortalDateTime } from '../../../../shared/dates.ts';
import { procurementPath } from '../../../../shared/routes.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { useAdminUser } from '../../../lib/admin-session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  getLibraryDocuments,
  getOpportunities,
  LIBRARY_QUERY_KEY,
  PROCUREMENT_QUERY_KEY,
  saveOpportunity,
} from '../api/procurement.ts';

type Draft = Required<OpportunityFormValues>;

const empty = (): Draft => ({
  reference: '',
  title: '',
  abc: '',
  mode: 'competitive-bidding',
  philgeps_reference: '',
  office: BIDS_AWARDS_OFFICE.slug,
  posted_on: campusToday(),
  prebid_at: '',
  deadline_at: '',
  opening_at: '',
  status: 'open',
  awardee: '',
  contract_amount: '',
  documents: [],
});

const pesosText = (centavos: number) => (centavos / 100).toFixed(2);

function draftOf(o: Opportunity): Draft {
  return {
    reference: o.reference,
    title: o.title,
    abc: pesosText(o.abc_centavos),
    mode: o.mode,
    philgeps_reference: o.philgeps_reference,
    office: o.office as Draft['office'],
    posted_on: o.posted_on,
    prebid_at: o.prebid_at ? isoToCampusLocal(o.prebid_at) : '',
    deadline_at: isoToCampusLocal(o.deadline_at),
    opening_at: o.opening_at ? isoToCampusLocal(o.opening_at) : '',
    status: o.status,
    awardee: o.awardee,
    contract_amount: o.contract_centavos === null ? '' : pesosText(o.contract_centavos),
    documents: o.documents.map((d) => ({ document_id: d.document_id, kind: d.kind })),
  };
}

export function Component() {
  usePageTitle('Bids and awards');
  const user = useAdminUser();
  const allowed =
    user.role === 'superadmin' || (user.role === 'admin' && user.office === BIDS_AWARDS_OFFICE.slug);
  if (!allowed)
    return (
      <section className="mx-auto max-w-xl py-12 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Bids and awards</h1>
        <p className="mt-2 text-slate-700">
          Bids and awards are managed by the Bids and Awards Committee and the superadmins.
        </p>
      </section>
    );
  return <ProcurementScreen />;
}

function ProcurementScreen() {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: PROCUREMENT_QUERY_KEY,
    queryFn: ({ signal }) => getOpportunities(signal),
  });
  const [editing, setEditing] = useState<Opportunity | null>(null);
  const [formKey, setFormKey] = useState(0);
  const startNew = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const edit = (o: Opportunity) => {
    setEditing(o);
    setFormKey((k) => k + 1);
    document.getElementById('opportunity-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const open = (list.data ?? []).filter((o) => o.status === 'open');
  const others = (list.data ?? []).filter((o) => o.status !== 'open');

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Bids and awards</h1>
        <p className="mt-1 text-slate-700">
          Procurement opportunities and their results, shown to the public on the{' '}
          <a href="/procurement" className="font-medium text-brand-800 underline">
            Bids and Awards page
          </a>
          . An opportunity closes by itself when its deadline of bid submission passes.
        </p>
      </div>
      <OpportunityForm
        key={formKey}
        editing={editing}
        onSaved={(saved) => {
          void client.invalidateQueries({ queryKey: PROCUREMENT_QUERY_KEY });
          setEditing(saved);
        }}
        onNew={startNew}
      />
      <section
        aria-labelledby="opportunities-title"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="opportunities-title" className="text-lg font-semibold text-slate-900">
          Opportunities
        </h2>
        {list.isPending ? <p className="mt-3 text-slate-600">Loading opportunities…</p> : null}
        <ErrorLine
          message={list.error ? (portalErrorMessage(list.error) ?? 'The list could not be loaded') : null}
        />
        {list.data && list.data.length === 0 ? (
          <p className="mt-3 text-slate-600">No opportunity has been posted yet.</p>
        ) : null}
        <ul className="mt-3 divide-y divide-slate-200">
          {[...open, ...others].map((o) => (
            <li
              key={o.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{o.title}</p>
                <p className="text-sm text-slate-700">
                  {o.reference} · {PROCUREMENT_STATUS_LABELS[o.status]} · deadline{' '}
                  {formatPortalDateTime(o.deadline_at)} · {formatPesos(o.abc_centavos)}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <a
                  href={procurementPath(o.id)}
                  className={buttonClass('secondary', 'sm')}
                  aria-label={`View ${o.reference} on the site`}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  View
                </a>
                <button
                  type="button"
                  onClick={() => edit(o)}
                  className={buttonClass('secondary', 'sm')}
                  aria-label={`Edit ${o.reference}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function OpportunityForm({
  editing,
  onSaved,
  onNew,
}: {
  editing: Opportunity | null;
  onSaved: (saved: Opportunity) => void;
  onNew: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : empty()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [pick, setPick] = useState<{ document_id: string; kind: ProcurementDocumentKind }>({
    document_id: '',
    kind: 'invitation',
  });
  const library = useQuery({
    queryKey: LIBRARY_QUERY_KEY,
    queryFn: ({ signal }) => getLibraryDocuments(signal),
  });
  const titleOf = (id: number) => library.data?.find((d) => d.id === id)?.title ?? `Document ${id}`;
  const mutation = useMutation({
    mutationFn: (values: Draft) => saveOpportunity(editing?.id ?? null, values),
    onSuccess: (reply) => {
      setDone(reply.message);
      setErrors({});
      setDraft(draftOf(reply.opportunity));
      onSaved(reply.opportunity);
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.body?.field : undefined;
      setDone(null);
      setErrors({
        [field?.split('.')[0] ?? 'form']: portalErrorMessage(error) ?? 'The opportunity could not be saved',
      });
    },
  });
  const set = (k: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const next: Record<string, string> = {};
    if (!draft.reference.trim()) next.reference = 'Reference number is required';
    if (!draft.title.trim()) next.title = 'Title is required';
    if (!draft.abc.trim()) next.abc = 'Approved budget is required';
    if (!draft.deadline_at) next.deadline_at = 'Deadline of bid submission is required';
    setErrors(next);
    if (Object.keys(next).length === 0) mutation.mutate(draft);
  };
  const addDocument = () => {
    const id = Number(pick.document_id);
    if (!id || draft.documents.some((d) => d.document_id === id)) return;
    setDraft((d) => ({ ...d, documents: [...d.documents, { document_id: id, kind: pick.kind }] }));
    setPick((p) => ({ ...p, document_id: '' }));
  };
  const awarded = draft.status === 'awarded';

  return (
    <form
      id="opportunity-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="opportunity-form-title"
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
        <h2 id="opportunity-form-title" className="text-lg font-semibold text-slate-900">
          {editing ? `Change ${editing.reference}` : 'Post an opportunity'}
        </h2>
        {editing ? (
          <button type="button" onClick={onNew} className={buttonClass('ghost', 'sm')}>
            <Plus aria-hidden="true" className="size-4" />
            Post a new one instead
          </button>
        ) : null}
      </div>
      <Field label="Reference number" required error={errors.reference}>
        <input value={draft.reference} onChange={set('reference')} maxLength={40} className={inputClass} />
      </Field>
      <Field label="PhilGEPS reference" optional error={errors.philgeps_reference}>
        <input
          value={draft.philgeps_reference}
          onChange={set('philgeps_reference')}
          maxLength={40}
          className={inputClass}
        />
      </Field>
      <Field label="Title" required error={errors.title} className="sm:col-span-2">
        <input value={draft.title} onChange={set('title')} maxLength={300} className={inputClass} />
      </Field>
      <Field
        label="Approved budget for the contract (pesos)"
        required
        hint="For example 1,250,000.00"
        error={errors.abc}
      >
        <input value={draft.abc} onChange={set('abc')} inputMode="decimal" className={inputClass} />
      </Field>
      <Field label="Mode of procurement" required error={errors.mode}>
        <select value={draft.mode} onChange={set('mode')} className={inputClass}>
          {PROCUREMENT_MODE_KEYS.map((m) => (
            <option key={m} value={m}>
              {PROCUREMENT_MODES[m]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Office" required error={errors.office}>
        <select value={draft.office} onChange={set('office')} className={inputClass}>
          {ALL_OFFICES.map((o) => (
            <option key={o.slug} value={o.slug}>
              {o.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Status" required error={errors.status}>
        <select value={draft.status} onChange={set('status')} className={inputClass}>
          {PROCUREMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PROCUREMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Posting date" required error={errors.posted_on}>
        <input type="date" value={draft.posted_on} onChange={set('posted_on')} className={inputClass} />
      </Field>
      <Field label="Pre-bid conference" optional hint="Philippine time" error={errors.prebid_at}>
        <input
          type="datetime-local"
          value={draft.prebid_at}
          onChange={set('prebid_at')}
          className={inputClass}
        />
      </Field>
      <Field label="Deadline of bid submission" required hint="Philippine time" error={errors.deadline_at}>
        <input
          type="datetime-local"
          value={draft.deadline_at}
          onChange={set('deadline_at')}
          className={inputClass}
        />
      </Field>
      <Field label="Opening of bids" optional hint="Philippine time" error={errors.opening_at}>
        <input
          type="datetime-local"
          value={draft.opening_at}
          onChange={set('opening_at')}
          className={inputClass}
        />
      </Field>
      {awarded ? (
        <>
          <Field label="Awardee" required error={errors.awardee}>
            <input value={draft.awardee} onChange={set('awardee')} maxLength={200} className={inputClass} />
          </Field>
          <Field label="Contract amount (pesos)" required error={errors.contract_amount}>
            <input
              value={draft.contract_amount}
              onChange={set('contract_amount')}
              inputMode="decimal"
              className={inputClass}
            />
          </Field>
        </>
      ) : null}
      <fieldset className="flex flex-col gap-3 sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">Documents</legend>
        <p className="text-sm text-slate-600">
          Add the invitation, bid bulletins, notices and contract to the Documents screen first, then choose
          them here. Only published documents show on the site.
        </p>
        {draft.documents.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {draft.documents.map((d) => (
              <li
                key={d.document_id}
                className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1"
              >
                <span className="min-w-0 break-words text-sm text-slate-800">
                  {PROCUREMENT_DOCUMENT_LABELS[d.kind]}: {titleOf(d.document_id)}
                </span>
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm')}
                  aria-label={`Remove ${titleOf(d.document_id)}`}
                  onClick={() =>
                    setDraft((x) => ({
                      ...x,
                      documents: x.documents.filter((e) => e.document_id !== d.document_id),
                    }))
                  }
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
          <Field label="Document" error={errors.documents}>
            <select
              value={pick.document_id}
              onChange={(e) => setPick((p) => ({ ...p, document_id: e.target.value }))}
              className={inputClass}
            >
              <option value="">Choose a document</option>
              {(library.data ?? []).map((d) => (
                <option key={d.id} value={d.id}>
                  {d.title}
                  {d.status === 'draft' ? ' (draft)' : ''}
                </option>
              ))}
            </select>
          </Field>
          <Field label="What it is">
            <select
              value={pick.kind}
              onChange={(e) => setPick((p) => ({ ...p, kind: e.target.value as ProcurementDocumentKind }))}
              className={inputClass}
            >
              {PROCUREMENT_DOCUMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {PROCUREMENT_DOCUMENT_LABELS[k]}
                </option>
              ))}
            </select>
          </Field>
          <button
            type="button"
            onClick={addDocument}
            disabled={!pick.document_id}
            className={buttonClass('secondary', 'md')}
          >
            Add document
          </button>
        </div>
      </fieldset>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <ErrorLine message={errors.form ?? null} />
        {done ? (
          <p role="status" className="font-medium text-brand-800">
            {done}
          </p>
        ) : null}
        <div>
          <button type="submit" disabled={mutation.isPending} className={buttonClass('primary', 'md')}>
            {mutation.isPending ? 'Saving…' : editing ? 'Save changes' : 'Post opportunity'}
          </button>
        </div>
      </div>
    </form>
  );
}
