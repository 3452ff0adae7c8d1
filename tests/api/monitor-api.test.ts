// The submissions monitor API: password check, bearer tokens, failed-attempt lockout on every endpoint,
// the audit trail, pagination arithmetic and stats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import { insertSubmission, type NewSubmission } from '../../src/server/repositories/submissions.ts';
import { MONITOR_HASH_KEY } from '../../src/server/seed/seed.ts';
import { INITIAL_LOG_EMAIL, INITIAL_LOG_MESSAGE } from '../../src/shared/contract/concern.ts';
import { createTestApp, MONITOR_PASSWORD, type TestApp } from '../support/test-app.ts';

const MINUTE = 60_000;
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

describe('monitor sign-in and bearer', () => {
  // 2026-01-15T08:00Z is 16:00 in Manila, the campus time zone.
  const clock = manualClock(new Date('2026-01-15T08:00:00.000Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const verify = (password: unknown, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/honeypot-admin/verify', payload: { password }, remoteAddress });
  const list = (bearer: string | undefined, remoteAddress: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/honeypot-admin/submissions${query}`,
      headers: bearer === undefined ? {} : { authorization: `Bearer ${bearer}` },
      remoteAddress,
    });
  const stats = (bearer: string, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/honeypot-admin/stats',
      headers: { authorization: `Bearer ${bearer}` },
      remoteAddress,
    });

  it('answers valid:true with a signed token for the right password and writes the audit log', async () => {
    const ip = nextIp();
    const res = await verify(MONITOR_PASSWORD, ip);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.valid).toBe(true);
    expect(body.token).toMatch(/^m2\.[\w-]{43}$/);
    expect(body.expiresAt).toBe('2026-01-15T10:00:00.000Z');
    const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('ip', '=', ip).execute();
    expect(audit).toEqual([expect.objectContaining({ actor: 'monitor', action: 'monitor.sign_in', ip })]);
    expect(res.headers['cache-control']).toBe('no-store');
    const listed = await list(body.token, ip);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect((await stats(body.token, ip)).statusCode).toBe(200);
  });

  it('answers valid:false for a wrong password and audits the failure', async () => {
    const ip = nextIp();
    const res = await verify('not-the-password', ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: false });
    expect(res.json().token).toBeUndefined();
    const audit = await t.db.kysely.selectFrom('audit_log').select('action').where('ip', '=', ip).execute();
    expect(audit).toEqual([{ action: 'monitor.sign_in_failed' }]);
  });

  it('requires a password', async () => {
    const res = await verify('', nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, message: 'Please enter the password' });
    expect((await verify(undefined, nextIp())).statusCode).toBe(400);
  });

  it('refuses the monitor endpoints without, or with a wrong, tampered or expired bearer', async () => {
    const ip = nextIp();
    const { token } = (await verify(MONITOR_PASSWORD, ip)).json();
    expect((await list(undefined, ip)).statusCode).toBe(401);
    expect((await list('wrong-password', ip)).statusCode).toBe(401);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await list(flipped, ip)).statusCode).toBe(401);
    const bad = await stats('m2.x', ip);
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ ok: false });

    expect((await list(token, ip)).statusCode).toBe(200);
    clock.advance(2 * 60 * MINUTE + 1);
    expect((await list(token, ip)).statusCode).toBe(401);
  });

  it('accepts the password itself as the bearer, as the spec describes', async () => {
    expect((await list(MONITOR_PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('ends every token when the monitor password changes', async () => {
    const ip = nextIp();
    const { token } = (await verify(MONITOR_PASSWORD, ip)).json();
    expect((await list(token, ip)).statusCode).toBe(200);
    const before = await t.db.kysely
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', MONITOR_HASH_KEY)
      .executeTakeFirstOrThrow();
    const { hashPassword } = await import('../../src/server/lib/passwords.ts');
    await t.db.kysely
      .updateTable('app_settings')
      .set({ value: await hashPassword('An0therPassword') })
      .where('key', '=', MONITOR_HASH_KEY)
      .execute();
    expect((await list(token, ip)).statusCode).toBe(401);
    await t.db.kysely
      .updateTable('app_settings')
      .set({ value: before.value })
      .where('key', '=', MONITOR_HASH_KEY)
      .execute();
  });

  it('ends a token on the server at Logout', async () => {
    const ip = nextIp();
    const { token } = (await verify(MONITOR_PASSWORD, ip)).json();
    expect((await list(token, ip)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/honeypot-admin/logout',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: ip,
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true, message: 'Signed out' });
    expect((await list(token, ip)).statusCode).toBe(401);
  });

  it('keeps monitor sessions over a restart with the same password, ends them when it changes', async () => {
    const ip = nextIp();
    const { token } = (await verify(MONITOR_PASSWORD, ip)).json();
    const { seed } = await import('../../src/server/seed/seed.ts');
    const hashBefore = await t.db.kysely
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', MONITOR_HASH_KEY)
      .executeTakeFirstOrThrow();
    // A restart runs the seed again with the same MONITOR_PASSWORD: nothing is re-hashed.
    await seed({ db: t.db, storage: t.app.storage, config: t.config, clock });
    const hashAfter = await t.db.kysely
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', MONITOR_HASH_KEY)
      .executeTakeFirstOrThrow();
    expect(hashAfter.value).toBe(hashBefore.value);
    expect((await list(token, ip)).statusCode).toBe(200);
    // A start with a new password ends every token.
    await seed({
      db: t.db,
      storage: t.app.storage,
      config: { ...t.config, monitorPassword: 'An0therPassword' },
      clock,
    });
    expect((await list(token, ip)).statusCode).toBe(401);
    await seed({ db: t.db, storage: t.app.storage, config: t.config, clock });
    expect((await verify(MONITOR_PASSWORD, nextIp())).json().valid).toBe(true);
  });

  it('runs at most 10 password checks for 60 parallel wrong passwords from one address', async () => {
    const ip = nextIp();
    // The password sent as the bearer (verify itself allows 30 requests a minute per address).
    const replies = await Promise.all(Array.from({ length: 60 }, (_, i) => list(`wrong-${i}`, ip)));
    expect(replies.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(10);
    expect(replies.filter((r) => r.statusCode !== 401 && r.statusCode !== 429)).toEqual([]);
    const rows = await t.db.kysely
      .selectFrom('login_attempts')
      .select('id')
      .where('email_lower', '=', '#monitor')
      .where('ip', '=', ip)
      .execute();
    expect(rows).toHaveLength(10);
    // The right password after the burst is refused.
    expect((await verify(MONITOR_PASSWORD, ip)).statusCode).toBe(429);
    clock.advance(15 * MINUTE + 1);
  }, 90_000);

  it('locks for everyone only at the account count, and never refuses a valid token', async () => {
    const { recordAttempt } = await import('../../src/server/repositories/login-attempts.ts');
    const owner = nextIp();
    const { token } = (await verify(MONITOR_PASSWORD, owner)).json();
    // 120 failures from 12 addresses: each address is locked, the monitor is not.
    for (let i = 0; i < 120; i++)
      await recordAttempt(t.db.kysely, {
        emailLower: '#monitor',
        ip: `192.0.2.${Math.floor(i / 10)}`,
        success: false,
        at: clock.now(),
      });
    expect((await verify(MONITOR_PASSWORD, '192.0.2.3')).statusCode).toBe(429);
    expect((await verify(MONITOR_PASSWORD, owner)).json().valid).toBe(true);
    // After that success, 499 failures from many addresses and one more through the API: the monitor locks
    // for everyone (LOGIN_FAILURES_PER_ACCOUNT), and says so in the audit log.
    for (let i = 0; i < 499; i++)
      await recordAttempt(t.db.kysely, {
        emailLower: '#monitor',
        ip: `10.20.${i % 250}.${Math.floor(i / 250) + 1}`,
        success: false,
        at: clock.now(),
      });
    expect((await verify('still-wrong', nextIp())).json().valid).toBe(false);
    const fresh = await verify(MONITOR_PASSWORD, nextIp());
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toMatch(/Too many failed attempts/);
    const locks = await t.db.kysely
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'monitor.lockout')
      .execute();
    expect(locks.filter((r) => JSON.parse(r.details ?? '{}').everyone === true)).toHaveLength(1);
    // Staff already signed in keep working.
    expect((await list(token, owner)).statusCode).toBe(200);
    clock.advance(15 * MINUTE + 1);
    expect((await verify(MONITOR_PASSWORD, nextIp())).json().valid).toBe(true);
  });

  it('locks an address out of every monitor endpoint after 10 failures in 15 minutes', async () => {
    const ip = nextIp();
    const { token } = (await verify(MONITOR_PASSWORD, ip)).json();
    // Failures on different endpoints add up.
    for (let i = 0; i < 6; i++) expect((await verify(`wrong-${i}`, ip)).json().valid).toBe(false);
    for (let i = 0; i < 4; i++) expect((await list(`wrong-${i}`, ip)).statusCode).toBe(401);

    const locked = await verify(MONITOR_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ ok: false, waitMinutes: 15 });
    expect(locked.json().message).toMatch(/Too many failed attempts/);
    // A valid token is not a guess: it still works from that address.
    expect((await list(token, ip)).statusCode).toBe(200);
    expect((await stats(token, ip)).statusCode).toBe(200);
    expect((await list('m2.forged', ip)).statusCode).toBe(429);

    // Another address is unaffected.
    expect((await verify(MONITOR_PASSWORD, nextIp())).json().valid).toBe(true);

    clock.advance(10 * MINUTE);
    expect((await verify(MONITOR_PASSWORD, ip)).json()).toMatchObject({ ok: false, waitMinutes: 5 });
    clock.advance(5 * MINUTE + 1);
    const after = await verify(MONITOR_PASSWORD, ip);
    expect(after.statusCode).toBe(200);
    expect(after.json().valid).toBe(true);
  });
});

describe('monitor list and stats', () => {
  const clock = manualClock(new Date('2026-01-15T08:00:00.000Z'));
  let t: TestApp;
  const auth = { authorization: `Bearer ${MONITOR_PASSWORD}` };
  const base = (created_at: string, extra: Partial<NewSubmission> = {}): NewSubmission => ({
    created_at,
    is_initial: 0,
    reply_email: 'student@example.com',
    message: 'A real concern with enough words.',
    location_source: 'ip',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    // 37 entries, one minute apart, the newest at 07:59Z; entry i carries its index in the e-mail.
    for (let i = 0; i < 37; i++) {
      const at = new Date(Date.parse('2026-01-15T07:59:00.000Z') - (36 - i) * MINUTE).toISOString();
      await insertSubmission(t.db.kysely, base(at, { reply_email: `n${i}@example.com` }));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/honeypot-admin/submissions${query}`, headers: auth });

  it('pages 15 at a time by default, newest first', async () => {
    const res = await page('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.pagination).toEqual({ page: 1, limit: 15, total: 37, totalPages: 3 });
    expect(body.data).toHaveLength(15);
    expect(body.data[0].reply_email).toBe('n36@example.com');
    expect(body.data[14].reply_email).toBe('n22@example.com');

    const last = (await page('?page=3')).json();
    expect(last.pagination).toEqual({ page: 3, limit: 15, total: 37, totalPages: 3 });
    expect(last.data.map((s: { reply_email: string }) => s.reply_email)).toEqual(
      Array.from({ length: 7 }, (_, k) => `n${6 - k}@example.com`),
    );
  });

  it.each([
    ['?page=2&limit=10', { page: 2, limit: 10, total: 37, totalPages: 4 }, 10, 'n26@example.com'],
    ['?page=4&limit=10', { page: 4, limit: 10, total: 37, totalPages: 4 }, 7, 'n6@example.com'],
    ['?page=1&limit=37', { page: 1, limit: 37, total: 37, totalPages: 1 }, 37, 'n36@example.com'],
    ['?page=5&limit=10', { page: 5, limit: 10, total: 37, totalPages: 4 }, 0, undefined],
  ])('%s gives the right page', async (query, pagination, count, first) => {
    const body = (await page(query)).json();
    expect(body.pagination).toEqual(pagination);
    expect(body.data).toHaveLength(count);
    expect(body.data[0]?.reply_email).toBe(first);
  });

  it.each(['?page=0', '?page=abc', '?limit=0', '?limit=101', '?page=1.5'])('refuses %s', async (query) => {
    const res = await page(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
  });

  it('counts total, today (campus time zone), with message and in-app browser', async () => {
    // Manila midnight of 15 January is 2026-01-14T16:00Z. All 37 seeded entries are today.
    await insertSubmission(t.db.kysely, base('2026-01-14T16:30:00.000Z', { in_app_browser: 'Facebook' }));
    await insertSubmission(t.db.kysely, base('2026-01-14T15:30:00.000Z', { in_app_browser: 'Instagram' }));
    await insertSubmission(
      t.db.kysely,
      base('2026-01-15T07:00:00.000Z', {
        is_initial: 1,
        reply_email: INITIAL_LOG_EMAIL,
        message: INITIAL_LOG_MESSAGE,
        in_app_browser: 'Messenger',
      }),
    );
    await insertSubmission(t.db.kysely, base('2026-01-10T00:00:00.000Z', { in_app_browser: '' }));
    const res = await t.app.inject({ method: 'GET', url: '/api/honeypot-admin/stats', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, total: 41, today: 39, withMessage: 40, inAppBrowser: 3 });
  });
});
