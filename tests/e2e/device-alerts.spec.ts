// Campus alerts on the device (docs/decisions/0047-device-alerts-and-document-pages.md), in Chromium and axe-clean: a dismissed
// alert offers "Get alerts on this device", which registers the service worker and hands the subscription to the
// server (read back from the server's own database); a push delivered to that service worker through the
// DevTools protocol shows the alert as a notification and keeps its page readable offline; /subscribe shows the
// device's state and turns it off again. Pressing the notification (a real press, through a stand-in desktop
// notification service: desktop-notifications.ts) opens the alert's page. Where notifications are blocked, it
// says so; without the Push API, nothing is offered.
//
// Headless Chromium has no push service (its subscribe answers "permission denied"), so the one stand-in is the
// browser's push service: PushManager's subscribe and getSubscription give a subscription with a real P-256 key
// pair and auth secret made in the page. The service worker, the permission, the server and the push delivered
// to the worker are real.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { startDesktopNotifications } from './desktop-notifications.ts';
import { apiLogin, expect, expectNoA11yViolations, test } from './fixtures.ts';
import { withSiteLock } from './site-lock.ts';

/** The database of the server under test (scripts/e2e-server.ts), read only. */
function serverDb() {
  const file = path.join(os.tmpdir(), `campus-e2e-${process.env.E2E_PORT ?? '3123'}`, 'campus.db');
  return new Database(file, { readonly: true, fileMustExist: true });
}

interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

function storedSubscription(endpoint: string): StoredSubscription | undefined {
  const db = serverDb();
  try {
    return db
      .prepare('select endpoint, p256dh, auth from push_subscriptions where endpoint = ?')
      .get(endpoint) as StoredSubscription | undefined;
  } finally {
    db.close();
  }
}

function queuedPayload(endpoint: string): string | undefined {
  const db = serverDb();
  try {
    const row = db
      .prepare(
        'select q.payload from push_queue q join push_subscriptions s on s.id = q.subscription_id where s.endpoint = ? order by q.id desc',
      )
      .get(endpoint) as { payload: string } | undefined;
    return row?.payload;
  } finally {
    db.close();
  }
}

const STAND_IN_KEY = 'e2e-push-subscription';

/** The browser's push service, stood in: see the file's comment. */
async function standInPushService(context: BrowserContext): Promise<void> {
  await context.addInitScript((storageKey) => {
    const b64u = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    type Record = { endpoint: string; p256dh: string; auth: string; serverKey: string };
    const asSubscription = (r: Record) => ({
      endpoint: r.endpoint,
      expirationTime: null,
      toJSON: () => ({
        endpoint: r.endpoint,
        expirationTime: null,
        keys: { p256dh: r.p256dh, auth: r.auth },
      }),
      unsubscribe: async () => {
        localStorage.removeItem(storageKey);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      // A VAPID public key is an uncompressed P-256 point, as a real push service demands.
      if (key.length !== 65 || key[0] !== 4 || !options?.userVisibleOnly)
        throw new DOMException('The key or options are not ones a push service takes', 'InvalidAccessError');
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const record: Record = {
        endpoint: `https://push.example.test/send/${crypto.randomUUID()}`,
        p256dh: b64u(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
        auth: b64u(crypto.getRandomValues(new Uint8Array(16))),
        serverKey: b64u(key),
      };
      localStorage.setItem(storageKey, JSON.stringify(record));
      return asSubscription(record) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const stored = localStorage.getItem(storageKey);
      return stored ? (asSubscription(JSON.parse(stored)) as unknown as PushSubscription) : null;
    };
  }, STAND_IN_KEY);
}

async function standInRecord(page: Page) {
  return page.evaluate(
    (key) =>
      JSON.parse(localStorage.getItem(key) ?? 'null') as {
        endpoint: string;
        p256dh: string;
        auth: string;
        serverKey: string;
      } | null,
    STAND_IN_KEY,
  );
}

/** Delivers `data` as a push message to this origin's /alerts/ service worker, through the DevTools protocol. */
async function deliverPush(page: Page, data: string): Promise<void> {
  // A push that reaches a worker still installing is dropped: the "Get alerts" press subscribes through the
  // stand-in at once, so on a busy machine the worker may not be active yet.
  await page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker.getRegistration('/alerts/');
    return reg?.active?.state === 'activated';
  });
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      const reg = event.registrations.find((r) => r.scopeURL === `${origin}/alerts/` && !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await found, data });
}

