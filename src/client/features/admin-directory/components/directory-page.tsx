// /administrator/directory: how visitors reach the offices and faculty this staff member keeps (an office
// admin their office's entries, a superadmin every one): phone, e-mail, room and building, office hours and
// head of each office; e-mail and consultation hours of each faculty member. Each entry is its own small form,
// checked with the contract's schema before it is sent; a save over someone else's newer one is refused.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import {
  type DirectoryOffice,
  type FacultyMember,
  facultyContactInputSchema,
  officeContactInputSchema,
} from '../../../../shared/contract/directory.ts';
import { OFFICES } from '../../../../shared/contract/offices.ts';
import { type FieldErrors, issuesToErrors } from '../../../../shared/field-errors.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { ReviewDateLine } from '../../../components/admin/review-date-line.tsx';
import { useAdminUser } from '../../../lib/admin-session.ts';
import { REVIEW_DATES_QUERY_KEY } from '../../../lib/api/review-dates.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  DIRECTORY_QUERY_KEY,
  getDirectory,
  saveFacultyContact,
  saveOfficeContact,
} from '../api/directory.ts';

export function Component() {
  usePageTitle('Directory');
  const user = useAdminUser();
  const directory = useQuery({
    queryKey: DIRECTORY_QUERY_KEY,
    queryFn: ({ signal }) => getDirectory(signal),
  });
  const offices = directory.data?.offices ?? [];
  const faculty = directory.data?.faculty ?? [];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Directory</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">
          How visitors reach {user.role === 'superadmin' ? 'each office and faculty member' : 'your office'}:
          what you save here shows at once in the Staff and Faculty Directories and their search.
        </p>
        <p className="mt-2 flex flex-wrap gap-x-5 text-sm">
          <a
            href="/staff"
            className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline"
          >
            See the Staff Directory <ExternalLink aria-hidden="true" className="size-4" />
          </a>
          <a
            href="/faculty"
            className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline"
          >
            See the Faculty Directory <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </p>
      </div>
      <ErrorLine
        message={directory.isError ? (portalErrorMessage(directory.error) ?? 'Failed to fetch') : null}
      />
      {directory.isPending ? (
        <p className="py-6 text-center text-slate-600">Loading the directory…</p>
      ) : offices.length + faculty.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">
          Your office has no entries in the directories.
        </p>
      ) : null}
      {offices.length > 0 && (
        <section aria-labelledby="offices-heading" className="grid gap-3">
          <h2 id="offices-heading" className="text-lg font-semibold text-slate-900">
            Offices
          </h2>
          {offices.map((o) => (
            <Entry key={o.id} title={o.name} summary={[o.phone, o.email].filter(Boolean).join(' · ')}>
              <div className="flex flex-col gap-4">
                <OfficeForm office={o} />
                <ReviewDateLine kind="directory_office" itemKey={o.id} />
              </div>
            </Entry>
          ))}
        </section>
      )}
      {faculty.length > 0 && (
        <section aria-labelledby="faculty-heading" className="grid gap-3">
          <h2 id="faculty-heading" className="text-lg font-semibold text-slate-900">
            Faculty
          </h2>
          {faculty.map((p) => (
            <Entry
              key={p.id}
              title={p.name}
              summary={`${p.position}, ${OFFICES.find((o) => o.slug === p.program)?.abbrev ?? p.program}`}
            >
              <div className="flex flex-col gap-4">
                <FacultyForm person={p} />
                <ReviewDateLine kind="directory_faculty" itemKey={String(p.id)} />
              </div>
            </Entry>
          ))}
        </section>
      )}
    </div>
  );
}

/** One entry, its form folded away until opened. */
function Entry({ title, summary, children }: { title: string; summary: string; children: React.ReactNode }) {
  return (
    <details className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-baseline gap-x-3 px-4 py-3">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-600">{summary}</span>
      </summary>
      <div className="border-t border-slate-100 p-4">{children}</div>
    </details>
  );
}

