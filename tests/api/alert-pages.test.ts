// Campus alerts' own pages (docs/decisions/0032-alert-pages-and-subscriptions.md): /alerts/{id} with when and
// by whom it was posted, its validity and its updates or lifting; /alerts listing past alerts; both small,
// script-free, cached with an ETag; a PNG card image per alert; the banner's posted time and update; the
// sitemap; who may post an update.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import { SITE_MESSAGES, siteResponseSchema } from '../../src/shared/contract/site.ts';
import { parseSite } from '../../src/shared/contract/site-public.ts';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const BASE = 'https://news.campus.example';

describe('alert pages', () => {
  // 5:10 a.m. on Friday 27 November 2026 in Manila.
  const clock = manualClock(new Date('2026-11-26T21:10:00.000Z'));
  let t: TestApp;
  let token: string;
  let alertId: number;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, as = token) =>
    t.app.inject({ method, url, headers: bearer(as), payload });
  const banner = async () => {
    const res = await get('/api/site');
    expect(parseSite(res.json())).toEqual(siteResponseSchema.parse(res.json()));
    return siteResponseSchema.parse(res.json()).alert;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { PUBLIC_URL: `${BASE}/` } });
    token = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    const res = await send('POST', '/api/admin/site/alerts', {
      severity: 'urgent',
      office: 'administration',
      title: 'Classes suspended today, Friday 27 November',
      message: 'Classes at all levels are suspended because of Typhoon Pepito. Offices stay open.',
      starts_at: '2026-11-26T21:10:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    alertId = res.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the alert a permanent page: posted time, office, validity, card image; small and without script', async () => {
    const res = await get(`/alerts/${alertId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<h1>Classes suspended today, Friday 27 November</h1>');
    expect(html).toContain(
      'Posted</dt><dd><time datetime="2026-11-26T21:10:00.000Z">5:10 a.m., Fri 27 Nov 2026</time>',
    );
    expect(html).toContain('<dt>By</dt><dd>Administration</dd>');
    expect(html).toContain('In effect until lifted');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/alerts/${alertId}" />`);
    expect(html).toContain(`<meta property="og:image" content="${BASE}/alerts/${alertId}/card.png" />`);
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(html).not.toMatch(/<link[^>]+stylesheet/);
    // HTML and CSS together (the CSS is inline) stay under 10 KB.
    expect(Buffer.byteLength(html)).toBeLessThan(10 * 1024);
  });

  it('serves the page from its cache with an ETag, compressed, until the alert changes', async () => {
    const first = await get(`/alerts/${alertId}`, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect((await get(`/alerts/${alertId}`, { 'if-none-match': etag })).statusCode).toBe(304);
    const changed = await send('PUT', `/api/admin/site/alerts/${alertId}`, {
      severity: 'urgent',
      office: 'administration',
      title: 'Classes suspended today, Friday 27 November',
      message: 'Classes at all levels are suspended because of Typhoon Pepito. Offices stay open until noon.',
      starts_at: '2026-11-26T21:10:00.000Z',
    });
    expect(changed.statusCode).toBe(200);
    const again = await get(`/alerts/${alertId}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Offices stay open until noon.');
  });

  it('shows the posted time and office on the banner', async () => {
    const a = await banner();
    expect(a).toMatchObject({
      id: alertId,
      posted_at: '2026-11-26T21:10:00.000Z',
      office: 'administration',
      office_name: 'Administration',
      lifted_at: null,
      updates: [],
    });
  });

  it('draws a 1200 × 630 PNG card for the alert', async () => {
    const res = await get(`/alerts/${alertId}/card.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // The top band is campus green, as drawn.
    const { data } = await sharp(res.rawPayload)
      .extract({ left: 600, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x00, 0x66, 0x33]);
  });

  it('answers 404 for an unknown or malformed alert, its page and its card', async () => {
    for (const url of ['/alerts/999999', '/alerts/abc', '/alerts/999999/card.png', '/alerts/1x/card.png'])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('posts an update, shown on the page and the banner; office admins may not', async () => {
    const bsit = await createUser(t.app, token, { office: 'bsit' });
    const refused = await send(
      'POST',
      `/api/admin/site/alerts/${alertId}/updates`,
      { message: 'No.' },
      bsit.token,
    );
    expect(refused.statusCode).toBe(403);
    const empty = await send('POST', `/api/admin/site/alerts/${alertId}/updates`, { message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(SITE_MESSAGES.required('Update'));
    expect(
      (await send('POST', '/api/admin/site/alerts/999999/updates', { message: 'Anything' })).statusCode,
    ).toBe(404);

    clock.set(new Date('2026-11-27T01:30:00.000Z')); // 9:30 a.m.
    token = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    const res = await send('POST', `/api/admin/site/alerts/${alertId}/updates`, {
      message: 'The suspension covers Saturday classes too.',
    });
    expect(res.statusCode).toBe(201);
    const page = (await get(`/alerts/${alertId}`)).body;
    expect(page).toContain(
      'Update · <time datetime="2026-11-27T01:30:00.000Z">9:30 a.m., Fri 27 Nov 2026</time>',
    );
    expect(page).toContain('The suspension covers Saturday classes too.');
    expect(page).toContain('In effect until lifted');
    expect((await banner())?.updates).toEqual([
      {
        message: 'The suspension covers Saturday classes too.',
        lifts: false,
        posted_at: '2026-11-27T01:30:00.000Z',
      },
    ]);
  });

  it('lifts the alert: the banner goes, the page says when and why, /alerts keeps it', async () => {
    clock.set(new Date('2026-11-28T09:00:00.000Z')); // 5:00 p.m. Saturday
    token = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    const res = await send('POST', `/api/admin/site/alerts/${alertId}/updates`, {
      message: 'Classes resume Monday.',
      lift: true,
    });
    expect(res.statusCode).toBe(201);
    expect(await banner()).toBeNull();
    const page = (await get(`/alerts/${alertId}`)).body;
    expect(page).toContain('Lifted 5:00 p.m., Sat 28 Nov 2026');
    expect(page).toContain('Classes resume Monday.');
    // The latest update first.
    expect(page.indexOf('Classes resume Monday.')).toBeLessThan(page.indexOf('Saturday classes too'));

    const list = await get('/alerts');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(
      `<a href="/alerts/${alertId}">Classes suspended today, Friday 27 November</a>`,
    );
    expect(list.body).toContain('Lifted 5:00 p.m., Sat 28 Nov 2026');
    expect(Buffer.byteLength(list.body)).toBeLessThan(10 * 1024);

    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['site.alert.note', 'site.alert.lift'])
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(['site.alert.note', 'site.alert.lift']);
  });

  it('names another posting office, and refuses an unknown one next to its field', async () => {
    const ok = await send('POST', '/api/admin/site/alerts', {
      severity: 'advisory',
      office: 'library',
      title: 'Library closed for inventory',
      message: 'The library is closed on Monday for its yearly inventory.',
      starts_at: '2026-11-28T09:00:00.000Z',
    });
    expect(ok.statusCode).toBe(201);
    expect((await get(`/alerts/${ok.json().id}`)).body).toContain('<dt>By</dt><dd>Campus Library</dd>');
    const bad = await send('POST', '/api/admin/site/alerts', {
      severity: 'advisory',
      office: 'nowhere',
      title: 'x',
      message: 'y',
      starts_at: '2026-11-28T09:00:00.000Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'office', message: SITE_MESSAGES.officeInvalid });
  });

  it('lists /alerts and every alert page in the sitemap', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${BASE}/alerts</loc>`);
    expect(xml).toContain(`<loc>${BASE}/alerts/${alertId}</loc>`);
  });
});
