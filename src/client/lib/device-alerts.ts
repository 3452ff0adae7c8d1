// Campus alerts on this device (docs/decisions/0047-device-alerts-and-document-pages.md): the browser subscribes with the Push
// API through public/push-worker.js, registered for /alerts/ only so that no other page passes through a service
// worker, and the server keeps the subscription (POST /api/push/subscriptions). No framework here: the button
// (components/device-alerts.tsx) draws what this reports.
import { getPushKey, removePushSubscription, sendPushSubscription } from './api/push.ts';

export const PUSH_WORKER_URL = '/push-worker.js';
export const PUSH_WORKER_SCOPE = '/alerts/';

/** on: this device gets alerts; off: it could; blocked: the browser refuses notifications to this site. */
export type DeviceAlertState = 'on' | 'off' | 'blocked';

/** True where the Push API and notifications exist (secure pages of current browsers). */
export function deviceAlertsSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

const registration = () => navigator.serviceWorker.getRegistration(PUSH_WORKER_SCOPE);

export async function deviceAlertState(): Promise<DeviceAlertState> {
  if (Notification.permission === 'denied') return 'blocked';
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Resolves once the worker is active: the Push API subscribes only through an active one. */
function activated(reg: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  const worker = reg.installing ?? reg.waiting;
  if (reg.active || !worker) return Promise.resolve(reg);
  return new Promise((resolve, reject) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(reg);
      else if (worker.state === 'redundant') reject(new Error('The alert service could not start'));
    });
  });
}

/** Base64url as the Push API takes an application server key. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** Asks the browser's permission, subscribes and tells the server; the state the device is in afterwards. */
export async function turnOnDeviceAlerts(): Promise<DeviceAlertState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const reg = await activated(
    await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE }),
  );
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await getPushKey()),
    }));
  const { endpoint, keys } = subscription.toJSON();
  try {
    await sendPushSubscription({
      endpoint: endpoint ?? subscription.endpoint,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    });
  } catch (error) {
    // A subscription the server does not know would look on here and never bring an alert.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'on';
}

/** Tells the server to stop, then ends the browser's subscription. */
export async function turnOffDeviceAlerts(): Promise<DeviceAlertState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await removePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
