// The authenticator set-up: QR code, the secret as text, and the first code that confirms it. Used by the
// account's Two-step sign-in screen and by a sign-in that requires a second factor.
import { SETUP_MINUTES, type SetupResponse } from '../../../shared/contract/two-factor.ts';
import { buttonClass } from './button-styles.ts';
import { TotpCodeForm } from './totp-code-form.tsx';

export function TotpSetup({
  setup,
  onConfirm,
  askPassword = false,
}: {
  setup: SetupResponse;
  /** Resolves when confirmed; throws with the server's message otherwise. */
  onConfirm: (code: string, currentPassword: string) => Promise<void>;
  /** The account's own set-up asks for the current password too (not the one during sign-in). */
  askPassword?: boolean;
}) {
  const secretGroups = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-slate-700">
        <li>
          Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or
          2FAS).
        </li>
        <li>Scan the QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows, within {SETUP_MINUTES} minutes.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
          alt="QR code for your authenticator app"
          width="192"
          height="192"
          className="size-48 rounded-lg border border-slate-200 bg-white"
        />
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-800">Key (if you cannot scan)</p>
          <p className="mt-1 font-mono text-base break-all text-slate-900" data-testid="totp-secret">
            {secretGroups}
          </p>
        </div>
      </div>
      <TotpCodeForm
        label="Code from the app"
        submitLabel="Turn on two-step sign-in"
        busyLabel="Checking…"
        fallbackError="The code could not be checked. Please try again."
        askPassword={askPassword}
        onCode={onConfirm}
      />
    </div>
  );
}

/** The ten recovery codes, shown once. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="flex flex-col gap-3" data-testid="recovery-codes">
      <p className="text-slate-700">
        Keep these recovery codes somewhere safe (printed, or in a password manager). Each one signs you in
        once if you lose your phone. They are shown only now.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-base text-slate-900 ring-1 ring-slate-200 sm:grid-cols-5">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'self-start')}
        onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}
      >
        Copy the codes
      </button>
    </div>
  );
}
