// Changing a document's details (title, description, office, Transparency Seal item, period, as-of date)
// without uploading it again: the Documents screen opens this under the document. Errors next to the field;
// what was typed stays when a save fails.
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TRANSPARENCY_SECTIONS } from '../../../../../content/transparency.ts';
import type { DocumentItem, DocumentMeta } from '../../../../shared/contract/documents.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { saveDocument } from '../api/documents.ts';

export function DocumentDetailsForm({
  doc,
  offices,
  onDone,
}: {
  doc: DocumentItem;
  offices: readonly { slug: string; name: string }[];
  /** Called with the server's message after a save, or with null when the form is closed unsaved. */
  onDone: (message: string | null) => void;
}) {
  const [draft, setDraft] = useState({
    title: doc.title,
    description: doc.description,
    office: doc.office,
    section: doc.section,
    period: doc.period,
    published_on: doc.published_on,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => saveDocument(doc.id, { ...draft, status: doc.status } as DocumentMeta),
    onSuccess: (r) => onDone(r.message),
    onError: (error) => {
      const field = error instanceof ApiError ? error.body?.field : undefined;
      setErrors({ [field ?? 'form']: portalErrorMessage(error) ?? 'The details could not be saved' });
    },
  });
  const set = (k: keyof typeof draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!draft.title.trim()) next.title = 'Title is required';
    if (!draft.published_on) next.published_on = 'Date is required';
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Details of ${doc.title}`}
      className="grid gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:grid-cols-2"
    >
      <Field label="Title" required error={errors.title} className="sm:col-span-2">
        <input value={draft.title} onChange={set('title')} maxLength={200} className={inputClass} />
      </Field>
      <Field label="Description" optional error={errors.description} className="sm:col-span-2">
        <textarea
          value={draft.description}
          onChange={set('description')}
          rows={2}
          maxLength={2000}
          className={inputClass}
        />
      </Field>
      <Field label="Office" required error={errors.office}>
        <select value={draft.office} onChange={set('office')} className={inputClass}>
          {offices.map((o) => (
            <option key={o.slug} value={o.slug}>
              {o.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Transparency Seal item" optional error={errors.section}>
        <select value={draft.section} onChange={set('section')} className={inputClass}>
          <option value="">Not a Transparency Seal item</option>
          {TRANSPARENCY_SECTIONS.map((s) => (
            <option key={s.key} value={s.key}>
              {s.title}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Year or period" optional error={errors.period}>
        <input value={draft.period} onChange={set('period')} maxLength={60} className={inputClass} />
      </Field>
      <Field label="As of" required error={errors.published_on}>
        <input type="date" value={draft.published_on} onChange={set('published_on')} className={inputClass} />
      </Field>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <ErrorLine message={errors.form ?? null} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'sm')}>
            {save.isPending ? 'Saving…' : 'Save details'}
          </button>
          <button type="button" onClick={() => onDone(null)} className={buttonClass('ghost', 'sm')}>
            Cancel
          </button>
        </div>
      </div>
    </form>
  );
}
