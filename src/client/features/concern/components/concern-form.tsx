import { clsx } from 'clsx';
import { LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ConcernForm as ConcernValues, concernFormSchema } from '../../../../shared/contract/concern.ts';
import {
  CONCERN_MESSAGE_MAX,
  CONCERN_MESSAGE_MIN,
  CONCERN_MESSAGES,
} from '../../../../shared/contract/concern-rules.ts';

type FormInput = z.input<typeof concernFormSchema>;

/**
 * The shared contract's validator, loaded when the visitor first touches the form rather than with the
 * page: zod is a third of the page's script otherwise (docs/decisions/0006-public-javascript-budget.md).
 */
const loadValidator = async () => {
  const [{ zodResolver }, { concernFormSchema: schema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../../shared/contract/concern.ts'),
  ]);
  return zodResolver(schema);
};
let validator: ReturnType<typeof loadValidator> | undefined;
const prepareValidator = () => {
  validator ??= loadValidator().catch((error: unknown) => {
    validator = undefined; // a failed download is tried again on the next attempt
    throw error;
  });
  return validator;
};
const resolver: Resolver<FormInput, unknown, ConcernValues> = async (values, context, options) =>
  (await prepareValidator())(values, context, options);

const fieldClass = (invalid: boolean) =>
  clsx(
    'mt-2 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-red-600' : 'border-slate-300',
  );

/** The concern form: validated with the shared contract; each error clears when its field is edited. */
export function ConcernForm({ onSubmit }: { onSubmit: (values: ConcernValues) => Promise<void> }) {
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, ConcernValues>({
    resolver,
    defaultValues: { replyEmail: '', message: '' },
    // Validate on submit only; editing a field just clears its message (docs/product/public-site.md#validation).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const length = watch('message').length;

  const submit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await onSubmit(values);
    } catch {
      setFailed(true);
    }
  });

  return (
    <form
      onSubmit={submit}
      onFocusCapture={() => void prepareValidator()}
      noValidate
      aria-labelledby="concern-form-title"
    >
      <h2 id="concern-form-title" className="heading-3 text-slate-900">
        Tell us your concern
      </h2>
      <p className="mt-1 text-sm text-slate-600">Both fields are required.</p>

      <fieldset disabled={isSubmitting} className="mt-6 space-y-6">
        <legend className="sr-only">Your concern</legend>
        <div>
          <label htmlFor="concern-email" className="block text-sm font-medium text-slate-800">
            Your Email Address
          </label>
          <input
            id="concern-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="name@example.com"
            aria-invalid={errors.replyEmail ? true : undefined}
            aria-describedby={errors.replyEmail ? 'concern-email-error' : 'concern-email-hint'}
            className={fieldClass(Boolean(errors.replyEmail))}
            {...register('replyEmail', { onChange: () => clearErrors('replyEmail') })}
          />
          {errors.replyEmail ? (
            <p id="concern-email-error" className="mt-2 text-sm font-medium text-red-700">
              {errors.replyEmail.message}
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
            id="concern-message"
            rows={7}
            maxLength={CONCERN_MESSAGE_MAX}
            placeholder="Describe your concern: what happened, where, and how we can help."
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`${errors.message ? 'concern-message-error ' : ''}concern-message-count`}
            className={clsx(fieldClass(Boolean(errors.message)), 'min-h-40 resize-y leading-relaxed')}
            {...register('message', { onChange: () => clearErrors('message') })}
          />
          <div className="mt-2 flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm">
            {errors.message ? (
              <p id="concern-message-error" className="font-medium text-red-700">
                {errors.message.message}
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
          {CONCERN_MESSAGES.submitFailed}
        </p>
      ) : null}

      <button
        type="submit"
        disabled={isSubmitting}
        className="btn btn-primary mt-6 w-full px-6 shadow-sm disabled:cursor-wait sm:w-auto"
      >
        {isSubmitting ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-5" />
        )}
        {isSubmitting ? 'Submitting...' : 'Submit Concern'}
      </button>
    </form>
  );
}
