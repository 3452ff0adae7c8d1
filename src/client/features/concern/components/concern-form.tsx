// The concern form: a plain form that posts to its own page, so it works before and without JavaScript (the
// server checks it with the contract's schema and draws the page again: src/server/routes/page-forms.ts).
// Awake, it checks with the same schema in the browser, sends by the API, counts characters as they are typed,
// and clears a field's message when the field is edited (docs/product/public-site.md#validation).
import { clsx } from 'clsx';
import { LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { ConcernForm as ConcernValues } from '../../../../shared/contract/concern.ts';
import {
  CONCERN_MESSAGE_MAX,
  CONCERN_MESSAGE_MIN,
  CONCERN_MESSAGES,
} from '../../../../shared/contract/concern-rules.ts';
import { PAGE_FORM_PATHS, type PostedValues } from '../../../../shared/contract/page-forms.ts';
import { type FieldErrors, issuesToErrors } from '../../../../shared/field-errors.ts';

/**
 * The shared contract's schema, loaded when the visitor first touches the form rather than with the page:
 * zod is larger than the rest of the page's script (docs/decisions/0026-public-pages-as-islands.md).
 */
let schema: Promise<typeof import('../../../../shared/contract/concern.ts')['concernFormSchema']> | undefined;
const prepareSchema = () => {
  schema ??= import('../../../../shared/contract/concern.ts')
    .then((m) => m.concernFormSchema)
    .catch((error: unknown) => {
      schema = undefined; // a failed download is tried again on the next attempt
      throw error;
    });
  return schema;
};

type Field = keyof ConcernValues;

/** Each field's input id, in the form's order (the error summary links to them). */
export const CONCERN_FIELD_IDS: Record<Field, string> = {
  replyEmail: 'concern-email',
  message: 'concern-message',
};

const fieldClass = (invalid: boolean) =>
  clsx(
    'mt-2 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-red-600' : 'border-slate-300',
  );

export interface ConcernFormProps {
  /** A post the server has already checked: the fields as typed, their messages, or one for the whole form. */
  initial?: { values: PostedValues; errors: FieldErrors; failed?: string };
  onSubmit: (values: ConcernValues) => Promise<void>;
}

export function ConcernForm({ initial, onSubmit }: ConcernFormProps) {
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [failed, setFailed] = useState<string | undefined>(initial?.failed);
  const [submitting, setSubmitting] = useState(false);
  const [length, setLength] = useState((initial?.values.message ?? '').length);

  const edited = (field: Field) => () => {
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailed(undefined);
    let check: Awaited<ReturnType<typeof prepareSchema>>;
    try {
      check = await prepareSchema();
    } catch {
      // The checker could not be loaded: the server checks the post itself and answers with the page.
      form.submit();
      return;
    }
    const parsed = check.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error));
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } catch {
      setFailed(CONCERN_MESSAGES.submitFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      method="post"
      action={PAGE_FORM_PATHS.concern}
      onSubmit={submit}
      onFocusCapture={() => void prepareSchema().catch(() => undefined)}
      noValidate
      aria-labelledby="concern-form-title"
    >
      <h2 id="concern-form-title" className="heading-3 text-slate-900">
        Tell us your concern
      </h2>
      <p className="mt-1 text-sm text-slate-600">Both fields are required.</p>

      <fieldset disabled={submitting} className="mt-6 space-y-6">
        <legend className="sr-only">Your concern</legend>
        <div>
          <label htmlFor="concern-email" className="block text-sm font-medium text-slate-800">
            Your Email Address
          </label>
          <input
            id={CONCERN_FIELD_IDS.replyEmail}
            name="replyEmail"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="name@example.com"
            defaultValue={initial?.values.replyEmail ?? ''}
            onInput={edited('replyEmail')}
            aria-invalid={errors.replyEmail ? true : undefined}
            aria-describedby={errors.replyEmail ? 'concern-email-error' : 'concern-email-hint'}
            className={fieldClass(Boolean(errors.replyEmail))}
          />
          {errors.replyEmail ? (
            <p id="concern-email-error" className="mt-2 text-sm font-medium text-red-700">
              {errors.replyEmail}
            </p>
          ) : (
            <p id="concern-email-hint" className="mt-2 text-sm text-slate-500">
              We will reply to this address.
            </p>
          )}
        </div>

        <div>
          <label htmlFor="concern-message" className="block text-sm font-medium text-slate-800">
            Your Message
          </label>
          <textarea
            id={CONCERN_FIELD_IDS.message}
            name="message"
            rows={7}
            maxLength={CONCERN_MESSAGE_MAX}
            placeholder="Describe your concern: what happened, where, and how we can help."
            defaultValue={initial?.values.message ?? ''}
            onInput={(e) => {
              setLength(e.currentTarget.value.length);
              edited('message')();
            }}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`${errors.message ? 'concern-message-error ' : ''}concern-message-count`}
            className={clsx(fieldClass(Boolean(errors.message)), 'min-h-40 resize-y leading-relaxed')}
          />
          <div className="mt-2 flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm">
            {errors.message ? (
              <p id="concern-message-error" className="font-medium text-red-700">
                {errors.message}
              </p>
            ) : (
              <p className="text-slate-500">At least {CONCERN_MESSAGE_MIN} characters.</p>
            )}
            <p id="concern-message-count" className="ml-auto text-slate-500 tabular-nums">
              {length} / {CONCERN_MESSAGE_MAX} characters
            </p>
          </div>
        </div>
      </fieldset>

      {failed ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {failed}
        </p>
      ) : null}

      <button
        type="submit"
        disabled={submitting}
        className="btn btn-primary mt-6 w-full px-6 shadow-sm disabled:cursor-wait sm:w-auto"
      >
        {submitting ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-5" />
        )}
        {submitting ? 'Submitting...' : 'Submit Concern'}
      </button>
    </form>
  );
}
