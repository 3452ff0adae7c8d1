// /administrator/account/two-factor: turn two-step sign-in on (QR code, first code, recovery codes) or off,
// or make new recovery codes, each with the current password; superadmins also choose whether every
// superadmin must use it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useCallback, useState } from 'react';
import { CHANGE_PASSWORD_MESSAGES } from '../../../../shared/contract/auth.ts';
import type { SetupResponse } from '../../../../shared/contract/two-factor.ts';
import { type DialogMessage, MessageDialog } from '../../../components/admin/admin-dialogs.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine } from '../../../components/admin/form-field.tsx';
import { CurrentPasswordField } from '../../../components/admin/password-fields.tsx';
import { TotpCodeForm } from '../../../components/admin/totp-code-form.tsx';
import { RecoveryCodes, TotpSetup } from '../../../components/admin/totp-setup.tsx';
import { useAdminUser } from '../../../lib/admin-session.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  confirmSetup,
  disableTwoFactor,
  getSecuritySettings,
  getTwoFactorStatus,
  makeNewRecoveryCodes,
  putSecuritySettings,
  startSetup,
  twoFactorQueryKey,
} from '../api/account.ts';

const card = 'flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

export function Component() {
  usePageTitle('Two-step sign-in');
  const user = useAdminUser();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: twoFactorQueryKey,
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
  });
  const [setup, setSetup] = useState<SetupResponse | null>(null);
  const [codes, setCodes] = useState<{ title: string; codes: string[] } | null>(null);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });

  const begin = async () => {
    try {
      setCodes(null);
      setSetup(await startSetup());
    } catch (error) {
      setDialog({ kind: 'error', title: 'Set-up not started', message: portalErrorMessage(error) });
    }
  };
  const confirm = async (code: string, currentPassword: string) => {
    const r = await confirmSetup(code, currentPassword);
    setSetup(null);
    setCodes({ title: 'Two-step sign-in is on', codes: r.recovery_codes });
    await refresh();
  };

  const s = status.data;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Two-step sign-in</h1>
        <p className="mt-1 text-sm text-slate-600">
          After your password, sign-in asks for a code from an authenticator app on your phone, so a stolen
          password alone cannot open your account.
        </p>
      </div>
      <ErrorLine message={status.isError ? 'Failed to fetch' : null} />
      {codes ? (
        <section className={card} aria-labelledby="codes-title">
          <h2 id="codes-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <ShieldCheck aria-hidden="true" className="size-5 text-green-700" />
            {codes.title}
          </h2>
          <RecoveryCodes codes={codes.codes} />
          <button
            type="button"
            className={buttonClass('primary', 'md', 'self-start')}
            onClick={() => setCodes(null)}
          >
            I have saved my recovery codes
          </button>
        </section>
      ) : setup ? (
        <section className={card} aria-labelledby="setup-title">
          <h2 id="setup-title" className="text-lg font-semibold text-slate-900">
            Set up your authenticator app
          </h2>
          <TotpSetup setup={setup} onConfirm={confirm} askPassword />
          <button
            type="button"
            className={buttonClass('ghost', 'md', 'self-start')}
            onClick={() => setSetup(null)}
          >
            Cancel
          </button>
        </section>
      ) : s ? (
        <section className={card} aria-labelledby="status-title">
          <h2 id="status-title" className="text-lg font-semibold text-slate-900">
            {s.enabled ? 'Two-step sign-in is on' : 'Two-step sign-in is off'}
          </h2>
          {s.enabled ? (
            <>
              <p className="text-slate-700">
                Recovery codes left: <strong>{s.recovery_codes_left}</strong> of 10.
              </p>
              <NewRecoveryCodes
                onCodes={async (fresh) => {
                  setCodes({ title: 'New recovery codes', codes: fresh });
                  await refresh();
                }}
              />
              {s.required ? (
                <p className="text-slate-700">It is required for superadmins, so it stays on.</p>
              ) : (
                <TurnOff
                  onDone={async () => {
                    await refresh();
                    setDialog({ kind: 'success', title: 'Success', message: 'Two-step sign-in is off' });
                  }}
                />
              )}
            </>
          ) : (
            <>
              {s.required ? (
                <p className="font-medium text-amber-800">Two-step sign-in is required for your account.</p>
              ) : null}
              <button type="button" className={buttonClass('primary', 'md', 'self-start')} onClick={begin}>
                Set up two-step sign-in
              </button>
            </>
          )}
        </section>
      ) : (
        <p className="py-8 text-center text-slate-600">Loading…</p>
      )}
      {user.role === 'superadmin' ? <RequireSetting /> : null}
      <MessageDialog message={dialog} onClose={closeDialog} />
    </div>
  );
}

function TurnOff({ onDone }: { onDone: () => Promise<void> }) {
  return (
    <TotpCodeForm
      label="Code from the app, to turn it off"
      submitLabel="Turn off two-step sign-in"
      variant="danger"
      className="flex flex-col gap-3 border-t border-slate-100 pt-4"
      askPassword
      onCode={async (code, currentPassword) => {
        await disableTwoFactor(code, currentPassword);
        await onDone();
      }}
    />
  );
}

/** New recovery codes replace the earlier ones; the current password proves it is the account's owner. */
function NewRecoveryCodes({ onCodes }: { onCodes: (codes: string[]) => Promise<void> }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password === '') {
      setError(CHANGE_PASSWORD_MESSAGES.currentRequired);
      return;
    }
    setBusy(true);
    try {
      await onCodes(await makeNewRecoveryCodes(password));
    } catch (err) {
      setError(portalErrorMessage(err) ?? 'New recovery codes could not be made. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    // Carries a password: never a GET (src/shared/contract/sign-in-forms.ts).
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby="new-codes-title"
      className="flex flex-col gap-3 border-t border-slate-100 pt-4"
    >
      <h3 id="new-codes-title" className="font-semibold text-slate-900">
        New recovery codes
      </h3>
      <p className="text-slate-700">New codes replace all of your earlier ones, used or not.</p>
      <CurrentPasswordField
        value={password}
        disabled={busy}
        error={error}
        onChange={(value) => {
          setPassword(value);
          setError(undefined);
        }}
      />
      <button type="submit" className={buttonClass('secondary', 'md', 'self-start')} disabled={busy}>
        {busy ? 'Making codes…' : 'Make new recovery codes'}
      </button>
    </form>
  );
}

function RequireSetting() {
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: ['admin', 'settings', 'security'], queryFn: getSecuritySettings });
  const [error, setError] = useState<string | undefined>();
  const on = setting.data?.require_superadmin_2fa ?? false;
  const toggle = async () => {
    setError(undefined);
    try {
      await putSecuritySettings(!on);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (err) {
      setError(portalErrorMessage(err));
    }
  };
  return (
    <section className={card} aria-labelledby="require-title">
      <h2 id="require-title" className="text-lg font-semibold text-slate-900">
        For every superadmin
      </h2>
      <p className="text-slate-700">
        When required, a superadmin without two-step sign-in must set it up right after their password before
        they get in.
      </p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-900">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={on}
          disabled={setting.isPending}
          onChange={toggle}
        />
        Require two-step sign-in for every superadmin
      </label>
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
    </section>
  );
}
