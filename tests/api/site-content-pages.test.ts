// Site content in server-made answers: event pages (200 with Event data, 404 for unknown events), the campus
// alert as a SpecialAnnouncement in the home page's JSON-LD and as the first item of the RSS feeds, both
// appearing and disappearing with the clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import { bearer, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { templateClientDir } from './seo-test-client.ts';

const BASE = 'https://news.campus.example';
const HOUR = 3600_000;

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
const graphTypes = (html: string) =>
  jsonLdOf(html).flatMap((ld) =>
    ((ld['@graph'] as Array<Record<string, unknown>> | undefined) ?? [ld]).map((n) => n['@type']),
  );

describe('site content in pages and feeds', () => {
  const clock = manualClock(new Date('2026-11-23T02:00:00.000Z'));
  let t: TestApp;
  let client: ReturnType<typeof templateClientDir>;
  let token: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    client = templateClientDir();
    t = await createTestApp({ clock, env: { CLIENT_DIR: client.dir, PUBLIC_URL: `${BASE}/` } });
    token = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    client.remove();
  });

  it('gives each event a page with its own title and Event data; unknown events are not found', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/events',
      headers: bearer(token),
      payload: {
        title: 'Farmers’ Field Day & Seed Fair',
        office: 'bsa',
        date: '2026-12-05',
        start_time: '08:00',
        end_time: '16:00',
        place: 'Demonstration Farm',
        description: 'Harvest demonstrations, <b>seed</b> exchange and talks for farmers of the province.',
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const page = await get(`/events/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Farmers’ Field Day &amp; Seed Fair');
    expect(page.body).not.toContain('<b>seed</b>');
    const [ld] = jsonLdOf(page.body);
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Farmers’ Field Day & Seed Fair',
      startDate: '2026-12-05T08:00:00+08:00',
      endDate: '2026-12-05T16:00:00+08:00',
      url: `${BASE}/events/${id}`,
      location: { '@type': 'Place', name: 'Demonstration Farm' },
    });
    expect((await get('/events/999999')).statusCode).toBe(404);
    expect((await get('/events/not-a-number')).statusCode).toBe(404);
  });

  it('puts the active alert in the home page JSON-LD and first in the feeds, only while it is active', async () => {
    expect(graphTypes((await get('/')).body)).not.toContain('SpecialAnnouncement');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/alerts',
      headers: bearer(token),
      payload: {
        severity: 'urgent',
        title: 'Classes suspended',
        message: 'Classes at all levels are suspended on Monday because of Typhoon Pepito.',
        link: '/send-concern',
        starts_at: new Date(clock.now().getTime() + HOUR).toISOString(),
        ends_at: new Date(clock.now().getTime() + 3 * HOUR).toISOString(),
      },
    });
    expect(res.statusCode).toBe(201);
    expect(graphTypes((await get('/')).body)).not.toContain('SpecialAnnouncement');

    clock.advance(HOUR);
    const home = (await get('/')).body;
    const graph = (jsonLdOf(home)[0]?.['@graph'] ?? []) as Array<Record<string, unknown>>;
    expect(graph.find((n) => n['@type'] === 'SpecialAnnouncement')).toMatchObject({
      name: 'Classes suspended',
      text: 'Classes at all levels are suspended on Monday because of Typhoon Pepito.',
      url: `${BASE}/send-concern`,
      announcementLocation: { '@id': `${BASE}/#organization` },
    });
    const feed = await get('/feeds/all.xml');
    expect(feed.statusCode).toBe(200);
    const firstItem = /<item>([\s\S]*?)<\/item>/.exec(feed.body)?.[1] ?? '';
    expect(firstItem).toContain('<title>Urgent: Classes suspended</title>');
    expect(firstItem).toContain('<category>Campus alert</category>');
    expect(firstItem).toContain(`<link>${BASE}/send-concern</link>`);

    clock.advance(2 * HOUR);
    expect(graphTypes((await get('/')).body)).not.toContain('SpecialAnnouncement');
    expect((await get('/feeds/all.xml')).body).not.toContain('Classes suspended');
  });
});
