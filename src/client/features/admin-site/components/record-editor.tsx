// The Site area's editor of one kind of record (alerts, events, vacancies): a form to add or change one, with
// required fields marked and each error next to its field, and the list with Edit and Delete. A refused save
// keeps everything typed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useCallback, useId, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, issuesToErrors } from '../../../../shared/field-errors.ts';
import {
  ConfirmDialog,
  type DialogMessage,
  MessageDialog,
} from '../../../components/admin/admin-dialogs.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { imageUrl } from '../../../lib/image-url.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { deleteRecord, fieldOf, listRecords, type RecordKind, saveRecord } from '../api/site-admin.ts';

export interface FieldDef {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'date' | 'time' | 'datetime' | 'select' | 'image';
  /** For an image: stores the chosen file and answers its stored name. */
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  required?: boolean;
  hint?: string;
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
  /** Takes the whole row on wide screens. */
  wide?: boolean;
}

export type FormValues = Record<string, string>;

export interface RecordEditorProps<R extends { id: number }> {
  kind: RecordKind;
  title: string;
  intro: ReactNode;
  /** 'alert', 'event', 'vacancy' */
  noun: string;
  fields: readonly FieldDef[];
  schema: z.ZodType;
  empty: () => FormValues;
  toForm: (record: R) => FormValues;
  /** Form strings to the request body (empty optional fields become null, times become UTC). */
  toInput: (values: FormValues) => unknown;
  summarize: (record: R) => { heading: string; lines: string[]; badge?: string };
  /** Records this user may change (office admins: their own office's events). */
  emptyText: string;
  /** The form's first values when they are not `empty()` (a template chosen on the dashboard). */
  initial?: FormValues;
  /** Above the form's fields: ways to fill the form in one go (the class suspension template). */
  templates?: (fill: (values: FormValues) => void) => ReactNode;
  /** More for one saved record, under its summary (an alert's updates); `saved` reloads the list. */
  more?: (record: R, saved: () => Promise<void>) => ReactNode;
  /** Whether this user may delete a record (default: yes). */
  canDelete?: (record: R) => boolean;
}

