// /send-concern (docs/product/public-site.md#pages, #states): preparing → ready → submitting → success → home after 2 s.
import { CircleCheck, Info, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ConcernForm as ConcernValues } from '../../../shared/contract/concern.ts';
import { BackHomeLink } from '../../components/back-home-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { sendInitialLog } from './api/send-initial-log.ts';
import { submitConcern } from './api/submit-concern.ts';
import { ConcernForm } from './components/concern-form.tsx';
import { PrivacyNotice } from './components/privacy-notice.tsx';
import {
  currentInAppBrowser,
  type GpsLocation,
  requestLocation,
  visitContext,
} from './lib/browser-context.ts';

const REDIRECT_AFTER_MS = 2000;

type Phase = 'preparing' | 'ready' | 'success';

export function Component() {
  usePageTitle('Send a Concern');
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('preparing');
  const [inAppBrowser] = useState(currentInAppBrowser);
  const [reference, setReference] = useState<string | null>(null);
  const location = useRef<GpsLocation | null>(null);

  // Once per visit: try for the device location (never in in-app browsers), send the initial log, then
  // open the form. A failure of either step still opens the form.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const gps = inAppBrowser
        ? null
        : await requestLocation((late) => {
            location.current = late;
          });
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
  }, [inAppBrowser]);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = window.setTimeout(() => navigate('/'), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [phase, navigate]);

  const onSubmit = async (values: ConcernValues) => {
    setReference(await submitConcern({ ...visitContext(), ...values, gpsLocation: location.current }));
    setPhase('success');
  };

  return (
    <>
      <PageHero
        eyebrow="We are listening"
        title="Send a Concern"
        lead="Have a question, a suggestion or a problem on campus? Write to us and the right office will reply by e-mail."
        crumbs={[{ label: 'Send a Concern' }]}
      />
      <div className="container-page grid gap-10 py-8 sm:py-12">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            {inAppBrowser && phase !== 'success' ? (
              <p className="mb-6 flex gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
                <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-700" />
                <span>
                  We detected that you are using the {inAppBrowser} in-app browser. Your submission will be
                  processed normally.
                </span>
              </p>
            ) : null}

            {phase !== 'success' ? (
              // The form is drawn from the start (and by the server), inert under "Preparing Form..." until the
              // location and the initial log are done, so nothing moves when it opens.
              <div className="relative">
                <div
                  inert={phase === 'preparing'}
                  className={phase === 'preparing' ? 'opacity-30 transition-opacity' : 'transition-opacity'}
                >
                  <ConcernForm onSubmit={onSubmit} />
                </div>
                {phase === 'preparing' ? (
                  <div
                    role="status"
                    className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-slate-700"
                  >
                    <LoaderCircle
                      aria-hidden="true"
                      className="size-8 text-brand-700 motion-safe:animate-spin"
                    />
                    <p className="font-medium">Preparing Form...</p>
                  </div>
                ) : null}
              </div>
            ) : null}

            {phase === 'success' ? (
              <div role="status" className="flex flex-col items-center py-14 text-center">
                <CircleCheck aria-hidden="true" className="size-14 text-brand-600" />
                <h2 className="mt-4 heading-2 text-slate-900">Success!</h2>
                {reference ? (
                  <p className="mt-3 text-slate-700">
                    Your reference number is{' '}
                    <strong className="font-mono text-lg tracking-wide text-slate-900">{reference}</strong>
                    <br />
                    <span className="text-sm">We are also sending it to your e-mail address.</span>
                  </p>
                ) : null}
                <p className="mt-2 max-w-sm text-slate-600">
                  Thank you. Your concern has been sent, and we will reply by e-mail. Taking you back to the
                  home page…
                </p>
              </div>
            ) : null}
          </div>

          <PrivacyNotice />
        </div>
        <nav aria-label="More" className="border-t border-slate-200 pt-8">
          <BackHomeLink />
        </nav>
      </div>
    </>
  );
}
