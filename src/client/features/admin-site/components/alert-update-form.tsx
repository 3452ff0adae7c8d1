// Under each saved alert: post an update ("Classes resume Monday") or lift the alert, which ends it now. The
// update shows on the banner while the alert is on and on the alert's own page for good.
import { type FormEvent, useState } from 'react';
import { alertUpdateInputSchema, SITE_LIMITS, type SiteAlert } from '../../../../shared/contract/site.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { Field, inputClass } from '../../../components/admin/form-field.tsx';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { postAlertUpdate } from '../api/site-admin.ts';

export function AlertUpdateForm({ alert, saved }: { alert: SiteAlert; saved: () => Promise<void> }) {
  const [message, setMessage] = useState('');
  const [lift, setLift] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(undefined);
    const parsed = alertUpdateInputSchema.safeParse({ message, lift });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await postAlertUpdate(alert.id, parsed.data);
      setMessage('');
      setLift(false);
      setError(undefined);
      setDone(parsed.data.lift ? 'The alert was lifted' : 'The update was posted');
      await saved();
    } catch (err) {
      setError(portalErrorMessage(err) ?? 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">
        {alert.lifted_at ? 'Post an update' : 'Post an update or lift'}
      </summary>
      <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-3">
        <Field label="Update" required error={error} hint="For example: Classes resume Monday.">
          <textarea
            className={inputClass}
            rows={3}
            maxLength={SITE_LIMITS.alertMessage}
            value={message}
            disabled={busy}
            onChange={(e) => {
              setMessage(e.target.value);
              setError(undefined);
            }}
          />
        </Field>
        {!alert.lifted_at && (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={lift}
              disabled={busy}
              onChange={(e) => setLift(e.target.checked)}
            />
            Lift the alert now (it leaves the banner)
          </label>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass('primary', 'sm')} disabled={busy}>
            {busy ? 'Posting…' : lift ? 'Post and lift' : 'Post update'}
          </button>
          {done && (
            <p role="status" className="text-sm text-slate-700">
              {done}
            </p>
          )}
        </div>
      </form>
    </details>
  );
}
