// "Get alerts on this device" (docs/decisions/0047-device-alerts-and-document-pages.md): a small island on /subscribe and in
// place of a dismissed campus alert. Drawn only once the browser is known to have the Push API (nothing on the
// server's page, nothing where it is missing), with three plain states: on, off, blocked by the browser.
import { useEffect, useState } from 'react';
import { errorReason } from '../lib/api-client.ts';
import {
  type DeviceAlertState,
  deviceAlertState,
  deviceAlertsSupported,
  turnOffDeviceAlerts,
  turnOnDeviceAlerts,
} from '../lib/device-alerts.ts';

export const DEVICE_ALERT_TEXTS = {
  title: 'Alerts on this device',
  intro: 'Get campus alerts, such as class suspensions, as notifications on this phone or computer.',
  turnOn: 'Get alerts on this device',
  turnOff: 'Stop alerts on this device',
  working: 'One moment…',
  on: 'This device gets campus alerts.',
  off: 'This device does not get campus alerts.',
  blocked:
    'Your browser blocks notifications from this site. To get alerts here, allow notifications for this site in the browser’s settings, then reload this page.',
} as const;

/**
 * page: the section of /subscribe, in that page's own look (seo/subscribe-page.ts). banner: one line where a
 * dismissed alert was, offered only while this device gets no alerts.
 */
type Variant = 'page' | 'banner';

function useDeviceAlerts() {
  const [state, setState] = useState<DeviceAlertState | 'unknown'>('unknown');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!deviceAlertsSupported()) return;
    deviceAlertState().then(setState, () => setState('off'));
  }, []);
  const run = (change: () => Promise<DeviceAlertState>) => {
    setBusy(true);
    setError('');
    change()
      .then(setState, (e: unknown) => setError(errorReason(e)))
      .finally(() => setBusy(false));
  };
  return { state, busy, error, run };
}

export function DeviceAlerts({ variant }: { variant: Variant }) {
  const { state, busy, error, run } = useDeviceAlerts();
  const [started, setStarted] = useState(false);
  if (state === 'unknown') return null;
  // The banner's offer goes away on a device that already gets alerts or refuses them, unless it was just used.
  if (variant === 'banner' && state !== 'off' && !started) return null;

  const on = state === 'on';
  const button =
    state === 'blocked' ? null : (
      <button
        type="button"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => {
          setStarted(true);
          run(on ? turnOffDeviceAlerts : turnOnDeviceAlerts);
        }}
        className={
          variant === 'banner'
            ? 'min-h-11 shrink-0 rounded-md bg-green-800 px-4 font-semibold text-white hover:bg-green-900 disabled:opacity-70'
            : undefined
        }
      >
        {busy ? DEVICE_ALERT_TEXTS.working : on ? DEVICE_ALERT_TEXTS.turnOff : DEVICE_ALERT_TEXTS.turnOn}
      </button>
    );
  const status = (
    <p role="status" className={variant === 'banner' ? 'min-w-0 flex-1' : 'device-status'}>
      {variant === 'page' || state !== 'off' ? DEVICE_ALERT_TEXTS[state] : DEVICE_ALERT_TEXTS.intro}
    </p>
  );
  const failure = error ? (
    <p role="alert" className={variant === 'banner' ? 'w-full font-semibold text-red-800' : 'error'}>
      {error}
    </p>
  ) : null;

  if (variant === 'banner')
    return (
      <section
        aria-label={DEVICE_ALERT_TEXTS.title}
        className="border-b border-slate-200 bg-slate-50 text-slate-900"
      >
        <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm">
          {status}
          {button}
          {failure}
        </div>
      </section>
    );
  return (
    <section className="card" aria-labelledby="device-alerts">
      <h2 id="device-alerts">{DEVICE_ALERT_TEXTS.title}</h2>
      <p>{DEVICE_ALERT_TEXTS.intro}</p>
      {status}
      {failure}
      {button}
    </section>
  );
}
