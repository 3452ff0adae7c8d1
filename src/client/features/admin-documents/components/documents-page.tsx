// /administrator/documents: the document library for staff. Office admins upload and replace their office's
// documents, superadmins every office's; the Transparency Seal items show which are overdue, and superadmins
// download or print the compliance checklist. Plain words; errors next to the field; nothing typed is lost.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Pencil, Printer, Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { TRANSPARENCY_SECTIONS } from '../../../../../content/transparency.ts';
import type { DocumentItem, TransparencyItem } from '../../../../shared/contract/documents.ts';
import { ALL_OFFICES, type OfficeSlug } from '../../../../shared/contract/offices.ts';
import { campusToday, formatPortalDate } from '../../../../shared/dates.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { PublishChoice, type PublishState } from '../../../components/admin/publish-choice.tsx';
import { useAdminUser } from '../../../lib/admin-session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  DOCUMENTS_QUERY_KEY,
  downloadChecklist,
  downloadVersion,
  getDocuments,
  getRegister,
  replaceDocument,
  saveDocument,
  TRANSPARENCY_QUERY_KEY,
  uploadDocument,
} from '../api/documents.ts';
import { DocumentDetailsForm } from './document-details-form.tsx';
import { type DocumentMetaDraft, DocumentMetaFields, documentMetaErrors } from './document-meta-fields.tsx';

