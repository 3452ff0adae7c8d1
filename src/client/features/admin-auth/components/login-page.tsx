// /administrator/login (docs/product/admin-portal.md#screens, #validation, #errors): sign-in with live e-mail validation and the server's lockout
// messages. A visitor who already has a valid session goes straight to the dashboard.
import { Eye, EyeOff, LogIn } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { FORGOT_PASSWORD_PATH } from '../../../../shared/contract/account-links.ts';
import { isValidLoginEmail, LOGIN_MESSAGES } from '../../../../shared/contract/auth.ts';
import {
  isUnfinishedSignIn,
  SIGN_IN_FORM_PATHS,
  UNFINISHED_SIGN_IN_MESSAGE,
} from '../../../../shared/contract/sign-in-forms.ts';
import { type DialogMessage, MessageDialog } from '../../../components/admin/admin-dialogs.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { Field, inputClass } from '../../../components/admin/form-field.tsx';
import { getSessionToken, setSessionToken } from '../../../lib/admin-session-token.ts';
import { UNREACHABLE_MESSAGE } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { getMe } from '../api/get-me.ts';
import { login } from '../api/login.ts';
import { loginFailureMessage } from '../lib/login-messages.ts';
import { AuthScreen, FormAlert } from './auth-screen.tsx';
import { SecondStep, type SecondStepState } from './second-step.tsx';

/** Time the 'Signed in' dialog shows before the dashboard opens (docs/product/admin-portal.md#constants). */
const REDIRECT_AFTER_MS = 1200;
const ADMIN_HOME = '/administrator/';

interface LoginForm {
  email: string;
  password: string;
}

export function Component() {
  usePageTitle('Administrator Sign-in');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const { search } = useLocation();
  // The server sent the visitor back after a post made before this page's scripts ran (routes/sign-in-forms.ts).
  const [summary, setSummary] = useState<string | null>(() =>
    isUnfinishedSignIn(search) ? UNFINISHED_SIGN_IN_MESSAGE : null,
  );
  const [showPassword, setShowPassword] = useState(false);
  const [second, setSecond] = useState<SecondStepState | null>(null);
  const signedIn = useRef(false);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ mode: 'onChange', defaultValues: { email: '', password: '' } });

  // Someone already signed in in this tab skips the form.
  useEffect(() => {
    if (!getSessionToken()) return;
    const controller = new AbortController();
    getMe(controller.signal)
      .then(() => navigate(ADMIN_HOME, { replace: true }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [navigate]);

  // Cleared on unmount so a quick navigation away never redirects later.
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const closeDialog = useCallback(() => {
    setDialog(null);
    if (signedIn.current) navigate(ADMIN_HOME, { replace: true });
  }, [navigate]);

  const onSubmit = async ({ email, password }: LoginForm) => {
    setSummary(null);
    const trimmed = email.trim();
    if (!trimmed || !password) {
      setSummary(LOGIN_MESSAGES.bothRequired);
      return;
    }
    if (!isValidLoginEmail(trimmed)) {
      setDialog({
        kind: 'error',
        title: LOGIN_MESSAGES.invalidEmailTitle,
        message: LOGIN_MESSAGES.invalidEmail,
      });
      return;
    }
    let result: Awaited<ReturnType<typeof login>>;
    try {
      result = await login(trimmed, password);
    } catch {
      setDialog({ kind: 'error', title: 'Network error', message: UNREACHABLE_MESSAGE });
      return;
    }
    if (result.ok && result.token) {
      finishSignIn(result.token);
      return;
    }
    if (result.ok && result.step && result.challenge) {
      setSecond({ step: result.step, challenge: result.challenge, message: result.message ?? '' });
      return;
    }
    setDialog(loginFailureMessage(result));
  };

  const finishSignIn = (token: string) => {
    setSessionToken(token);
    signedIn.current = true;
    setDialog({
      kind: 'success',
      title: 'Signed in',
      message: 'Welcome back. Opening the dashboard…',
      autoCloseMs: REDIRECT_AFTER_MS,
    });
    redirectTimer.current = window.setTimeout(
      () => navigate(ADMIN_HOME, { replace: true }),
      REDIRECT_AFTER_MS,
    );
  };

  return (
    <AuthScreen title="Administrator Sign-in" lead="Sign in to manage your office's news and pages.">
      {second ? (
        <SecondStep
          state={second}
          onSignedIn={finishSignIn}
          onStartAgain={() => {
            setSecond(null);
            reset({ email: getValues('email'), password: '' });
          }}
        />
      ) : (
        /* The live e-mail rule must not block a submit: an invalid address still gets its dialog. A submit
               before hydration posts to the page itself, never a GET with the password in the address. */
        <form
          method="post"
          action={SIGN_IN_FORM_PATHS.admin}
          className="mt-6 flex flex-col gap-5"
          noValidate
          onSubmit={handleSubmit(onSubmit, () => onSubmit(getValues()))}
        >
          {summary ? <FormAlert>{summary}</FormAlert> : null}
          <Field label="Email" error={errors.email?.message}>
            {/* A text field: `username` belongs to the text control group (HTML autofill; HTML_CodeSniffer's
                    H98 flags it on type="email"). The address is checked by the form's own rule. */}
            <input
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="email"
              className={inputClass}
              {...register('email', {
                validate: (v) => !v.trim() || isValidLoginEmail(v.trim()) || LOGIN_MESSAGES.invalidEmail,
              })}
            />
          </Field>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="admin-login-password" className="text-sm font-medium text-slate-800">
              Password
            </label>
            <div className="relative">
              <input
                id="admin-login-password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                className={`${inputClass} pr-12`}
                {...register('password')}
              />
              <button
                type="button"
                className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
                aria-pressed={showPassword}
                aria-label="Show password"
                onClick={() => setShowPassword((v) => !v)}
              >
                {showPassword ? (
                  <EyeOff aria-hidden="true" className="size-5" />
                ) : (
                  <Eye aria-hidden="true" className="size-5" />
                )}
              </button>
            </div>
          </div>
          <button type="submit" className={buttonClass('primary', 'md', 'w-full')} disabled={isSubmitting}>
            <LogIn aria-hidden="true" className="size-5" />
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </button>
          <Link
            to={FORGOT_PASSWORD_PATH}
            className="-mt-2 inline-flex min-h-11 items-center self-center px-2 text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            Forgot password?
          </Link>
        </form>
      )}
      <MessageDialog message={dialog} onClose={closeDialog} />
    </AuthScreen>
  );
}