/** Saves through `save` after checking with the contract's schema; the list is refreshed after a save. */
/** One field of a contact form: its key, label, hint and input type. */
type ContactField<K extends string> = readonly [
  key: K,
  label: string,
  hint: string | undefined,
  type: 'text' | 'email' | 'tel',
];

/**
 * A directory entry's contact form: fields kept as typed, checked with the contract's schema before sending (a
 * message next to each wrong field), saved with the entry's version so a stale form is refused.
 */
function ContactForm<K extends string>({
  label,
  fields,
  initial,
  version,
  schema,
  save,
}: {
  label: string;
  fields: readonly ContactField<K>[];
  initial: Record<K, string>;
  version: number;
  schema: z.ZodType<Record<K, string> & { version: number }>;
  save: (body: Record<K, string> & { version: number }) => Promise<{ message: string }>;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      // A save counts as a review (ADR 0051): the review line follows.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DIRECTORY_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: REVIEW_DATES_QUERY_KEY }),
      ]);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = schema.safeParse({ ...draft, version });
    setErrors(parsed.success ? {} : issuesToErrors(parsed.error));
    if (parsed.success) mutation.mutate(parsed.data);
  };
  const pending = mutation.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {fields.map(([key, fieldLabel, hint, type]) => (
        <Field key={key} label={fieldLabel} hint={hint} error={errors[key]} optional>
          <input
            type={type}
            value={draft[key]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDraft((d) => ({ ...d, [key]: value }));
            }}
            className={inputClass}
          />
        </Field>
      ))}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className={buttonClass('primary')} disabled={pending}>
          {pending ? 'Saving…' : 'Save'}
        </button>
        <p role="status" className="text-sm font-medium text-brand-800">
          {mutation.isSuccess ? mutation.data.message : undefined}
        </p>
        <ErrorLine
          message={mutation.isError ? (portalErrorMessage(mutation.error) ?? 'Failed to save') : null}
        />
      </div>
    </form>
  );
}

const OFFICE_FIELDS = [
  ['phone', 'Phone', 'With the local number, like (042) 724-0158 local 102', 'tel'],
  ['email', 'E-mail', undefined, 'email'],
  ['room', 'Room', 'Room, window or floor', 'text'],
  ['building', 'Building', undefined, 'text'],
  ['hours', 'Office hours', 'Like Monday to Friday, 8:00 a.m. to 5:00 p.m.', 'text'],
  ['head_name', 'Head of office', 'Name as the public should see it', 'text'],
  ['head_title', 'Head’s position', undefined, 'text'],
] as const;

const FACULTY_FIELDS = [
  ['email', 'E-mail', undefined, 'email'],
  ['consultation_hours', 'Consultation hours', 'Like Tuesday and Thursday, 9:00 to 11:00 a.m.', 'text'],
] as const;

/** The values of `fields` in `entry`, as the form starts with them. */
const valuesOf = <K extends string>(fields: readonly ContactField<K>[], entry: Record<K, string>) =>
  Object.fromEntries(fields.map(([key]) => [key, entry[key]])) as Record<K, string>;

function OfficeForm({ office }: { office: DirectoryOffice }) {
  return (
    <ContactForm
      label={`Contact details of ${office.name}`}
      fields={OFFICE_FIELDS}
      initial={valuesOf(OFFICE_FIELDS, office)}
      version={office.version}
      schema={officeContactInputSchema}
      save={(body) => saveOfficeContact(office.id, body)}
    />
  );
}

function FacultyForm({ person }: { person: FacultyMember }) {
  return (
    <ContactForm
      label={`Contact details of ${person.name}`}
      fields={FACULTY_FIELDS}
      initial={valuesOf(FACULTY_FIELDS, person)}
      version={person.version}
      schema={facultyContactInputSchema}
      save={(body) => saveFacultyContact(person.id, body)}
    />
  );
}
