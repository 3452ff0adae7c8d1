// The concern form's card as an island (docs/decisions/0026-public-pages-as-islands.md): preparing → ready →
// submitting → success → home after 2 s (docs/product/public-site.md#states). The server draws it ready, so the
// form works before and without JavaScript; awake, it makes the location attempt (the device position only
// when already allowed, never a prompt) and sends the initial log, then opens the form again. A post the server
// has answered (src/server/routes/page-forms.ts) arrives as `posted`: the fields and messages, or the success.
import { CircleCheck, Info, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type CaseReceipt,
  CONCERN_RETURN_HOME_S,
  isSent,
  type PostedForm,
} from '../../../../shared/contract/page-forms.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { keepConcernReceipt } from '../../../lib/concern-receipt.ts';
import { sendInitialLog } from '../api/send-initial-log.ts';
import { submitConcern } from '../api/submit-concern.ts';
import {
  currentInAppBrowser,
  type GpsLocation,
  knownLocation,
  visitContext,
} from '../lib/browser-context.ts';
import { ConcernForm } from './concern-form.tsx';

type Phase = 'preparing' | 'ready' | 'success';

export function ConcernPanel({ posted }: { posted?: PostedForm<CaseReceipt> }) {
  const navigate = useNavigate();
  const sent = isSent(posted) ? posted.sent : undefined;
  // Drawn ready by the server (a form that waited for scripts would never open without them).
  const [phase, setPhase] = useState<Phase>(sent ? 'success' : 'ready');
  const [receipt, setReceipt] = useState<CaseReceipt | null>(sent ?? null);
  const [inAppBrowser, setInAppBrowser] = useState<string | null>(null);
  const location = useRef<GpsLocation | null>(null);

  // Once per visit: the location attempt (never in in-app browsers), then the initial log, then the form
  // opens. A failure of either step still opens it. A page that answers a post has had its visit already.
  useEffect(() => {
    if (posted) return;
    const inApp = currentInAppBrowser();
    setInAppBrowser(inApp);
    setPhase('preparing');
    let cancelled = false;
    void (async () => {
      const gps = inApp ? null : await knownLocation();
      if (cancelled) return;
      location.current = gps;
      try {
        await sendInitialLog({ ...visitContext(), gpsLocation: gps });
      } catch {
        // The visitor can still send their concern.
      }
      if (!cancelled) setPhase('ready');
    })();
    return () => {
      cancelled = true;
    };
  }, [posted]);

  // Success: home keeps the reference and date for the session (its notice), and the page goes there.
  useEffect(() => {
    if (phase !== 'success') return;
    if (receipt) keepConcernReceipt(receipt);
    const timer = window.setTimeout(() => navigate('/'), CONCERN_RETURN_HOME_S * 1000);
    return () => window.clearTimeout(timer);
  }, [phase, receipt, navigate]);

  const onSubmit = async (values: { replyEmail: string; message: string }) => {
    setReceipt(await submitConcern({ ...visitContext(), ...values, gpsLocation: location.current }));
    setPhase('success');
  };

  if (phase === 'success')
    return (
      <div role="status" className="flex flex-col items-center py-14 text-center">
        <CircleCheck aria-hidden="true" className="size-14 text-brand-600" />
        <h2 className="mt-4 heading-2 text-slate-900">Success!</h2>
        {receipt ? (
          <>
            <p className="mt-3 text-slate-700">
              Your reference number is{' '}
              <strong className="font-mono text-lg tracking-wide text-slate-900">{receipt.reference}</strong>
            </p>
            <p className="mt-2 max-w-md text-slate-700">
              We will reply by <strong>{formatLongDate(receipt.due_date)}</strong>. We are also sending the
              reference and this date to your e-mail address.
            </p>
          </>
        ) : null}
        <p className="mt-2 max-w-sm text-slate-600">
          Thank you. Your concern has been sent, and we will reply by e-mail. Taking you back to the home
          page…
        </p>
      </div>
    );

  return (
    <>
      {inAppBrowser ? (
        <p className="mb-6 flex gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-700" />
          <span>
            We detected that you are using the {inAppBrowser} in-app browser. Your submission will be
            processed normally.
          </span>
        </p>
      ) : null}
      {/* The form stays in place under "Preparing Form..." (inert), so nothing moves when it opens. */}
      <div className="relative">
        <div
          inert={phase === 'preparing'}
          className={phase === 'preparing' ? 'opacity-30 transition-opacity' : 'transition-opacity'}
        >
          <ConcernForm initial={posted && !isSent(posted) ? posted : undefined} onSubmit={onSubmit} />
        </div>
        {phase === 'preparing' ? (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-slate-700"
          >
            <LoaderCircle aria-hidden="true" className="size-8 text-brand-700 motion-safe:animate-spin" />
            <p className="font-medium">Preparing Form...</p>
          </div>
        ) : null}
      </div>
    </>
  );
}
