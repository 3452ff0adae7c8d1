import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { LoaderCircle, Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { MONITOR_MESSAGES, monitorVerifySchema } from '../../../../shared/contract/concern.ts';
import {
  isUnfinishedSignIn,
  SIGN_IN_FORM_PATHS,
  UNFINISHED_SIGN_IN_MESSAGE,
} from '../../../../shared/contract/sign-in-forms.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { verifyPassword } from '../api/verify-password.ts';
import type { MonitorSession } from '../lib/monitor-session.ts';

type LoginValues = z.infer<typeof monitorVerifySchema>;

/** Password gate of the monitor: 'Invalid password', or 'Authentication failed' when the call fails. */
export function MonitorLogin({ onSignedIn }: { onSignedIn: (session: MonitorSession) => void }) {
  const { search } = useLocation();
  // The server sent the visitor back after a post made before this page's scripts ran (routes/sign-in-forms.ts).
  const [failure, setFailure] = useState<string | null>(() =>
    isUnfinishedSignIn(search) ? UNFINISHED_SIGN_IN_MESSAGE : null,
  );
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(monitorVerifySchema),
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const res = await verifyPassword(password);
      if (res.valid && res.token && res.expiresAt) {
        onSignedIn({ token: res.token, expiresAt: res.expiresAt });
      } else {
        setFailure(MONITOR_MESSAGES.invalidPassword);
      }
    } catch (error) {
      // A lockout answer explains itself; anything else is a failed call.
      setFailure(
        error instanceof ApiError && error.status === 429 ? error.message : MONITOR_MESSAGES.authFailed,
      );
    }
  });

  const message = errors.password?.message ?? failure;

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page flex justify-center py-12 sm:py-20">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <Lock aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-slate-900">Submissions Monitor</h1>
          <p className="mt-1 text-sm text-slate-600">
            Enter the monitor password to view concern submissions.
          </p>

          {/* A submit before hydration posts to the page itself, never a GET with the password in the address. */}
          <form
            method="post"
            action={SIGN_IN_FORM_PATHS.monitor}
            onSubmit={submit}
            noValidate
            className="mt-6"
          >
            <label htmlFor="monitor-password" className="block text-sm font-medium text-slate-800">
              Password
            </label>
            <input
              id="monitor-password"
              type="password"
              autoComplete="current-password"
              disabled={isSubmitting}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? 'monitor-login-error' : undefined}
              className={clsx(
                'mt-2 block w-full rounded-lg border px-3.5 py-2.5 text-base text-slate-900 shadow-sm',
                'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-slate-100',
                message ? 'border-red-600' : 'border-slate-300',
              )}
              {...register('password', {
                onChange: () => {
                  clearErrors('password');
                  setFailure(null);
                },
              })}
            />
            {message ? (
              <p id="monitor-login-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
                {message}
              </p>
            ) : null}
            <button
              type="submit"
              disabled={isSubmitting}
              className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
            >
              {isSubmitting ? (
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              ) : null}
              {isSubmitting ? 'Signing in...' : 'Sign in'}
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}