export function RecordEditor<R extends { id: number }>(props: RecordEditorProps<R>) {
  const { kind, title, intro, noun, fields, schema, empty, toForm, toInput, summarize } = props;
  usePageTitle(title);
  const queryClient = useQueryClient();
  const queryKey = ['admin', 'site', kind];
  const list = useQuery({ queryKey, queryFn: async () => (await listRecords(kind)) as unknown as R[] });
  const [values, setValues] = useState<FormValues>(() => props.initial ?? empty());
  const [editing, setEditing] = useState<R | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<R | null>(null);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const formTitleId = useId();

  const reset = () => {
    setEditing(null);
    setValues(empty());
    setErrors({});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = schema.safeParse(toInput(values));
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      await saveRecord(kind, editing?.id ?? null, parsed.data);
      reset();
      await queryClient.invalidateQueries({ queryKey });
      setDialog({
        kind: 'success',
        title: 'Success',
        message: editing ? 'Changes saved' : `The ${noun} was added`,
      });
    } catch (error) {
      const field = fieldOf(error);
      const message = portalErrorMessage(error) ?? 'Something went wrong. Please try again.';
      if (field && fields.some((f) => f.name === field)) setErrors({ [field]: message });
      else setDialog({ kind: 'error', title: 'Not saved', message });
    } finally {
      setBusy(false);
    }
  };

  const confirmRemove = async () => {
    const r = removing;
    setRemoving(null);
    if (!r) return;
    try {
      await deleteRecord(kind, r.id);
      if (editing?.id === r.id) reset();
      await queryClient.invalidateQueries({ queryKey });
      setDialog({ kind: 'success', title: 'Success', message: `The ${noun} was deleted` });
    } catch (error) {
      setDialog({ kind: 'error', title: 'Not deleted', message: portalErrorMessage(error) });
    }
  };

  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((x) => {
      const { [name]: _gone, _form: _formGone, ...rest } = x;
      return rest;
    });
  };

  const records = list.data ?? [];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <div className="mt-1 text-sm text-slate-600">{intro}</div>
      </div>

      <form
        onSubmit={submit}
        noValidate
        aria-labelledby={formTitleId}
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id={formTitleId} className="text-lg font-semibold text-slate-900">
          {editing
            ? `Edit ${noun}: ${summarize(editing).heading}`
            : `Add ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`}
        </h2>
        {!editing &&
          props.templates?.((filled) => {
            setValues(filled);
            setErrors({});
          })}
        <p className="text-sm text-slate-600">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((f) =>
            f.kind === 'image' ? (
              <ImageField
                key={f.name}
                field={f}
                value={values[f.name] ?? ''}
                onChange={(v) => set(f.name, v)}
                error={errors[f.name]}
                disabled={busy}
              />
            ) : (
              <Field
                key={f.name}
                label={f.label}
                required={f.required}
                hint={f.hint}
                error={errors[f.name]}
                className={f.wide || f.kind === 'textarea' ? 'sm:col-span-2' : undefined}
              >
                {control(f, values[f.name] ?? '', (v) => set(f.name, v), busy)}
              </Field>
            ),
          )}
        </div>
        {errors._form && <ErrorLine message={errors._form} />}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {busy ? 'Saving…' : editing ? 'Save changes' : `Add ${noun}`}
          </button>
          {editing && (
            <button type="button" className={buttonClass('secondary')} onClick={reset} disabled={busy}>
              Cancel
            </button>
          )}
        </div>
      </form>

      <section
        aria-label={`Saved ${noun === 'vacancy' ? 'vacancies' : `${noun}s`}`}
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <ErrorLine message={list.isError ? (portalErrorMessage(list.error) ?? 'Failed to fetch') : null} />
        {list.isPending ? (
          <p className="py-6 text-center text-slate-600">Loading…</p>
        ) : records.length === 0 ? (
          <p className="py-6 text-center text-slate-600">{props.emptyText}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {records.map((r) => {
              const d = summarize(r);
              return (
                <li
                  key={r.id}
                  className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">
                      {d.heading}
                      {d.badge && (
                        <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                          {d.badge}
                        </span>
                      )}
                    </p>
                    {d.lines.map((line) => (
                      <p key={line} className="text-sm break-words text-slate-600">
                        {line}
                      </p>
                    ))}
                    {props.more?.(r, () => queryClient.invalidateQueries({ queryKey }))}
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      aria-label={`Edit ${d.heading}`}
                      onClick={() => {
                        setEditing(r);
                        setValues(toForm(r));
                        setErrors({});
                        document.getElementById(formTitleId)?.scrollIntoView({ block: 'start' });
                      }}
                    >
                      Edit
                    </button>
                    {props.canDelete?.(r) === false ? null : (
                      <button
                        type="button"
                        className={buttonClass('secondary', 'sm')}
                        aria-label={`Delete ${d.heading}`}
                        onClick={() => setRemoving(r)}
                      >
                        Delete
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <ConfirmDialog
        isOpen={removing !== null}
        title={`Delete this ${noun}?`}
        message={removing ? `“${summarize(removing).heading}” will be removed from the site.` : ''}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
      <MessageDialog message={dialog} onClose={closeDialog} />
    </div>
  );
}

/** A picture: its preview, a file choice that uploads at once (errors next to it), and Remove picture. */
function ImageField({
  field,
  value,
  onChange,
  error,
  disabled,
}: {
  field: FieldDef;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  disabled: boolean;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState('');
  const upload = async (file: File | undefined) => {
    if (!file || !field.upload) return;
    setProgress(0);
    setUploadError('');
    try {
      onChange(await field.upload(file, setProgress));
    } catch (e) {
      setUploadError(portalErrorMessage(e) ?? 'The picture could not be uploaded.');
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="grid gap-3 sm:col-span-2 sm:grid-cols-[10rem_1fr] sm:items-start">
      {value ? (
        <img
          src={imageUrl(value, 260, 60)}
          alt=""
          className="aspect-[16/10] w-full max-w-60 rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <div className="grid aspect-[16/10] w-full max-w-60 place-items-center rounded-lg bg-slate-100 text-sm text-slate-600">
          No picture
        </div>
      )}
      <div className="flex flex-col gap-2">
        <Field
          label={field.label}
          required={field.required}
          error={uploadError || error}
          hint={progress !== null ? `Uploading… ${Math.round(progress)}%` : field.hint}
        >
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            disabled={disabled || progress !== null}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
            onChange={(e) => upload(e.target.files?.[0])}
          />
        </Field>
        {value && (
          <button
            type="button"
            className={`${buttonClass('secondary', 'sm')} self-start`}
            disabled={disabled}
            onClick={() => onChange('')}
          >
            Remove picture
          </button>
        )}
      </div>
    </div>
  );
}

function control(f: FieldDef, value: string, onChange: (v: string) => void, disabled: boolean) {
  const common = { value, disabled, className: inputClass, required: f.required };
  switch (f.kind) {
    case 'textarea':
      return (
        <textarea {...common} rows={5} maxLength={f.maxLength} onChange={(e) => onChange(e.target.value)} />
      );
    case 'select':
      return (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          <option value="">Choose…</option>
          {f.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    case 'datetime':
      return <input {...common} type="datetime-local" onChange={(e) => onChange(e.target.value)} />;
    default:
      return (
        <input {...common} type={f.kind} maxLength={f.maxLength} onChange={(e) => onChange(e.target.value)} />
      );
  }
}
