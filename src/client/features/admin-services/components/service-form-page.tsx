// /administrator/services/new and /administrator/services/{id}: one service of the Citizen's Charter. Every
// part of the charter's layout is a field: the checklist of requirements and the steps are lists with a row
// each, added and removed with buttons. The contract's own rules check it before it is sent, so every error
// shows next to its field at once; nothing typed is lost on an error.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Plus, Save, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  type CitizenService,
  CLASSIFICATION_LABELS,
  SERVICE_CLASSIFICATIONS,
  type ServiceInput,
  serviceInputSchema,
} from '../../../../shared/contract/citizen-services.ts';
import { OFFICES, type OfficeSlug } from '../../../../shared/contract/offices.ts';
import { issuesToErrors } from '../../../../shared/field-errors.ts';
import { servicePath } from '../../../../shared/routes.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { PublishChoice } from '../../../components/admin/publish-choice.tsx';
import { ReviewDateLine } from '../../../components/admin/review-date-line.tsx';
import { canManageOffice, useAdminUser } from '../../../lib/admin-session.ts';
import { REVIEW_DATES_QUERY_KEY } from '../../../lib/api/review-dates.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { getService, SERVICES_QUERY_KEY, saveService } from '../api/services.ts';
import { editServicePath, SERVICES_ADMIN_PATH } from '../service-routes.ts';

type Requirement = ServiceInput['requirements'][number];
type Step = { client: string; agency: string; fee: string; time: string; person: string };
type Draft = Omit<ServiceInput, 'requirements' | 'steps'> & { requirements: Requirement[]; steps: Step[] };

const emptyStep = (): Step => ({ client: '', agency: '', fee: 'None', time: '', person: '' });
const emptyRequirement = (): Requirement => ({ item: '', where: '' });

const draftOf = (s: CitizenService): Draft => ({
  title: s.title,
  slug: s.slug,
  office: s.office as OfficeSlug,
  unit: s.unit,
  description: s.description,
  classification: s.classification,
  transaction_type: s.transaction_type,
  who_may_avail: s.who_may_avail,
  requirements: s.requirements,
  steps: s.steps.map((st) => ({ ...st, fee: st.fee ?? 'None' })),
  total_fees: s.total_fees,
  total_time: s.total_time,
  status: s.status,
});

export function Component() {
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const service = useQuery({
    queryKey: [...SERVICES_QUERY_KEY, id],
    queryFn: ({ signal }) => getService(id ?? 0, signal),
    enabled: id !== null,
  });
  usePageTitle(id === null ? 'Add a service' : 'Edit service');
  if (id !== null && service.isPending)
    return <p className="py-6 text-center text-slate-600">Loading service…</p>;
  if (id !== null && service.isError)
    return <ErrorLine message={portalErrorMessage(service.error) ?? 'The service could not be loaded'} />;
  return <ServiceForm key={id ?? 'new'} id={id} initial={service.data ? draftOf(service.data) : null} />;
}

