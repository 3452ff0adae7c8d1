// Site content run from the portal: first-start seeding equals config/site.ts, CRUD of alerts, events,
// vacancies and blocks, who may change what, alert timing and vacancy closing with the injectable clock,
// the change announcement and audit entry of every write, slide image uploads, and calendar files read
// back with a calendar parser (ical.js).
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site.ts';
import type { ArticleChange } from '../../src/server/domain/changes.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { seed } from '../../src/server/seed/seed.ts';
import {
  adminEventsResponseSchema,
  eventResponseSchema,
  SITE_MESSAGES,
  type SiteContent,
  siteResponseSchema,
} from '../../src/shared/contract/site.ts';
import { parseSite } from '../../src/shared/contract/site-public.ts';
import { configBlocks } from '../../src/shared/site-defaults.ts';
import { bearer, type CreatedUser, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { multipartBody, png, scriptSvg } from '../support/image-fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const HOUR = 3600_000;

describe('site content', () => {
  // Monday 23 November 2026, 10:00 in Manila.
  const clock = manualClock(new Date('2026-11-23T02:00:00.000Z'));
  let t: TestApp;
  let superToken: string;
  let bsit: CreatedUser;
  const changes: ArticleChange[] = [];

  const site = async (): Promise<SiteContent> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    const checked = siteResponseSchema.parse(res.json());
    // The public pages' zod-free check reads the same answer the same way.
    expect(parseSite(res.json())).toEqual(checked);
    return checked;
  };
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = superToken) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const setTime = async (at: Date) => {
    clock.set(at);
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    bsit.token = await signIn(t.app, bsit.email, bsit.password);
  };
  const auditActions = async () =>
    (
      await t.db.kysely
        .selectFrom('audit_log')
        .select(['action', 'office'])
        .where('action', 'like', 'site.%')
        .execute()
    ).map((r) => r.action);

  const event = (over: Record<string, unknown> = {}) => ({
    title: 'Typhoon Preparedness Seminar',
    office: 'bsit',
    date: '2026-11-30',
    start_time: '09:00',
    end_time: '11:30',
    place: 'Room 204, IT Building',
    description:
      'A seminar on preparing homes, farms and classrooms for the typhoon season; all are welcome.',
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    t.app.articleEvents.onChange((c) => changes.push(c));
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    bsit = await createUser(t.app, superToken, { office: 'bsit' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a fresh install shows exactly what config/site.ts has', async () => {
    const s = await site();
    expect(s.alert).toBeNull();
    expect(s.vacancies).toEqual([]);
    expect(s.facts).toEqual(configBlocks().facts);
    expect(s.facts.map((f) => [f.label, f.value])).toEqual(
      siteConfig.quickFacts.map((f) => [f.label, f.value]),
    );
    expect(s.slides.map((x) => x.caption)).toEqual(siteConfig.carousel.map((c) => c.caption));
    expect(s.slides[0]?.image).toBe('/images/site/carousel-campus-life.svg');
    expect(s.contacts).toEqual({
      address: siteConfig.address,
      email: siteConfig.contact_email,
      phone: siteConfig.contact,
      social: siteConfig.social.map((x) => ({ label: x.label, url: x.url })),
    });
    expect(s.quick_links).toEqual(siteConfig.quickLinks.map((l) => ({ ...l })));
    // The three configured events, all before today: the most recent first, each labelled past.
    expect(s.events.map((e) => [e.title, e.date, e.past])).toEqual([
      ['Alumni Homecoming', '2025-12-20', true],
      ['Research Symposium', '2025-11-12', true],
      ['Orientation Week', '2025-10-05', true],
    ]);
  });

  it('seeding again (another instance, a restart) changes nothing, even after staff removed the events', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/site/events',
      headers: bearer(superToken),
    });
    const ids = adminEventsResponseSchema.parse(res.json()).events.map((e) => e.id);
    expect(ids).toHaveLength(3);
    await Promise.all([
      seed({ db: t.db, storage: t.app.storage, config: t.config, clock }),
      seed({ db: t.db, storage: t.app.storage, config: t.config, clock }),
    ]);
    expect((await site()).events).toHaveLength(3);
    const first = ids[2] as number; // Orientation Week, the oldest
    expect((await send('DELETE', `/api/admin/site/events/${first}`)).statusCode).toBe(200);
    await seed({ db: t.db, storage: t.app.storage, config: t.config, clock });
    expect((await site()).events.map((e) => e.id)).not.toContain(first);
  });

  it('an alert shows from its start to its end, by the clock alone', async () => {
    const start = new Date(clock.now().getTime() + HOUR);
    const res = await send('POST', '/api/admin/site/alerts', {
      severity: 'urgent',
      title: 'Classes suspended',
      message: 'Classes at all levels are suspended today because of Typhoon Pepito. Stay safe.',
      link: 'https://www.pagasa.dost.gov.ph',
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 2 * HOUR).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(changes).toContainEqual({ kind: 'content', area: 'alerts' });
    expect((await site()).alert).toBeNull();

    clock.advance(HOUR);
    const shown = (await site()).alert;
    expect(shown).toMatchObject({ severity: 'urgent', title: 'Classes suspended' });

    // An information alert at the same time does not hide the urgent one.
    const info = await send('POST', '/api/admin/site/alerts', {
      severity: 'information',
      title: 'Library hours',
      message: 'The library closes at 3 PM today.',
      starts_at: clock.now().toISOString(),
    });
    expect(info.statusCode).toBe(201);
    expect((await site()).alert?.title).toBe('Classes suspended');

    clock.advance(2 * HOUR);
    expect((await site()).alert?.title).toBe('Library hours');
    expect(
      (await send('DELETE', `/api/admin/site/alerts/${(info.json() as { id: number }).id}`)).statusCode,
    ).toBe(200);
    expect((await site()).alert).toBeNull();
    expect(await auditActions()).toEqual(expect.arrayContaining(['site.alert.create', 'site.alert.delete']));
  });

  it('refuses bad alerts with a message naming the problem', async () => {
    const ok = {
      severity: 'advisory',
      title: 'Water interruption',
      message: 'Water service is interrupted in the dormitories until noon.',
      starts_at: clock.now().toISOString(),
    };
    const cases: Array<[object, string]> = [
      [{ ...ok, message: 'x'.repeat(501) }, SITE_MESSAGES.tooLong('Message', 500)],
      [{ ...ok, title: '  ' }, SITE_MESSAGES.required('Title')],
      [{ ...ok, link: 'javascript:alert(1)' }, SITE_MESSAGES.urlInvalid],
      [{ ...ok, link: '//evil.example' }, SITE_MESSAGES.urlInvalid],
      [
        { ...ok, ends_at: new Date(clock.now().getTime() - HOUR).toISOString() },
        SITE_MESSAGES.alertEndBeforeStart,
      ],
      [{ ...ok, severity: 'panic' }, 'Choose a severity'],
    ];
    for (const [payload, message] of cases) {
      const res = await send('POST', '/api/admin/site/alerts', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const link of ['mailto:hrmo@smsu.edu.ph', 'tel:+63427240158', '/careers']) {
      const res = await send('POST', '/api/admin/site/alerts', { ...ok, link });
      expect(res.statusCode, link).toBe(201);
      await send('DELETE', `/api/admin/site/alerts/${res.json().id}`);
    }
    // Office admins do not publish campus alerts.
    expect((await send('POST', '/api/admin/site/alerts', ok, bsit.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/site/alerts', payload: ok })).statusCode,
    ).toBe(401);
  });

  it('events: office admins manage their own office only, superadmins every office', async () => {
    const own = await send('POST', '/api/admin/site/events', event(), bsit.token);
    expect(own.statusCode).toBe(201);
    const id = own.json().id as number;
    expect(
      (await send('POST', '/api/admin/site/events', event({ office: 'research' }), bsit.token)).statusCode,
    ).toBe(403);
    const other = await send(
      'POST',
      '/api/admin/site/events',
      event({ office: 'research', title: 'Research Forum' }),
    );
    expect(other.statusCode).toBe(201);
    const otherId = other.json().id as number;
    // Another office's event answers exactly as a missing one (issue 30).
    for (const [method, payload] of [
      ['PUT', event({ office: 'research' })],
      ['DELETE', undefined],
    ] as const) {
      const hidden = await send(method, `/api/admin/site/events/${otherId}`, payload, bsit.token);
      const missing = await send(method, '/api/admin/site/events/999999', payload, bsit.token);
      expect(hidden.statusCode, method).toBe(404);
      expect(hidden.json(), method).toEqual(missing.json());
    }
    // Moving an own event to another office is refused too.
    expect(
      (await send('PUT', `/api/admin/site/events/${id}`, event({ office: 'bsa' }), bsit.token)).statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', `/api/admin/site/events/${id}`, event({ place: 'Campus Gymnasium' }), bsit.token))
        .statusCode,
    ).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/admin/site/events',
      headers: bearer(bsit.token),
    });
    expect(adminEventsResponseSchema.parse(mine.json()).events.map((e) => e.office)).toEqual(['bsit']);

    // Home: the two upcoming events first, nearest first, then the most recent past one.
    const s = await site();
    expect(s.events.map((e) => [e.title, e.past])).toEqual([
      ['Typhoon Preparedness Seminar', false],
      ['Research Forum', false],
      ['Alumni Homecoming', true],
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/api/site/events/${id}` });
    expect(page.statusCode).toBe(200);
    expect(eventResponseSchema.parse(page.json())).toMatchObject({
      past: false,
      event: { place: 'Campus Gymnasium', office: 'bsit', start_time: '09:00' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/site/events/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/site/events/abc' })).statusCode).toBe(404);

    expect((await send('DELETE', `/api/admin/site/events/${otherId}`)).statusCode).toBe(200);
    expect(changes).toContainEqual({ kind: 'content', area: 'events' });
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'office', 'actor'])
      .where('action', 'like', 'site.event.%')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'site.event.create', office: 'bsit', actor: bsit.email },
        { action: 'site.event.delete', office: 'research', actor: SUPERADMIN.email },
      ]),
    );
  });

  it('refuses events whose dates are out of order or fields too long', async () => {
    const cases: Array<[object, string]> = [
      [event({ end_date: '2026-11-29' }), SITE_MESSAGES.eventEndBeforeStart],
      [event({ end_time: '08:00' }), SITE_MESSAGES.eventEndBeforeStart],
      [event({ start_time: null, end_time: '10:00' }), SITE_MESSAGES.endTimeNeedsStart],
      [event({ date: '2026-02-30' }), SITE_MESSAGES.dateInvalid],
      [event({ start_time: '25:00' }), SITE_MESSAGES.timeInvalid],
      [event({ title: 'x'.repeat(151) }), SITE_MESSAGES.tooLong('Title', 150)],
      [event({ place: '' }), SITE_MESSAGES.required('Place')],
      [event({ office: 'nowhere' }), SITE_MESSAGES.officeInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await send('POST', '/api/admin/site/events', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('calendar files read back in a calendar parser', async () => {
    const created = await send(
      'POST',
      '/api/admin/site/events',
      event({
        title: 'Enrolment; second semester, all programmes',
        description: 'Bring your ID,\nand your form.',
      }),
    );
    const id = created.json().id as number;
    const one = await t.app.inject({ method: 'GET', url: `/api/site/events/${id}/ics` });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toMatch(/^text\/calendar/);
    expect(one.headers['content-disposition']).toBe(`attachment; filename="event-${id}.ics"`);
    const cal = new ICAL.Component(ICAL.parse(one.body));
    const vevents = cal.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const ev = new ICAL.Event(vevents[0]);
    expect(ev.summary).toBe('Enrolment; second semester, all programmes');
    expect(ev.description).toBe('Bring your ID,\nand your form.');
    expect(ev.location).toBe('Room 204, IT Building');
    // 09:00–11:30 in Manila is 01:00–03:30 UTC.
    expect(ev.startDate.toJSDate().toISOString()).toBe('2026-11-30T01:00:00.000Z');
    expect(ev.endDate.toJSDate().toISOString()).toBe('2026-11-30T03:30:00.000Z');
    expect(ev.uid).toBe(`event-${id}@localhost`);

    const feed = await t.app.inject({ method: 'GET', url: '/events.ics' });
    expect(feed.statusCode).toBe(200);
    const all = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(all.map((e) => e.summary)).toEqual(expect.arrayContaining(['Alumni Homecoming', ev.summary]));
    const homecoming = all.find((e) => e.summary === 'Alumni Homecoming');
    expect(homecoming?.startDate.isDate).toBe(true);
    expect(homecoming?.startDate.toString()).toBe('2025-12-20');
    expect(homecoming?.endDate.toString()).toBe('2025-12-21');
    expect(feed.body.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });

  it('vacancies: superadmins only, listed until the end of their closing date', async () => {
    const vacancy = {
      title: 'Instructor I (Information Technology)',
      office: 'Bachelor of Science in Information Technology',
      closing_date: '2026-11-25',
      description: 'Teaches programming and networking courses to first- and second-year students.',
      requirements: "Master's degree in IT or a related field; Civil Service eligibility.",
      how_to_apply: 'Send a letter of intent, CV and transcript to the HR office.',
    };
    expect((await send('POST', '/api/admin/site/vacancies', vacancy, bsit.token)).statusCode).toBe(403);
    expect(
      (await send('POST', '/api/admin/site/vacancies', { ...vacancy, closing_date: '25/11/2026' })).json()
        .message,
    ).toBe(SITE_MESSAGES.dateInvalid);
    const res = await send('POST', '/api/admin/site/vacancies', vacancy);
    expect(res.statusCode).toBe(201);
    expect((await site()).vacancies.map((v) => v.title)).toEqual([vacancy.title]);

    // 25 November, 23:59 in Manila: still open.
    await setTime(new Date('2026-11-25T15:59:00.000Z'));
    expect((await site()).vacancies).toHaveLength(1);
    // 26 November, 00:00 in Manila: closed.
    await setTime(new Date('2026-11-25T16:00:00.000Z'));
    expect((await site()).vacancies).toEqual([]);
    expect(await auditActions()).toContain('site.vacancy.create');
  });

  it('facts, slides, contacts and quick links: checked, saved, shown at once', async () => {
    const facts = configBlocks().facts;
    const put = (key: string, body: unknown, token = superToken) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/site/blocks/${key}`,
        headers: bearer(token),
        payload: body as object,
      });

    expect((await put('facts', facts.slice(0, 4))).json().message).toBe(SITE_MESSAGES.factCount);
    expect((await put('facts', [{ ...facts[0], value: -1 }, ...facts.slice(1)])).json().message).toBe(
      SITE_MESSAGES.factValue,
    );
    expect((await put('facts', facts, bsit.token)).statusCode).toBe(403);
    const newFacts = facts.map((f, i) => (i === 0 ? { ...f, value: 1620 } : f));
    expect((await put('facts', newFacts)).statusCode).toBe(200);
    expect((await site()).facts[0]?.value).toBe(1620);
    expect(changes).toContainEqual({ kind: 'content', area: 'facts' });

    const slide = {
      image: '/images/site/carousel-facilities.svg',
      caption: 'New library wing',
      alt: 'Reading room',
    };
    expect((await put('slides', [])).json().message).toBe(SITE_MESSAGES.slidesCount);
    expect((await put('slides', Array(11).fill(slide))).json().message).toBe(SITE_MESSAGES.slidesCount);
    expect((await put('slides', [{ ...slide, image: 'https://evil.example/x.png' }])).json().message).toBe(
      SITE_MESSAGES.slideImage,
    );
    expect((await put('slides', [slide])).statusCode).toBe(200);
    expect((await site()).slides).toEqual([slide]);

    const contacts = { ...configBlocks().contacts, phone: '(042) 724-0199' };
    expect((await put('contacts', { ...contacts, email: 'not-an-address' })).json().message).toBe(
      SITE_MESSAGES.emailInvalid,
    );
    expect(
      (await put('contacts', { ...contacts, social: [{ label: 'Page', url: 'javascript:void(0)' }] })).json()
        .message,
    ).toBe(SITE_MESSAGES.urlInvalid);
    expect((await put('contacts', contacts)).statusCode).toBe(200);
    expect((await site()).contacts.phone).toBe('(042) 724-0199');

    const links = [{ label: 'Enrolment Portal', url: 'https://enrol.smsu.edu.ph', external: true }];
    expect((await put('quick_links', [{ ...links[0], url: 'data:text/html,x' }])).json().message).toBe(
      SITE_MESSAGES.urlInvalid,
    );
    // A link card without an address is refused next to its field; a badge (null) is chosen on purpose.
    const blank = await put('quick_links', [...links, { label: 'Scholarships', url: '  ', external: false }]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: SITE_MESSAGES.quickLinkAddress, field: '1.url' });
    const badge = { label: 'ISO Certified', url: null, external: false };
    expect((await put('quick_links', [...links, badge])).statusCode).toBe(200);
    expect((await site()).quick_links).toEqual([...links, badge]);
    expect((await put('quick_links', links)).statusCode).toBe(200);
    expect((await site()).quick_links).toEqual(links);
    expect((await put('nonsense', links)).statusCode).toBe(400);
    expect(await auditActions()).toContain('site.block.update');
  });

  it('slide images go through the image checks and are stored under a generated name', async () => {
    const upload = async (data: Buffer, filename: string) => {
      const body = multipartBody([], [{ field: 'image', filename, data }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/site/slide-images',
        headers: { ...bearer(superToken), ...body.headers },
        payload: body.payload,
      });
    };
    const bad = await upload(Buffer.from(await scriptSvg()), 'photo.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(
      /^Slide image: only JPEG, PNG, WebP, GIF and AVIF images are accepted/,
    );
    const good = await upload(await png(), 'campus.png');
    expect(good.statusCode).toBe(201);
    const image = good.json().image as string;
    expect(image).toMatch(/^site\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: `/media/${image}` });
    expect(served.statusCode).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site/blocks/slides',
      headers: bearer(superToken),
      payload: [{ image, caption: 'Campus at dawn', alt: 'The main building at sunrise' }],
    });
    expect(put.statusCode).toBe(200);
    expect((await site()).slides[0]?.image).toBe(image);
  });

  it('once every event is over, home shows the three most recent, each labelled past', async () => {
    await setTime(new Date(Date.parse('2026-12-01T02:00:00.000Z')));
    const s = await site();
    expect(s.events.every((e) => e.past)).toBe(true);
    expect(s.events[0]?.date).toBe('2026-11-30');
  });
});
