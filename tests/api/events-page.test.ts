// GET /api/site/events (the /events page): upcoming events soonest first and past ones most recent first,
// split on the campus date by the clock alone, filtered by office; the webcal:// subscription address; the
// calendar feed of one office; the page in the site search and the sitemap; an office admin's event picture.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import { apiErrorSchema } from '../../src/shared/contract/common.ts';
import { eventsResponseSchema, siteEndpoints } from '../../src/shared/contract/site.ts';
import { parseEventsResponse } from '../../src/shared/contract/site-public.ts';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { multipartBody, png } from '../support/image-fixtures.ts';
import { inject } from '../support/inject.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('the events page', () => {
  // Monday 23 November 2026, 10:00 in Manila.
  const clock = manualClock(new Date('2026-11-23T02:00:00.000Z'));
  let t: TestApp;
  const ids: Record<string, number> = {};

  const add = async (title: string, office: string, date: string, end_date?: string) => {
    const token = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/events',
      headers: bearer(token),
      payload: {
        title,
        office,
        date,
        place: 'Gymnasium',
        description: `${title}; all are welcome.`,
        end_date,
      },
    });
    expect(res.statusCode).toBe(201);
    ids[title] = (res.json() as { id: number }).id;
  };
  const list = async (query: Record<string, string> = {}) => {
    const res = await inject(t.app, siteEndpoints.events, { query: query as never });
    expect(res.statusCode).toBe(200);
    const checked = eventsResponseSchema.parse(res.json());
    // The public page's zod-free check reads the same answer the same way.
    expect(parseEventsResponse(res.json())).toEqual(checked);
    return checked;
  };
  const titles = (events: { title: string }[]) => events.map((e) => e.title);

  beforeAll(async () => {
    t = await createTestApp({ clock, seedDemo: false });
    // Remove the first-start events so the lists hold only this test's.
    await t.db.kysely.deleteFrom('site_events').execute();
    await add('Library Week', 'library', '2026-12-07');
    await add('Research Congress', 'research', '2026-11-21', '2026-11-23');
    await add('IT Days', 'bsit', '2026-11-25');
    await add('Farm Field Day', 'bsa', '2026-11-02');
    await add('Foundation Day', 'administration', '2026-10-15');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists upcoming events soonest first, then past ones most recent first', async () => {
    const body = await list();
    expect(body.today).toBe('2026-11-23');
    // The congress ends today, so it is still upcoming.
    expect(titles(body.upcoming)).toEqual(['Research Congress', 'IT Days', 'Library Week']);
    expect(titles(body.past)).toEqual(['Farm Field Day', 'Foundation Day']);
    expect(body.subscribe).toMatch(/^webcal:\/\/[^/]+\/events\.ics$/);
  });

  it('moves an event to the past at midnight in Manila, by the clock alone', async () => {
    clock.set(new Date('2026-11-23T15:59:00.000Z'));
    expect(titles((await list()).upcoming)[0]).toBe('Research Congress');
    clock.set(new Date('2026-11-23T16:00:00.000Z'));
    const body = await list();
    expect(body.today).toBe('2026-11-24');
    expect(titles(body.upcoming)).toEqual(['IT Days', 'Library Week']);
    expect(titles(body.past)[0]).toBe('Research Congress');
    clock.set(new Date('2026-11-23T02:00:00.000Z'));
  });

  it('filters by office, and the subscription and feed follow the office', async () => {
    const library = await list({ office: 'library' });
    expect(titles(library.upcoming)).toEqual(['Library Week']);
    expect(library.past).toEqual([]);
    expect(library.subscribe).toMatch(/^webcal:\/\/[^/]+\/events\.ics\?office=library$/);
    // The form's "All offices" sends an empty value.
    expect(titles((await list({ office: '' })).upcoming)).toHaveLength(3);

    const feed = await t.app.inject({ method: 'GET', url: '/events.ics?office=library' });
    expect(feed.statusCode).toBe(200);
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual(['Library Week']);
    expect(events[0]?.uid).toMatch(new RegExp(`^event-${ids['Library Week']}@`));
    const all = await t.app.inject({ method: 'GET', url: '/events.ics' });
    expect(new ICAL.Component(ICAL.parse(all.body)).getAllSubcomponents('vevent')).toHaveLength(5);
  });

  it('refuses an unknown office with a message', async () => {
    for (const url of ['/api/site/events?office=nowhere', '/events.ics?office=nowhere']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toBe('Unknown office');
    }
  });

  it('is found by the site search and listed in the sitemap', async () => {
    const search = await t.app.inject({ url: '/api/articles/search?q=events%20calendar' });
    expect((search.json() as { pages: { path: string }[] }).pages[0]?.path).toBe('/events');
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toMatch(/<loc>[^<]*\/events<\/loc>/);
  });

  it('an office admin adds a picture to their event, described for people who cannot see it', async () => {
    const superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    const bsit = await createUser(t.app, superToken, { office: 'bsit' });
    const token = await signIn(t.app, bsit.email, bsit.password);
    const body = multipartBody([], [{ field: 'image', filename: 'poster.png', data: await png() }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/event-images',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const image = upload.json().image as string;
    expect(image).toMatch(/^site\/[0-9a-f-]{36}\.png$/);
    expect((await t.app.inject({ url: `/media/${image}` })).statusCode).toBe(200);

    const id = ids['IT Days'];
    const event = {
      title: 'IT Days',
      office: 'bsit',
      date: '2026-11-25',
      place: 'Gymnasium',
      description: 'IT Days; all are welcome.',
      image,
    };
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/site/events/${id}`, headers: bearer(token), payload });
    const undescribed = await put(event);
    expect(undescribed.statusCode).toBe(400);
    expect(undescribed.json()).toMatchObject({
      message: 'Describe the picture for people who cannot see it',
      field: 'image_alt',
    });
    const foreign = await put({ ...event, image: 'https://elsewhere.example/p.png', image_alt: 'A poster' });
    expect(foreign.json().message).toBe('Choose a picture for this event');
    expect((await put({ ...event, image_alt: 'Students at laptops in the IT lab' })).statusCode).toBe(200);

    const listed = (await list({ office: 'bsit' })).upcoming[0];
    expect(listed).toMatchObject({ image, image_alt: 'Students at laptops in the IT lab' });
    // Removing the picture removes its description too.
    expect((await put({ ...event, image: null, image_alt: 'left over' })).statusCode).toBe(200);
    expect((await list({ office: 'bsit' })).upcoming[0]).toMatchObject({ image: null, image_alt: null });
  });
});
