// The service worker of campus alerts on a device (docs/decisions/0047-device-alerts-and-document-pages.md). It does only what
// push needs: shows the alert a push brings (services/push.ts writes its JSON), opens the alert's page when the
// notification is pressed, and keeps the latest alert's page so it can still be read without a connection.
// Registered with the scope /alerts/, so no other page of the site ever passes through it.
const CACHE = 'campus-latest-alert';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Keeps only this alert's page: a device holds the latest alert, not a history. */
async function keepLatest(url) {
  const cache = await caches.open(CACHE);
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) return;
  for (const request of await cache.keys()) await cache.delete(request);
  await cache.put(url, response);
}

self.addEventListener('push', (event) => {
  let alert;
  try {
    alert = event.data ? event.data.json() : null;
  } catch {
    alert = null;
  }
  if (!alert || typeof alert.title !== 'string') return;
  // Only this site's own pages are opened: the path of the address the server wrote, on this origin (the
  // server's public address may name another host for the same site, as a proxy's does).
  const path = new URL(alert.url || '/alerts', self.location.origin).pathname;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(alert.title, {
        body: alert.body || '',
        tag: alert.tag || path,
        icon: '/favicon.svg',
        data: { path },
      }),
      keepLatest(path).catch(() => undefined),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.path || '/alerts';
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = open.find((c) => new URL(c.url).pathname === path);
      if (same) return same.focus();
      return self.clients.openWindow(path);
    })(),
  );
});

// Alert pages come from the network; without one, the kept page of the latest alert answers.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.mode !== 'navigate') return;
  event.respondWith(
    fetch(request).catch(async () => {
      const cache = await caches.open(CACHE);
      const kept = await cache.match(request, { ignoreSearch: true });
      return kept ?? Response.error();
    }),
  );
});
