// /administrator/set-password#token=… (issue 38): the page a reset link or an invitation opens. It reads the
// token from the address's fragment (never sent to the server with the page), checks it, and sets the
// password; then the person signs in as usual (two-step sign-in is still asked).
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import {
  ACCOUNT_LINK_MESSAGES,
  type AccountLinkReply,
  FORGOT_PASSWORD_PATH,
  SET_PASSWORD_PATH,
  type SetPasswordPayload,
  setPasswordSchema,
} from '../../../../shared/contract/account-links.ts';
import {
  isUnfinishedSignIn,
  SIGN_IN_FORM_PATHS,
  UNFINISHED_FORM_MESSAGE,
} from '../../../../shared/contract/sign-in-forms.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { NewPasswordFields } from '../../../components/admin/password-fields.tsx';
import { ScreenLoading } from '../../../components/admin/screen-loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { portalErrorMessage, UNREACHABLE_MESSAGE } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { checkAccountLink, setPasswordWithLink } from '../api/account-links.ts';
import { AuthScreen, FormAlert } from './auth-screen.tsx';

const tokenFromHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

type LinkState =
  | { kind: 'checking' }
  | { kind: 'ok'; link: AccountLinkReply }
  | { kind: 'gone'; message: string }
  | { kind: 'done'; message: string };

const signInLink = (
  <Link to={SIGN_IN_FORM_PATHS.admin} className="underline underline-offset-4 hover:text-white">
    Back to sign-in
  </Link>
);

export function Component() {
  usePageTitle('Choose your password');
  const [token] = useState(() => (typeof window === 'undefined' ? '' : tokenFromHash(window.location.hash)));
  const [state, setState] = useState<LinkState>({ kind: 'checking' });

  useEffect(() => {
    if (!token) {
      setState({ kind: 'gone', message: ACCOUNT_LINK_MESSAGES.linkInvalid });
      return;
    }
    const controller = new AbortController();
    checkAccountLink(token, controller.signal)
      .then((link) => setState({ kind: 'ok', link }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'gone', message: portalErrorMessage(error) ?? UNREACHABLE_MESSAGE });
      });
    return () => controller.abort();
  }, [token]);

  const invitation = state.kind === 'ok' && state.link.purpose === 'invitation';
  return (
    <AuthScreen
      title={invitation ? 'Welcome: choose your password' : 'Choose a new password'}
      lead={
        state.kind === 'ok'
          ? `For ${state.link.email}. After this you sign in with the new password.`
          : 'Set the password of your administrator account.'
      }
      footer={signInLink}
    >
      {state.kind === 'checking' ? <ScreenLoading label="Checking the link…" /> : null}
      {state.kind === 'gone' ? (
        <div className="mt-6 flex flex-col gap-4">
          <FormAlert>{state.message}</FormAlert>
          <Link to={FORGOT_PASSWORD_PATH} className={buttonClass('secondary', 'md', 'w-full')}>
            Ask for a new link
          </Link>
        </div>
      ) : null}
      {state.kind === 'ok' ? (
        <SetPasswordForm
          token={token}
          onDone={(message) => setState({ kind: 'done', message })}
          onGone={(message) => setState({ kind: 'gone', message })}
        />
      ) : null}
      {state.kind === 'done' ? (
        <div className="mt-6 flex flex-col gap-4">
          <p role="status" className="flex gap-3 rounded-lg bg-brand-50 p-4 text-slate-800">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {state.message}
          </p>
          <Link to={SIGN_IN_FORM_PATHS.admin} className={buttonClass('primary', 'md', 'w-full')}>
            <LogIn aria-hidden="true" className="size-5" />
            Sign in
          </Link>
        </div>
      ) : null}
    </AuthScreen>
  );
}

function SetPasswordForm({
  token,
  onDone,
  onGone,
}: {
  token: string;
  onDone: (message: string) => void;
  onGone: (message: string) => void;
}) {
  const { search } = useLocation();
  // The server sent the visitor back after a post made before this page's scripts ran (routes/sign-in-forms.ts).
  const [failure, setFailure] = useState<string | null>(() =>
    isUnfinishedSignIn(search) ? UNFINISHED_FORM_MESSAGE : null,
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordPayload>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { token, new_password: '', new_password_confirm: '' },
    reValidateMode: 'onChange',
  });

  const onSubmit = async (values: SetPasswordPayload) => {
    setFailure(null);
    try {
      onDone(await setPasswordWithLink(values));
    } catch (error) {
      const message = portalErrorMessage(error) ?? UNREACHABLE_MESSAGE;
      // A link that stopped working is the page's state; a refused password belongs next to its field.
      if (error instanceof ApiError && error.status === 410) onGone(message);
      else if (error instanceof ApiError && error.status === 400) setError('new_password', { message });
      else setFailure(message);
    }
  };

  return (
    // Carries a password: never a GET (src/shared/contract/sign-in-forms.ts).
    <form
      method="post"
      action={SET_PASSWORD_PATH}
      className="mt-6 flex flex-col gap-5"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
    >
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <NewPasswordFields
        newPassword={register('new_password')}
        confirm={register('new_password_confirm')}
        errors={errors}
      />
      <button type="submit" className={buttonClass('primary', 'md', 'w-full')} disabled={isSubmitting}>
        <KeyRound aria-hidden="true" className="size-5" />
        {isSubmitting ? 'Saving…' : 'Save the password'}
      </button>
    </form>
  );
}
