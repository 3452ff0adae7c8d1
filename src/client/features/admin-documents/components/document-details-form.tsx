// Changing a document's details (title, description, office, Transparency Seal item, period, as-of date)
// without uploading it again: the Documents screen opens this under the document. Errors next to the field;
// what was typed stays when a save fails.
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { DocumentItem, DocumentMeta } from '../../../../shared/contract/documents.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine } from '../../../components/admin/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { saveDocument } from '../api/documents.ts';
import { type DocumentMetaDraft, DocumentMetaFields, documentMetaErrors } from './document-meta-fields.tsx';

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
  const [draft, setDraft] = useState<DocumentMetaDraft>({
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
    const next = documentMetaErrors(draft);
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
      <DocumentMetaFields draft={draft} set={set} errors={errors} offices={offices} />
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
