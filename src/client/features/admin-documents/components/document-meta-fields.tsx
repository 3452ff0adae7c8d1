// A document's details as fields (title, description, office, Transparency Seal item, period, as-of date), used
// by the upload form and by Edit details, and checked in the browser by the contract's own schema.
import { TRANSPARENCY_SECTIONS } from '../../../../../content/transparency.ts';
import { documentMetaSchema } from '../../../../shared/contract/documents.ts';
import { type FieldErrors, issuesToErrors } from '../../../../shared/field-errors.ts';
import { Field, inputClass } from '../../../components/admin/form-field.tsx';

export interface DocumentMetaDraft {
  title: string;
  description: string;
  office: string;
  section: string;
  period: string;
  published_on: string;
}

/** The messages the server would give, per field ('form' for the whole); empty when the details can be sent. */
export function documentMetaErrors(draft: DocumentMetaDraft): FieldErrors {
  const parsed = documentMetaSchema.safeParse(draft);
  return parsed.success ? {} : issuesToErrors(parsed.error, 'form');
}

export function DocumentMetaFields({
  draft,
  set,
  errors,
  offices,
}: {
  draft: DocumentMetaDraft;
  set: (k: keyof DocumentMetaDraft) => (e: { target: { value: string } }) => void;
  errors: FieldErrors;
  offices: readonly { slug: string; name: string }[];
}) {
  return (
    <>
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
      <Field
        label="Year or period"
        optional
        hint="For example FY 2025, or 2025, 3rd quarter"
        error={errors.period}
      >
        <input value={draft.period} onChange={set('period')} maxLength={60} className={inputClass} />
      </Field>
      <Field label="As of" required error={errors.published_on}>
        <input type="date" value={draft.published_on} onChange={set('published_on')} className={inputClass} />
      </Field>
    </>
  );
}