const REGISTER_KEY = TRANSPARENCY_QUERY_KEY;
const FORMAT = { pdf: 'PDF', xlsx: 'Excel', docx: 'Word', csv: 'CSV' } as const;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function Component() {
  usePageTitle('Documents');
  const user = useAdminUser();
  const isSuper = user.role === 'superadmin';
  const client = useQueryClient();
  const documents = useQuery({
    queryKey: DOCUMENTS_QUERY_KEY,
    queryFn: ({ signal }) => getDocuments(signal),
  });
  const register = useQuery({ queryKey: REGISTER_KEY, queryFn: ({ signal }) => getRegister(signal) });
  const offices = isSuper
    ? ALL_OFFICES.map((o) => o)
    : ALL_OFFICES.filter((o) => o.slug === (user.homeOffice?.slug ?? user.office));
  const refresh = () => {
    void client.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
    void client.invalidateQueries({ queryKey: REGISTER_KEY });
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Documents</h1>
        <p className="mt-1 text-sm text-slate-600">
          Reports, plans and other documents your office makes public. PDF files are best; Excel, Word and CSV
          files are accepted too. Published documents appear on the site and in its search.
        </p>
      </div>
      <RegisterCard
        items={register.data}
        loading={register.isPending}
        error={register.error}
        isSuper={isSuper}
      />
      <UploadForm offices={offices} onSaved={refresh} />
      <section
        aria-labelledby="documents-title"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 print:hidden"
      >
        <h2 id="documents-title" className="text-lg font-semibold text-slate-900">
          {isSuper ? 'All documents' : 'Your office’s documents'}
        </h2>
        <ErrorLine
          message={documents.isError ? (portalErrorMessage(documents.error) ?? 'Failed to fetch') : null}
        />
        {documents.isPending ? (
          <p className="py-6 text-center text-slate-600">Loading documents…</p>
        ) : (documents.data ?? []).length === 0 ? (
          <p className="py-6 text-center text-slate-600">No documents yet. Add the first one above.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {(documents.data ?? []).map((d) => (
              <li key={d.id} className="py-4">
                <DocumentRow doc={d} offices={offices} onSaved={refresh} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function stateOf(item: TransparencyItem): { text: string; className: string } {
  if (item.overdue)
    return {
      text: item.as_of ? 'Update due' : 'Nothing posted',
      className: 'bg-red-50 text-red-800 ring-red-200',
    };
  return { text: 'Up to date', className: 'bg-brand-50 text-brand-800 ring-brand-200' };
}

function RegisterCard(props: {
  items: TransparencyItem[] | undefined;
  loading: boolean;
  error: unknown;
  isSuper: boolean;
}) {
  const [exportError, setExportError] = useState<string | null>(null);
  const overdue = (props.items ?? []).filter((i) => i.overdue).length;
  return (
    <section
      aria-labelledby="register-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="register-title" className="text-lg font-semibold text-slate-900">
            Transparency Seal checklist
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {props.items
              ? overdue === 0
                ? 'Every item is up to date.'
                : `${overdue} of ${props.items.length} items need a new document.`
              : 'The items the Transparency Seal page must show, and when each is due.'}
          </p>
        </div>
        {props.isSuper ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() =>
                downloadChecklist().then(
                  () => setExportError(null),
                  (e) => setExportError(portalErrorMessage(e) ?? 'Download failed'),
                )
              }
            >
              <Download aria-hidden="true" className="size-4" />
              Download checklist
            </button>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </button>
          </div>
        ) : null}
      </div>
      <ErrorLine
        message={exportError ?? (props.error ? (portalErrorMessage(props.error) ?? 'Failed to fetch') : null)}
      />
      {props.loading ? (
        <p className="py-6 text-center text-slate-600">Loading the checklist…</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {(props.items ?? []).map((item) => {
            const state = stateOf(item);
            const latest = item.documents[0];
            return (
              <li key={item.key} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{item.title}</p>
                  <p className="text-sm text-slate-600">
                    {item.owner_name} · {item.rule_text}
                    {latest ? ` · Latest: ${latest.title}, as of ${item.as_of}` : ''}
                  </p>
                </div>
                <span
                  className={`w-fit rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${state.className}`}
                >
                  {state.text}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

interface Draft extends DocumentMetaDraft {
  status: PublishState;
}

function UploadForm({
  offices,
  onSaved,
}: {
  offices: { slug: string; name: string }[];
  onSaved: () => void;
}) {
  const empty = (): Draft => ({
    title: '',
    description: '',
    office: offices[0]?.slug ?? '',
    section: '',
    period: '',
    published_on: campusToday(),
    status: 'published',
  });
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const mutation = useMutation({
    mutationFn: (form: FormData) => uploadDocument(form),
    onSuccess: (reply) => {
      setDone(reply.message);
      setDraft(empty());
      if (fileRef.current) fileRef.current.value = '';
      onSaved();
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.body?.field : undefined;
      setErrors({ [field ?? 'form']: portalErrorMessage(error) ?? 'The document could not be saved' });
    },
  });
  const set = (k: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const next = documentMetaErrors(draft);
    const file = fileRef.current?.files?.[0];
    if (!file) next.file = 'Choose a file to upload';
    setErrors(next);
    if (Object.keys(next).length > 0 || !file) return;
    const form = new FormData();
    for (const [k, v] of Object.entries(draft)) form.append(k, v);
    form.append('file', file);
    mutation.mutate(form);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="upload-title"
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6 print:hidden"
    >
      <h2 id="upload-title" className="text-lg font-semibold text-slate-900 sm:col-span-2">
        Add a document
      </h2>
      <DocumentMetaFields draft={draft} set={set} errors={errors} offices={offices} />
      <Field
        label="File"
        required
        hint="PDF, Excel, Word or CSV, up to 25 MB"
        error={errors.file}
        className="sm:col-span-2"
      >
        <input ref={fileRef} type="file" accept=".pdf,.xlsx,.docx,.csv" className={inputClass} />
      </Field>
      <PublishChoice
        value={draft.status}
        onChange={(status) => setDraft((d) => ({ ...d, status }))}
        publishLabel="Yes, publish now"
        className="sm:col-span-2"
      />
      <ErrorLine message={errors.form ?? null} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className={buttonClass('primary')} disabled={mutation.isPending}>
          <Upload aria-hidden="true" className="size-4" />
          {mutation.isPending ? 'Uploading…' : 'Upload document'}
        </button>
        {done ? (
          <p role="status" className="text-sm font-medium text-brand-800">
            {done}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function DocumentRow({
  doc,
  offices,
  onSaved,
}: {
  doc: DocumentItem;
  offices: readonly { slug: string; name: string }[];
  onSaved: () => void;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const fail = (e: unknown) =>
    setMessage({ error: true, text: portalErrorMessage(e) ?? 'That did not work' });
  const replace = useMutation({
    mutationFn: (form: FormData) => replaceDocument(doc.id, form),
    onSuccess: (r) => {
      setMessage({ error: false, text: r.message });
      if (fileRef.current) fileRef.current.value = '';
      onSaved();
    },
    onError: fail,
  });
  const toggle = useMutation({
    mutationFn: () =>
      saveDocument(doc.id, {
        title: doc.title,
        description: doc.description,
        office: doc.office as OfficeSlug,
        section: doc.section,
        period: doc.period,
        published_on: doc.published_on,
        status: doc.status === 'published' ? 'draft' : 'published',
      }),
    onSuccess: (r) => {
      setMessage({ error: false, text: r.message });
      onSaved();
    },
    onError: fail,
  });
  const section = TRANSPARENCY_SECTIONS.find((s) => s.key === doc.section);
  const c = doc.current;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="font-semibold break-words text-slate-900">{doc.title}</p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${doc.status === 'published' ? 'bg-brand-50 text-brand-800 ring-brand-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
        >
          {doc.status === 'published' ? 'Published' : 'Draft'}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        {doc.office_name} · As of {formatPortalDate(doc.published_on)}
        {doc.period ? ` · ${doc.period}` : ''}
        {section ? ` · ${section.title}` : ''}
      </p>
      <p className="text-sm text-slate-600">
        Version {c.number}: {FORMAT[c.format]}, {sizeText(c.size_bytes)}
        {c.pages ? `, ${c.pages} page${c.pages === 1 ? '' : 's'}` : ''}
        {doc.versions.length > 1
          ? ` · ${doc.versions.length - 1} earlier version${doc.versions.length > 2 ? 's' : ''} kept`
          : ''}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={() => downloadVersion(doc, c.number).catch(fail)}
        >
          <Download aria-hidden="true" className="size-4" />
          Download
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-expanded={editing}
          onClick={() => setEditing((e) => !e)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit details
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
        >
          {doc.status === 'published' ? 'Move to drafts' : 'Publish'}
        </button>
        <label className={buttonClass('secondary', 'sm', 'cursor-pointer')}>
          <Upload aria-hidden="true" className="size-4" />
          {replace.isPending ? 'Uploading…' : 'Upload a new version'}
          <input
            ref={fileRef}
            type="file"
            accept=".pdf,.xlsx,.docx,.csv"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              const form = new FormData();
              form.append('file', file);
              replace.mutate(form);
            }}
          />
        </label>
      </div>
      {editing ? (
        <DocumentDetailsForm
          doc={doc}
          offices={offices}
          onDone={(saved) => {
            setEditing(false);
            if (saved) {
              setMessage({ error: false, text: saved });
              onSaved();
            }
          }}
        />
      ) : null}
      {doc.versions.length > 1 ? (
        <ul className="text-sm text-slate-600" aria-label={`Earlier versions of ${doc.title}`}>
          {doc.versions
            .filter((v) => v.superseded)
            .map((v) => (
              <li key={v.id}>
                <button
                  type="button"
                  className="underline hover:no-underline"
                  onClick={() => downloadVersion(doc, v.number).catch(fail)}
                >
                  Version {v.number}
                </button>{' '}
                (superseded, uploaded {formatPortalDate(v.uploaded_at)})
              </li>
            ))}
        </ul>
      ) : null}
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={`text-sm font-medium ${message.error ? 'text-red-700' : 'text-brand-800'}`}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
