// The FOI request form: a plain form that posts to its own page, so it works before and without JavaScript
// (the server checks it with the contract's schema and draws the page again with the fields as typed and a
// message under each wrong one: src/server/routes/page-forms.ts). Awake, it sends by the API instead; the
// server's 400 names the field, and the message shows under it. Nothing typed is lost on an error.
import { clsx } from 'clsx';
import { LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FOI_FORMATS } from '../../../../../content/foi-manual.ts';
import type { FoiRequestForm } from '../../../../shared/contract/foi.ts';
import {
  FOI_MESSAGES,
  FOI_NAME_MAX,
  FOI_SUBJECT_MAX,
  FOI_TEXT_MAX,
} from '../../../../shared/contract/foi-rules.ts';
import { PAGE_FORM_PATHS, type PostedValues } from '../../../../shared/contract/page-forms.ts';
import type { FieldErrors } from '../../../../shared/field-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';

type Field = keyof FoiRequestForm;
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'information', 'purpose', 'format'];

/** Each field's input id, in the form's order (the error summary links to them; format's is its first choice). */
export const FOI_FIELD_IDS = Object.fromEntries(FIELDS.map((f) => [f, `foi-${f}`])) as Record<Field, string>;

const fieldClass = (invalid: boolean) =>
  clsx(
    'mt-2 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm',
    'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none',
    invalid ? 'border-red-600' : 'border-slate-300',
  );

export interface FoiFormProps {
  /** A post the server has already checked: the fields as typed, their messages, or one for the whole form. */
  initial?: { values: PostedValues; errors: FieldErrors; failed?: string };
  onSent: (values: FoiRequestForm) => Promise<void>;
}

export function FoiForm({ initial, onSent }: FoiFormProps) {
  const [values, setValues] = useState<FoiRequestForm>(
    () => Object.fromEntries(FIELDS.map((f) => [f, initial?.values[f] ?? ''])) as FoiRequestForm,
  );
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [failed, setFailed] = useState<string | undefined>(initial?.failed);
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const fieldError = (field: Field) => errors[field];
  const describedBy = (field: Field, hint?: boolean) =>
    fieldError(field) ? `foi-${field}-error` : hint ? `foi-${field}-hint` : undefined;
  const errorLine = (field: Field) =>
    fieldError(field) ? (
      <p id={`foi-${field}-error`} className="mt-2 text-sm font-medium text-red-700">
        {fieldError(field)}
      </p>
    ) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setFailed(undefined);
    try {
      await onSent(values);
    } catch (err) {
      const field = err instanceof ApiError && err.status === 400 ? (err.body?.field as Field) : undefined;
      if (field) {
        setErrors({ [field]: err instanceof Error ? err.message : '' });
        document.getElementById(`foi-${field}`)?.focus();
      } else setFailed(FOI_MESSAGES.submitFailed);
    } finally {
      setBusy(false);
    }
  };

  const text = (
    field: Field,
    label: string,
    opts: { type?: string; max: number; hint?: string; auto?: string },
  ) => (
    <div>
      <label htmlFor={`foi-${field}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`foi-${field}`}
        name={field}
        type={opts.type ?? 'text'}
        autoComplete={opts.auto ?? 'off'}
        maxLength={opts.max}
        value={values[field]}
        onChange={set(field)}
        aria-invalid={fieldError(field) ? true : undefined}
        aria-describedby={describedBy(field, Boolean(opts.hint))}
        className={fieldClass(Boolean(fieldError(field)))}
      />
      {errorLine(field) ??
        (opts.hint ? (
          <p id={`foi-${field}-hint`} className="mt-2 text-sm text-slate-600">
            {opts.hint}
          </p>
        ) : null)}
    </div>
  );
  const area = (field: Field, label: string, hint: string) => (
    <div>
      <label htmlFor={`foi-${field}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={`foi-${field}`}
        name={field}
        rows={5}
        maxLength={FOI_TEXT_MAX}
        value={values[field]}
        onChange={set(field)}
        aria-invalid={fieldError(field) ? true : undefined}
        aria-describedby={describedBy(field, true)}
        className={clsx(fieldClass(Boolean(fieldError(field))), 'min-h-32 resize-y leading-relaxed')}
      />
      {errorLine(field) ?? (
        <p id={`foi-${field}-hint`} className="mt-2 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );

  return (
    <form
      method="post"
      action={PAGE_FORM_PATHS.foi}
      onSubmit={submit}
      noValidate
      aria-labelledby="foi-form-title"
    >
      <h2 id="foi-form-title" className="heading-3 text-slate-900">
        Your request
      </h2>
      <p className="mt-1 text-sm text-slate-600">Every field is required.</p>
      <fieldset disabled={busy} className="mt-6 space-y-6">
        <legend className="sr-only">Your request</legend>
        {text('name', 'Your name', { max: FOI_NAME_MAX, auto: 'name' })}
        {text('email', 'Your e-mail address', {
          type: 'email',
          max: 254,
          auto: 'email',
          hint: 'We send your reference number and our answer here.',
        })}
        {text('subject', 'Title of your request', {
          max: FOI_SUBJECT_MAX,
          hint: 'A short title, shown in the public disclosure log (without your name).',
        })}
        {area(
          'information',
          'Information you are asking for',
          'Describe the records as precisely as you can: what, which office, which period.',
        )}
        {area('purpose', 'Purpose', 'What you will use the information for, as the FOI Manual asks.')}
        <fieldset aria-describedby={describedBy('format')}>
          <legend className="text-sm font-medium text-slate-800">Preferred format</legend>
          <div className="mt-2 grid gap-2">
            {FOI_FORMATS.map((f) => (
              <label
                key={f.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="format"
                  value={f.id}
                  checked={values.format === f.id}
                  onChange={set('format')}
                  id={f.id === FOI_FORMATS[0].id ? 'foi-format' : undefined}
                  className="size-4 accent-brand-700"
                />
                {f.label}
              </label>
            ))}
          </div>
          {errorLine('format')}
        </fieldset>
      </fieldset>
      {failed ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {failed}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className="btn btn-primary mt-6 w-full px-6 shadow-sm sm:w-auto">
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-5" />
        )}
        {busy ? 'Sending…' : 'Send FOI request'}
      </button>
    </form>
  );
}