function ServiceForm({ id, initial }: { id: number | null; initial: Draft | null }) {
  const user = useAdminUser();
  const client = useQueryClient();
  const offices = OFFICES.filter((o) => canManageOffice(user, o.slug));
  const [draft, setDraft] = useState<Draft>(
    () =>
      initial ?? {
        title: '',
        slug: '',
        office: (offices[0]?.slug ?? 'administration') as OfficeSlug,
        unit: '',
        description: '',
        classification: 'simple',
        transaction_type: 'Government to Citizen (G2C)',
        who_may_avail: '',
        requirements: [emptyRequirement()],
        steps: [emptyStep()],
        total_fees: 'None',
        total_time: '',
        status: 'published',
      },
  );
  const [savedId, setSavedId] = useState<number | null>(id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<{ text: string; slug: string; published: boolean } | null>(null);
  const mutation = useMutation({
    mutationFn: (body: ServiceInput) => saveService(savedId, body),
    onSuccess: (reply) => {
      setSavedId(reply.service.id);
      setDraft(draftOf(reply.service));
      setDone({
        text: reply.message,
        slug: reply.service.slug,
        published: reply.service.status === 'published',
      });
      if (savedId === null) window.history.replaceState(null, '', editServicePath(reply.service.id));
      void client.invalidateQueries({ queryKey: SERVICES_QUERY_KEY });
      void client.invalidateQueries({ queryKey: REVIEW_DATES_QUERY_KEY });
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.body?.field : undefined;
      setErrors({ [field ?? 'form']: portalErrorMessage(error) ?? 'The service could not be saved' });
    },
  });

  const set =
    <K extends keyof Draft>(k: K) =>
    (e: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [k]: e.target.value }));
  const setRow =
    <L extends 'requirements' | 'steps'>(list: L, i: number, k: keyof Draft[L][number]) =>
    (e: { target: { value: string } }) =>
      setDraft((d) => ({
        ...d,
        [list]: (d[list] as Array<Record<string, string>>).map((row, n) =>
          n === i ? { ...row, [k]: e.target.value } : row,
        ),
      }));
  const removeRow = (list: 'requirements' | 'steps', i: number) =>
    setDraft((d) => ({ ...d, [list]: (d[list] as unknown[]).filter((_, n) => n !== i) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const parsed = serviceInputSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error, 'form'));
      return;
    }
    setErrors({});
    mutation.mutate(draft);
  };
  const section = 'grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6';

  return (
    <form onSubmit={submit} noValidate className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <Link
          to={SERVICES_ADMIN_PATH}
          className="inline-flex min-h-11 items-center text-sm text-brand-800 underline"
        >
          ← All services
        </Link>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {savedId === null ? 'Add a service' : draft.title || 'Edit service'}
        </h1>
      </div>
      {savedId === null ? null : <ReviewDateLine kind="charter_service" itemKey={String(savedId)} />}

      <section aria-labelledby="about-title" className={section}>
        <h2 id="about-title" className="text-lg font-semibold text-slate-900 sm:col-span-2">
          About the service
        </h2>
        <Field label="Name of the service" required error={errors.title} className="sm:col-span-2">
          <input value={draft.title} onChange={set('title')} maxLength={200} className={inputClass} />
        </Field>
        <Field label="What it is" optional error={errors.description} className="sm:col-span-2">
          <textarea
            value={draft.description}
            onChange={set('description')}
            rows={2}
            maxLength={1000}
            className={inputClass}
          />
        </Field>
        <Field label="Office that delivers it" required hint="As the charter names it" error={errors.unit}>
          <input value={draft.unit} onChange={set('unit')} maxLength={150} className={inputClass} />
        </Field>
        <Field
          label="Kept by"
          required
          hint="The portal office that keeps this service up to date"
          error={errors.office}
        >
          <select value={draft.office} onChange={set('office')} className={inputClass}>
            {offices.map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Who may avail" required error={errors.who_may_avail} className="sm:col-span-2">
          <input
            value={draft.who_may_avail}
            onChange={set('who_may_avail')}
            maxLength={500}
            className={inputClass}
          />
        </Field>
        <Field label="Type of transaction" optional error={errors.transaction_type}>
          <input
            value={draft.transaction_type}
            onChange={set('transaction_type')}
            maxLength={100}
            className={inputClass}
          />
        </Field>
        <Field
          label="Web address"
          optional
          hint={`Made from the name when empty: /services/…`}
          error={errors.slug}
        >
          <input value={draft.slug} onChange={set('slug')} maxLength={80} className={inputClass} />
        </Field>
        <fieldset className="flex flex-col gap-1 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Classification</legend>
          {SERVICE_CLASSIFICATIONS.map((c) => (
            <label key={c} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="classification"
                checked={draft.classification === c}
                onChange={() => setDraft((d) => ({ ...d, classification: c }))}
              />
              {CLASSIFICATION_LABELS[c]}
            </label>
          ))}
        </fieldset>
      </section>

      <section aria-labelledby="req-title" className={section}>
        <h2 id="req-title" className="text-lg font-semibold text-slate-900 sm:col-span-2">
          Checklist of requirements
        </h2>
        {draft.requirements.length === 0 ? (
          <p className="text-sm text-slate-600 sm:col-span-2">No documents are needed.</p>
        ) : null}
        {draft.requirements.map((r, i) => (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; their order is their identity
            key={i}
            className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-[1fr_1fr_auto]"
          >
            <legend className="px-1 text-sm font-medium text-slate-700">Requirement {i + 1}</legend>
            <Field label="What to bring" required error={errors[`requirements.${i}.item`]}>
              <input
                value={r.item}
                onChange={setRow('requirements', i, 'item')}
                maxLength={300}
                className={inputClass}
              />
            </Field>
            <Field label="Where to get it" required error={errors[`requirements.${i}.where`]}>
              <input
                value={r.where}
                onChange={setRow('requirements', i, 'where')}
                maxLength={200}
                className={inputClass}
              />
            </Field>
            <button
              type="button"
              className={`${buttonClass('ghost', 'sm')} self-end`}
              onClick={() => removeRow('requirements', i)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove<span className="sr-only"> requirement {i + 1}</span>
            </button>
          </fieldset>
        ))}
        <div className="sm:col-span-2">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => setDraft((d) => ({ ...d, requirements: [...d.requirements, emptyRequirement()] }))}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a requirement
          </button>
        </div>
      </section>

      <section aria-labelledby="steps-title" className={section}>
        <h2 id="steps-title" className="text-lg font-semibold text-slate-900 sm:col-span-2">
          Steps
        </h2>
        <ErrorLine message={errors.steps ?? null} />
        {draft.steps.map((st, i) => (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; their order is their identity
            key={i}
            className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2"
          >
            <legend className="px-1 text-sm font-medium text-slate-700">Step {i + 1}</legend>
            <Field label="What the client does" required error={errors[`steps.${i}.client`]}>
              <textarea
                value={st.client}
                onChange={setRow('steps', i, 'client')}
                rows={2}
                maxLength={500}
                className={inputClass}
              />
            </Field>
            <Field label="What the office does" required error={errors[`steps.${i}.agency`]}>
              <textarea
                value={st.agency}
                onChange={setRow('steps', i, 'agency')}
                rows={2}
                maxLength={500}
                className={inputClass}
              />
            </Field>
            <Field label="Fee" hint="None when free" error={errors[`steps.${i}.fee`]}>
              <input
                value={st.fee}
                onChange={setRow('steps', i, 'fee')}
                maxLength={200}
                className={inputClass}
              />
            </Field>
            <Field label="Processing time" required error={errors[`steps.${i}.time`]}>
              <input
                value={st.time}
                onChange={setRow('steps', i, 'time')}
                maxLength={100}
                className={inputClass}
              />
            </Field>
            <Field label="Person responsible" required error={errors[`steps.${i}.person`]}>
              <input
                value={st.person}
                onChange={setRow('steps', i, 'person')}
                maxLength={150}
                className={inputClass}
              />
            </Field>
            {draft.steps.length > 1 ? (
              <button
                type="button"
                className={`${buttonClass('ghost', 'sm')} self-end justify-self-start`}
                onClick={() => removeRow('steps', i)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove<span className="sr-only"> step {i + 1}</span>
              </button>
            ) : null}
          </fieldset>
        ))}
        <div className="sm:col-span-2">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => setDraft((d) => ({ ...d, steps: [...d.steps, emptyStep()] }))}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a step
          </button>
        </div>
        <Field label="Total fees" required error={errors.total_fees}>
          <input
            value={draft.total_fees}
            onChange={set('total_fees')}
            maxLength={200}
            className={inputClass}
          />
        </Field>
        <Field
          label="Total processing time"
          required
          hint="For example 5 working days and 20 minutes"
          error={errors.total_time}
        >
          <input
            value={draft.total_time}
            onChange={set('total_time')}
            maxLength={100}
            className={inputClass}
          />
        </Field>
      </section>

      <section className={section} aria-label="Save">
        <PublishChoice
          value={draft.status ?? 'published'}
          onChange={(status) => setDraft((d) => ({ ...d, status }))}
          publishLabel="Yes, publish it"
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <ErrorLine
            message={
              errors.form ??
              (Object.keys(errors).length > 0 ? 'Please correct the fields marked above' : null)
            }
          />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className={buttonClass('primary')} disabled={mutation.isPending}>
            <Save aria-hidden="true" className="size-4" />
            {mutation.isPending ? 'Saving…' : 'Save service'}
          </button>
          {done ? (
            <p role="status" className="flex flex-wrap items-center gap-2 text-sm font-medium text-brand-800">
              {done.text}
              {done.published ? (
                <a
                  href={servicePath(done.slug)}
                  className="inline-flex min-h-11 items-center gap-1 underline"
                >
                  View its page <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              ) : null}
            </p>
          ) : null}
        </div>
      </section>
    </form>
  );
}
