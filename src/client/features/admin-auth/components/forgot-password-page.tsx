// /administrator/forgot-password (issue 38): asks for the address and answers the same whether or not it has
// an account; the link arrives by e-mail (services/account-links.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { FORGOT_PASSWORD_PATH, forgotPasswordSchema } from '../../../../shared/contract/account-links.ts';
import {
  isUnfinishedSignIn,
  SIGN_IN_FORM_PATHS,
  UNFINISHED_FORM_MESSAGE,
} from '../../../../shared/contract/sign-in-forms.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { Field, inputClass } from '../../../components/admin/form-field.tsx';
import { portalErrorMessage, UNREACHABLE_MESSAGE } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { requestPasswordReset } from '../api/account-links.ts';
import { AuthScreen, FormAlert } from './auth-screen.tsx';

type FormInput = z.input<typeof forgotPasswordSchema>;

const backToSignIn = (
  <Link to={SIGN_IN_FORM_PATHS.admin} className="underline underline-offset-4 hover:text-white">
    Back to sign-in
  </Link>
);

export function Component() {
  usePageTitle('Forgot password');
  const [sent, setSent] = useState<string | null>(null);
  const { search } = useLocation();
  // The server sent the visitor back after a post made before this page's scripts ran (routes/sign-in-forms.ts).
  const [failure, setFailure] = useState<string | null>(() =>
    isUnfinishedSignIn(search) ? UNFINISHED_FORM_MESSAGE : null,
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = async ({ email }: FormInput) => {
    setFailure(null);
    try {
      setSent(await requestPasswordReset(email.trim()));
    } catch (error) {
      setFailure(portalErrorMessage(error) ?? UNREACHABLE_MESSAGE);
    }
  };

  return (
    <AuthScreen
      title="Forgot password"
      lead="Enter the email address of your account. We will send you a link to choose a new password."
      footer={backToSignIn}
    >
      {sent ? (
        <div role="status" className="mt-6 flex gap-3 rounded-lg bg-brand-50 p-4 text-slate-800">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <p>{sent}</p>
        </div>
      ) : (
        <form
          method="post"
          action={FORGOT_PASSWORD_PATH}
          className="mt-6 flex flex-col gap-5"
          noValidate
          onSubmit={handleSubmit(onSubmit)}
        >
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <Field label="Email" error={errors.email?.message}>
            <input
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="email"
              className={inputClass}
              {...register('email')}
            />
          </Field>
          <button type="submit" className={buttonClass('primary', 'md', 'w-full')} disabled={isSubmitting}>
            <Send aria-hidden="true" className="size-5" />
            {isSubmitting ? 'Sending…' : 'Send the link'}
          </button>
        </form>
      )}
    </AuthScreen>
  );
}
