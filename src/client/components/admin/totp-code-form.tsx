// One form for a code from the authenticator app: checked for shape before it is sent (the contract's
// totpCodeProblem), spaces dropped, the field locked while the server checks it, and the server's refusal
// shown under the field. Used to turn two-step sign-in on (totp-setup.tsx) and off (the account's screen).
import { type FormEvent, useState } from 'react';
import { totpCodeProblem } from '../../../shared/contract/two-factor.ts';
import { portalErrorMessage } from '../../lib/portal-call.ts';
import { buttonClass } from './button-styles.ts';
import { Field, inputClass } from './form-field.tsx';

export function TotpCodeForm({
  label,
  submitLabel,
  busyLabel = submitLabel,
  variant = 'primary',
  fallbackError,
  className = 'flex flex-col gap-3',
  onCode,
}: {
  label: string;
  submitLabel: string;
  busyLabel?: string;
  variant?: 'primary' | 'danger';
  /** Shown when the call fails without a message of the server's. */
  fallbackError?: string;
  className?: string;
  /** Resolves when the server accepted the code; throws with its refusal otherwise. */
  onCode: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = totpCodeProblem(code);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await onCode(code.replace(/\s+/g, ''));
    } catch (err) {
      setError(portalErrorMessage(err) ?? fallbackError);
    } finally {
      setBusy(false);
    }
  };
  return (
    // Carries a code: never a GET (src/shared/contract/sign-in-forms.ts).
    <form method="post" onSubmit={submit} noValidate className={className}>
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
