// The sign-in's second screen: the code from the authenticator app (or a recovery code), or, when the site
// requires a second factor and the account has none, its set-up. The password screen's texts stay as the
// spec quotes them; these messages come from the shared contract (contract/two-factor.ts).
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  recoveryCodeProblem,
  type SetupResponse,
  TWO_FACTOR_MESSAGES,
  totpCodeProblem,
} from '../../../../shared/contract/two-factor.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { Field, inputClass } from '../../../components/admin/form-field.tsx';
import { RecoveryCodes, TotpSetup } from '../../../components/admin/totp-setup.tsx';
import { portalErrorMessage, UNREACHABLE_MESSAGE } from '../../../lib/portal-call.ts';
import { confirmEnrolment, startEnrolment, submitSignInCode } from '../api/second-step.ts';

export interface SecondStepState {
  step: 'code' | 'enrol';
  challenge: string;
  message: string;
}

interface Props {
  state: SecondStepState;
  onSignedIn: (token: string) => void;
  onStartAgain: () => void;
}

export function SecondStep({ state, onSignedIn, onStartAgain }: Props) {
  return (
    <div className="mt-6 flex flex-col gap-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        Two-step sign-in
      </h2>
      {state.step === 'code' ? (
        <CodeForm challenge={state.challenge} onSignedIn={onSignedIn} onStartAgain={onStartAgain} />
      ) : (
        <Enrol challenge={state.challenge} onSignedIn={onSignedIn} onStartAgain={onStartAgain} />
      )}
    </div>
  );
}

function CodeForm({ challenge, onSignedIn, onStartAgain }: Omit<Props, 'state'> & { challenge: string }) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = recovery ? recoveryCodeProblem(value) : totpCodeProblem(value);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const r = await submitSignInCode(
        challenge,
        recovery ? { recovery_code: value } : { code: value.replace(/\s+/g, '') },
      );
      if (r.ok && r.token) {
        onSignedIn(r.token);
        return;
      }
      if (r.message === TWO_FACTOR_MESSAGES.challengeExpired) setExpired(true);
      const left =
        r.status === 401 && typeof r.remainingAttempts === 'number'
          ? ` Attempts left: ${r.remainingAttempts}.`
          : '';
      const wait = typeof r.waitMinutes === 'number' ? ` Try again in ${r.waitMinutes} minute(s).` : '';
      setError(`${r.message ?? TWO_FACTOR_MESSAGES.wrongCode}${left}${wait}`);
    } catch {
      setError(UNREACHABLE_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    // Carries a code: never a GET (src/shared/contract/sign-in-forms.ts).
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-slate-700">
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-step sign-in.'
          : TWO_FACTOR_MESSAGES.codeStep}
      </p>
      <Field label={recovery ? 'Recovery code' : 'Authentication code'} required error={error}>
        <input
          key={recovery ? 'recovery' : 'code'}
          type="text"
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={recovery ? 24 : 12}
          value={value}
          disabled={busy}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
          className={`${inputClass} font-mono text-lg tracking-widest`}
        />
      </Field>
      {expired ? (
        <button type="button" className={buttonClass('primary', 'md', 'w-full')} onClick={onStartAgain}>
          Sign in again
        </button>
      ) : (
        <button type="submit" className={buttonClass('primary', 'md', 'w-full')} disabled={busy}>
          {busy ? 'Checking…' : 'Verify'}
        </button>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <button
          type="button"
          className={buttonClass('ghost')}
          onClick={() => {
            setRecovery((r) => !r);
            setValue('');
            setError(undefined);
          }}
        >
          {recovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onStartAgain}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Enrol({ challenge, onSignedIn, onStartAgain }: Omit<Props, 'state'> & { challenge: string }) {
  const [setup, setSetup] = useState<SetupResponse | null>(null);
  const [done, setDone] = useState<{ token: string; codes: string[] } | null>(null);
  const [error, setError] = useState<string | undefined>();

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <RecoveryCodes codes={done.codes} />
        <button
          type="button"
          className={buttonClass('primary', 'md', 'w-full')}
          onClick={() => onSignedIn(done.token)}
        >
          I have saved my recovery codes
        </button>
      </div>
    );
  }
  if (setup) {
    return (
      <TotpSetup
        setup={setup}
        onConfirm={async (code) => {
          const r = await confirmEnrolment(challenge, code);
          if (r.token) setDone({ token: r.token, codes: r.recovery_codes });
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{TWO_FACTOR_MESSAGES.enrolStep}</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={buttonClass('primary', 'md', 'w-full')}
        onClick={async () => {
          try {
            setSetup(await startEnrolment(challenge));
          } catch (err) {
            setError(portalErrorMessage(err) ?? UNREACHABLE_MESSAGE);
          }
        }}
      >
        Set up an authenticator app
      </button>
      <button type="button" className={buttonClass('ghost')} onClick={onStartAgain}>
        Cancel
      </button>
    </div>
  );
}
