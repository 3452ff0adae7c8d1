// The concern form API: validation, what is recorded (IP, location, browser), rate and size limits,
// and the retention purge.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { insertSubmission } from '../../src/server/repositories/submissions.ts';
import { CONCERN_RATE_LIMIT } from '../../src/server/routes/honeypot.ts';
import {
  CONCERN_MESSAGES,
  INITIAL_LOG_EMAIL,
  INITIAL_LOG_MESSAGE,
  type Submission,
} from '../../src/shared/contract/concern.ts';
import { createTestApp, MONITOR_PASSWORD, type TestApp } from '../support/test-app.ts';

// A MaxMind test address present in the GeoLite2 city database.
const KNOWN_IP = '81.2.69.142';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const FACEBOOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.41.107;FBBV/123]';

const valid = { replyEmail: 'juan@example.com', message: 'The library wifi is down again today.' };

let ipCounter = 0;
/** A fresh documentation-range address per test, so the per-IP rate limit never leaks between tests. */
const nextIp = () => `198.51.100.${++ipCounter}`;

async function allSubmissions(t: TestApp): Promise<Submission[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/honeypot-admin/submissions?limit=100',
    headers: { authorization: `Bearer ${MONITOR_PASSWORD}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('concern form API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['empty message', { ...valid, message: '' }, CONCERN_MESSAGES.messageRequired],
    ['blank message', { ...valid, message: '    ' }, CONCERN_MESSAGES.messageRequired],
    ['short message', { ...valid, message: 'Too short' }, CONCERN_MESSAGES.messageTooShort],
    ['short once trimmed', { ...valid, message: '   123456789   ' }, CONCERN_MESSAGES.messageTooShort],
    ['empty e-mail', { ...valid, replyEmail: '' }, CONCERN_MESSAGES.emailRequired],
    ['blank e-mail', { ...valid, replyEmail: '  ' }, CONCERN_MESSAGES.emailRequired],
    ['no at sign', { ...valid, replyEmail: 'juan.example.com' }, CONCERN_MESSAGES.emailInvalid],
    ['nothing before @', { ...valid, replyEmail: '@example.com' }, CONCERN_MESSAGES.emailInvalid],
    ['no dot in domain', { ...valid, replyEmail: 'juan@example' }, CONCERN_MESSAGES.emailInvalid],
    ['nothing after dot', { ...valid, replyEmail: 'juan@example.' }, CONCERN_MESSAGES.emailInvalid],
    ['space inside', { ...valid, replyEmail: 'ju an@example.com' }, CONCERN_MESSAGES.emailInvalid],
    ['missing message', { replyEmail: valid.replyEmail }, 'message is missing or of the wrong type'],
    ['latitude out of range', { ...valid, gpsLocation: { latitude: 91, longitude: 0 } }, undefined],
    ['message not a string', { ...valid, message: 12345678901 }, 'message is missing or of the wrong type'],
  ])('refuses %s with 400', async (_name, payload, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/honeypot',
      payload,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
    if (message) expect(res.json().message).toBe(message);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/honeypot',
      headers: { 'content-type': 'application/json' },
      payload: '{"message":',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: 'The request body is not valid JSON' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/honeypot',
      payload: { ...valid, message: 'x'.repeat(40_000) },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, message: 'The request is too large' });
  });

  it('stores the initial access log with the markers the monitor displays', async () => {
    const ip = nextIp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/honeypot/initial',
      headers: { 'user-agent': ANDROID_CHROME, referer: 'http://localhost/send-concern' },
      payload: {
        fullUrl: 'https://campus.example/send-concern?from=home',
        browserType: 'Chrome on Android',
        inAppBrowser: null,
        gpsLocation: null,
        isInitialLog: true,
        referrer: 'https://www.google.com/',
      },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(201);
    const row = (await allSubmissions(t)).find((s) => s.ip_address === ip);
    expect(row).toMatchObject({
      is_initial: true,
      reply_email: INITIAL_LOG_EMAIL,
      message: INITIAL_LOG_MESSAGE,
      location_source: 'ip',
      latitude: null,
      map_link: null,
      in_app_browser: null,
      browser_type: 'Chrome on Android',
      user_agent: ANDROID_CHROME,
      full_url: 'https://campus.example/send-concern?from=home',
      referrer: 'https://www.google.com/',
    });
    expect(row?.reply_email).toContain('[No Email');
    expect(row?.message).toContain('[Initial Access');
  });

  it('records city, region and country from the offline IP database', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/honeypot',
      headers: { 'user-agent': ANDROID_CHROME },
      payload: { ...valid, fullUrl: 'https://campus.example/send-concern', gpsLocation: null },
      remoteAddress: KNOWN_IP,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().ok).toBe(true);
    const row = (await allSubmissions(t)).find((s) => s.ip_address === KNOWN_IP);
    expect(row).toMatchObject({
      is_initial: false,
      reply_email: valid.replyEmail,
      message: valid.message,
      city: 'Bracknell',
      region: 'England',
      country: 'United Kingdom',
      location_source: 'ip',
      map_link: null,
    });
  });

  it('records the browser coordinates with a map link when given', async () => {
    const ip = nextIp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/honeypot',
      headers: { referer: 'https://campus.example/send-concern' },
      payload: {
        ...valid,
        gpsLocation: { latitude: 15.7385, longitude: 121.5712, accuracy: 12, timestamp: 1760000000000 },
        referrer: null,
      },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(201);
    const row = (await allSubmissions(t)).find((s) => s.ip_address === ip);
    // referrer null (a direct visit) is kept, not replaced by the Referer header naming the form itself.
    expect(row).toMatchObject({
      location_source: 'gps',
      latitude: 15.7385,
      longitude: 121.5712,
      referrer: null,
    });
    expect(row?.map_link).toBe(
      'https://www.openstreetmap.org/?mlat=15.738500&mlon=121.571200#map=17/15.738500/121.571200',
    );
  });

  it('names the in-app browser from the user agent', async () => {
    const ip = nextIp();
    await t.app.inject({
      method: 'POST',
      url: '/api/honeypot',
      headers: { 'user-agent': FACEBOOK_IOS },
      payload: { ...valid, inAppBrowser: 'Facebook' },
      remoteAddress: ip,
    });
    const row = (await allSubmissions(t)).find((s) => s.ip_address === ip);
    expect(row).toMatchObject({
      in_app_browser: 'Facebook',
      browser_type: 'Facebook in-app browser on iOS',
    });
  });

  it('stores the message as plain text, verbatim, without control characters', async () => {
    const ip = nextIp();
    const message = '<script>alert("x")</script>\n<b>Broken</b> & "quoted"\u0000 text';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/honeypot',
      payload: { ...valid, message },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(201);
    const row = (await allSubmissions(t)).find((s) => s.ip_address === ip);
    expect(row?.message).toBe('<script>alert("x")</script>\n<b>Broken</b> & "quoted" text');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const ip = nextIp();
    await t.app.inject({
      method: 'POST',
      url: '/api/honeypot',
      headers: { 'x-forwarded-for': KNOWN_IP },
      payload: valid,
      remoteAddress: ip,
    });
    const rows = await allSubmissions(t);
    expect(rows.some((s) => s.ip_address === ip)).toBe(true);
  });

  it('rate-limits submissions per IP address', async () => {
    const ip = nextIp();
    const post = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/honeypot', payload: valid, remoteAddress });
    for (let i = 0; i < CONCERN_RATE_LIMIT.max; i++) expect((await post(ip)).statusCode).toBe(201);
    const blocked = await post(ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ ok: false });
    expect(blocked.json().message).toMatch(/Too many requests/);
    // Another address is not affected.
    expect((await post(nextIp())).statusCode).toBe(201);
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('records the client address from X-Forwarded-For and locates it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/honeypot/initial',
      headers: { 'x-forwarded-for': KNOWN_IP },
      payload: { isInitialLog: true },
      remoteAddress: '10.0.0.2',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await allSubmissions(t);
    expect(row).toMatchObject({ ip_address: KNOWN_IP, city: 'Bracknell', country: 'United Kingdom' });
  });

  it('takes the address the proxy saw, not one the client wrote before it (TRUST_PROXY=true is one hop)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/honeypot/initial',
      headers: { 'x-forwarded-for': `198.51.100.77, ${KNOWN_IP}` },
      payload: { isInitialLog: true },
      remoteAddress: '10.0.0.2',
    });
    expect(res.statusCode).toBe(201);
    const rows = await allSubmissions(t);
    expect(rows.some((s) => s.ip_address === '198.51.100.77')).toBe(false);
    expect(rows.filter((s) => s.ip_address === KNOWN_IP)).toHaveLength(2);
  });
});

describe('behind proxies named by address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/24' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('believes X-Forwarded-For only from those proxies', async () => {
    const post = (remoteAddress: string, forwarded: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/honeypot/initial',
        headers: { 'x-forwarded-for': forwarded },
        payload: { isInitialLog: true },
        remoteAddress,
      });
    expect((await post('10.0.0.2', `198.51.100.1, ${KNOWN_IP}`)).statusCode).toBe(201);
    expect((await post('192.0.2.9', '198.51.100.2')).statusCode).toBe(201);
    const ips = (await allSubmissions(t)).map((s) => s.ip_address).sort();
    expect(ips).toEqual(['192.0.2.9', KNOWN_IP]);
  });
});

describe('retention', () => {
  const DAY = 86_400_000;
  const clock = manualClock(new Date('2026-03-01T00:00:00.000Z'));
  let t: TestApp;

  const add = (daysAgo: number, email: string) =>
    insertSubmission(t.db.kysely, {
      created_at: new Date(clock.now().getTime() - daysAgo * DAY).toISOString(),
      is_initial: 0,
      reply_email: email,
      message: 'A concern kept for a while.',
      location_source: 'ip',
    });
  const emails = async () =>
    (await t.db.kysely.selectFrom('concern_submissions').select('reply_email').orderBy('id').execute()).map(
      (r) => r.reply_email,
    );

  beforeAll(async () => {
    // Only the daily interval is faked; the purge itself runs on real I/O.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp({ clock, env: { CONCERN_RETENTION_DAYS: '30' } });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t.close();
  });

  it('purges entries older than CONCERN_RETENTION_DAYS once a day', async () => {
    await add(31, 'old@example.com');
    await add(29, 'day29@example.com');
    await add(0, 'new@example.com');
    // Nothing is purged before the daily run.
    expect(await emails()).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(DAY);
    await vi.waitFor(async () => expect(await emails()).toEqual(['day29@example.com', 'new@example.com']));

    // Two days later the 29-day-old entry has passed the limit too.
    clock.advance(2 * DAY);
    await vi.advanceTimersByTimeAsync(DAY);
    await vi.waitFor(async () => expect(await emails()).toEqual(['new@example.com']));
  });

  it('purges at start', async () => {
    await add(45, 'stale@example.com');
    expect(await emails()).toContain('stale@example.com');
    // A second server starting on the same database purges before it serves.
    const second = await buildApp({ config: t.config, db: t.db, clock, logger: false });
    await second.ready();
    expect(await emails()).not.toContain('stale@example.com');
    expect(await emails()).toContain('new@example.com');
    await second.close();
  });
});
