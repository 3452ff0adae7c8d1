// One form for a code from the authenticator app: checked for shape before it is sent (the contract's
// totpCodeProblem), spaces dropped, the fields locked while the server checks it, and the server's refusal
// shown under the field it is about. Used to turn two-step sign-in on (totp-setup.tsx) and off (the
// account's screen); there it also asks for the current password, so a session alone cannot change it.
import { type FormEvent, useState } from 'react';
import { CHANGE_PASSWORD_MESSAGES } from '../../../shared/contract/auth.ts';
import { totpCodeProblem } from '../../../shared/contract/two-factor.ts';
import { ApiError } from '../../lib/api-client.ts';
import { portalErrorMessage } from '../../lib/portal-call.ts';
import { buttonClass } from './button-styles.ts';
import { Field, inputClass } from './form-field.tsx';
import { CurrentPasswordField } from './password-fields.tsx';

export function TotpCodeForm({
  label,
  submitLabel,
  busyLabel = submitLabel,
  variant = 'primary',
  fallbackError,
  className = 'flex flex-col gap-3',
  askPassword = false,
  onCode,
}: {
  label: string;
  submitLabel: string;
  busyLabel?: string;
  variant?: 'primary' | 'danger';
  /** Shown when the call fails without a message of the server's. */
  fallbackError?: string;
  className?: string;
  /** Asks for the current password above the code (the account's own changes; not during sign-in). */
  askPassword?: boolean;
  /** Resolves when the server accepted the code; throws with its refusal otherwise. */
  onCode: (code: string, currentPassword: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missingPassword =
      askPassword && password === '' ? CHANGE_PASSWORD_MESSAGES.currentRequired : undefined;
    const problem = totpCodeProblem(code) ?? undefined;
    setPasswordError(missingPassword);
    setError(problem);
    if (missingPassword || problem) return;
    setBusy(true);
    try {
      await onCode(code.replace(/\s+/g, ''), password);
    } catch (err) {
      const message = portalErrorMessage(err) ?? fallbackError;
      if (askPassword && err instanceof ApiError && err.body?.field === 'current_password') {
        setPasswordError(message);
      } else {
        setError(message);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    // Carries a code and perhaps a password: never a GET (src/shared/contract/sign-in-forms.ts).
    <form method="post" onSubmit={submit} noValidate className={className}>
      {askPassword ? (
        <CurrentPasswordField
          value={password}
          disabled={busy}
          error={passwordError}
          onChange={(value) => {
            setPassword(value);
            setPasswordError(undefined);
          }}
        />
      ) : null}
      <Field label={label} required error={error}>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          disabled={busy}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
          className={`${inputClass} max-w-48 font-mono tracking-widest`}
        />
      </Field>
      <button type="submit" className={buttonClass(variant, 'md', 'self-start')} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