test('a dismissed alert offers alerts on this device; a pushed alert shows as a notification and stays readable offline', async ({
  page,
  context,
  checkA11y,
}, testInfo) => {
  test.slow();
  await standInPushService(context);
  const origin = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin;
  await context.grantPermissions(['notifications'], { origin });
  const token = await apiLogin(page.request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  const title = `Water supply interrupted (${testInfo.project.name})`;

  await withSiteLock(async () => {
    const created = await page.request.post('/api/admin/site/alerts', {
      headers,
      data: {
        severity: 'advisory',
        office: 'administration',
        title,
        message: 'Water is off in the Academic Building until 3:00 p.m.',
        starts_at: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    let endpoint = '';
    try {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Campus advisory' });
      await expect(banner).toContainText(title);
      await banner.getByRole('button', { name: 'Dismiss this alert' }).click();
      const offer = page.getByRole('region', { name: 'Alerts on this device' });
      await expect(offer).toContainText('Get campus alerts, such as class suspensions');
      await checkA11y();
      const turnOn = offer.getByRole('button', { name: 'Get alerts on this device' });
      const box = await turnOn.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await turnOn.click();
      await expect(offer.getByRole('status')).toHaveText('This device gets campus alerts.');
      await checkA11y();

      // The server keeps exactly what the browser subscribed with, made with the server's own key.
      const record = await standInRecord(page);
      expect(record).not.toBeNull();
      endpoint = record?.endpoint ?? '';
      const key = ((await (await page.request.get('/api/push/key')).json()) as { publicKey: string })
        .publicKey;
      expect(record?.serverKey).toBe(key);
      expect(storedSubscription(endpoint)).toEqual({
        endpoint,
        p256dh: record?.p256dh,
        auth: record?.auth,
      });

      // An update of the alert queues a push for this device; its payload goes to the service worker.
      const updated = await page.request.post(`/api/admin/site/alerts/${id}/updates`, {
        headers,
        data: { message: 'Water is back in the Academic Building.' },
      });
      expect(updated.ok()).toBe(true);
      let payload = '';
      await expect(async () => {
        payload = queuedPayload(endpoint) ?? '';
        expect(payload).not.toBe('');
      }).toPass({ timeout: 10_000 });
      await deliverPush(page, payload);
      await expect(async () => {
        const shown = await page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration('/alerts/');
          return (await reg?.getNotifications())?.map((n) => ({
            title: n.title,
            body: n.body,
            data: n.data,
          }));
        });
        expect(shown).toEqual([
          {
            title: `Update: ${title}`,
            body: 'Water is back in the Academic Building. (Administration)',
            data: { path: `/alerts/${id}` },
          },
        ]);
      }).toPass({ timeout: 10_000 });

      // The pushed alert's page was kept: it opens without a network.
      await expect(async () => {
        const kept = await page.evaluate(async (path) => {
          const cache = await caches.open('campus-latest-alert');
          return (await cache.keys()).map((r) => new URL(r.url).pathname).includes(path);
        }, `/alerts/${id}`);
        expect(kept).toBe(true);
      }).toPass({ timeout: 10_000 });
      await context.setOffline(true);
      try {
        await page.goto(`/alerts/${id}`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText('Water is back in the Academic Building.')).toBeVisible();
      } finally {
        await context.setOffline(false);
      }

      // /subscribe knows the device's state and turns it off; the server forgets the device.
      await page.goto('/subscribe');
      const section = page.getByRole('region', { name: 'Alerts on this device' });
      await expect(section.getByRole('status')).toHaveText('This device gets campus alerts.');
      await checkA11y();
      await section.getByRole('button', { name: 'Stop alerts on this device' }).click();
      await expect(section.getByRole('status')).toHaveText('This device does not get campus alerts.');
      await expect(section.getByRole('button', { name: 'Get alerts on this device' })).toBeVisible();
      expect(storedSubscription(endpoint)).toBeUndefined();
      await checkA11y();
    } finally {
      await page.request.delete(`/api/admin/site/alerts/${id}`, { headers });
      if (endpoint) await page.request.post('/api/push/subscriptions/remove', { data: { endpoint } });
    }
  });
});

test("pressing an alert's notification opens its page, and uses the tab already on it", async ({
  playwright,
}, testInfo) => {
  test.slow();
  // A person's click on a notification, through the desktop's notification service (see
  // desktop-notifications.ts): the browser runs with its own profile on a private session bus.
  const desktop = await startDesktopNotifications();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-notification-click-'));
  const { launchOptions, baseURL, viewport } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport,
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: desktop.address },
  });
  const request = await playwright.request.newContext({ baseURL });
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const token = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  const title = `Classes suspended this afternoon (${testInfo.project.name})`;
  let endpoint = '';
  let id = 0;
  try {
    await standInPushService(context);
    await context.grantPermissions(['notifications'], { origin });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/subscribe');
    const section = page.getByRole('region', { name: 'Alerts on this device' });
    await section.getByRole('button', { name: 'Get alerts on this device' }).click();
    await expect(section.getByRole('status')).toHaveText('This device gets campus alerts.');
    endpoint = (await standInRecord(page))?.endpoint ?? '';
    expect(endpoint).not.toBe('');

    // The alert banner shows on every page of the site: the alert lives only inside the site lock.
    await withSiteLock(async () => {
      try {
        const created = await request.post('/api/admin/site/alerts', {
          headers,
          data: {
            severity: 'advisory',
            office: 'administration',
            title,
            message: 'Classes from 1:00 p.m. are suspended because of the flood warning.',
            starts_at: new Date(Date.now() - 60_000).toISOString(),
          },
        });
        expect(created.status()).toBe(201);
        id = ((await created.json()) as { id: number }).id;
        let payload = '';
        await expect(async () => {
          payload = queuedPayload(endpoint) ?? '';
          expect(payload).not.toBe('');
        }).toPass({ timeout: 10_000 });

        /** Delivers the alert's push and waits for the desktop to show it; returns its id there. */
        const shownOnDesktop = async () => {
          const before = desktop.shown.length;
          await deliverPush(page, payload);
          await expect(() =>
            expect(desktop.shown.slice(before)).toEqual([
              expect.objectContaining({ summary: `Advisory: ${title}` }),
            ]),
          ).toPass({ timeout: 10_000 });
          return (desktop.shown.at(-1) as { id: number }).id;
        };

        // No tab is on the alert's page: pressing the notification opens one there.
        const opened = context.waitForEvent('page');
        desktop.click(await shownOnDesktop());
        const alertTab = await opened;
        await expect(alertTab).toHaveURL(new URL(`/alerts/${id}`, origin).href);
        await expect(alertTab.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expectNoA11yViolations(alertTab);
        expect(context.pages()).toHaveLength(2);

        // With a tab already on the alert's page, pressing its next notification uses that tab (the worker
        // focuses it) and opens no other. Headless Chromium reports every tab focused and visible, so which tab
        // is in front cannot be read; the notification closing shows the press reached the worker.
        const again = await shownOnDesktop();
        const extraWindow = context.waitForEvent('page', { timeout: 3_000 }).then(
          (p) => p.url(),
          () => null,
        );
        desktop.click(again);
        await expect(() => expect(desktop.closed).toContain(again)).toPass({ timeout: 10_000 });
        expect(await extraWindow).toBeNull();
        await expect(alertTab).toHaveURL(new URL(`/alerts/${id}`, origin).href);
        expect(context.pages()).toHaveLength(2);
      } finally {
        if (id) await request.delete(`/api/admin/site/alerts/${id}`, { headers });
      }
    });
  } finally {
    if (endpoint) await request.post('/api/push/subscriptions/remove', { data: { endpoint } });
    await request.dispose();
    await context.close();
    await desktop.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('/subscribe says when the browser blocks notifications, and offers nothing without the Push API', async ({
  page,
  context,
  browser,
  checkA11y,
}, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin;
  const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
  const cdp = await browser.newBrowserCDPSession();
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  });
  try {
    await page.goto('/subscribe');
    const section = page.getByRole('region', { name: 'Alerts on this device' });
    await expect(section.getByRole('status')).toContainText(
      'Your browser blocks notifications from this site',
    );
    await expect(section.getByRole('button')).toHaveCount(0);
    await checkA11y();
  } finally {
    await cdp.send('Browser.resetPermissions', { browserContextId: targetInfo.browserContextId });
  }

  const bare = await context.browser()?.newPage();
  if (!bare) throw new Error('no browser');
  await bare.addInitScript(() => {
    // A browser without the Push API (older iOS Safari outside the home screen, for one).
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await bare.goto(new URL('/subscribe', origin).href);
  await bare.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(bare.getByRole('heading', { name: 'Get alerts and news by e-mail' })).toBeVisible();
  await expect(bare.getByRole('region', { name: 'Alerts on this device' })).toHaveCount(0);
  await bare.close();
});
