// Sign-in: replies, lockout per e-mail and address, the per-e-mail and per-address limits, parallel attempts,
// unknown e-mails, inactive accounts, a superadmin's unlock, audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import { recordAttempt } from '../../src/server/repositories/login-attempts.ts';
import { LOGIN_MESSAGES } from '../../src/shared/contract/auth.ts';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const MINUTE = 60_000;

describe('sign-in', () => {
  let t: TestApp;
  const clock = manualClock();
  let superToken: string;
  let ipNo = 0;
  /** A fresh client address per test, so the per-address limit of one test does not leak into another. */
  const nextIp = () => `10.1.0.${++ipNo}`;

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, admin: true },
      remoteAddress: ip,
    });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  it('returns a token and the spec reply on success', async () => {
    const res = await login(SUPERADMIN.email, SUPERADMIN.password, nextIp());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ ok: true, token: expect.any(String), message: 'Signed in' });
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
  });

  it('signs in whatever the case of the e-mail', async () => {
    const res = await login(SUPERADMIN.email.toUpperCase(), SUPERADMIN.password, nextIp());
    expect(res.statusCode).toBe(200);
  });

  it('counts down 4, 3, 2, 1, then locks for 15 minutes, then lets the right password in', async () => {
    const user = await createUser(t.app, superToken);
    const ip = nextIp();
    for (const left of [4, 3, 2, 1]) {
      const res = await login(user.email, 'Wrong-Password1', ip);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        ok: false,
        message: 'Invalid email or password',
        remainingAttempts: left,
      });
    }
    const fifth = await login(user.email, 'Wrong-Password1', ip);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ ok: false, message: LOGIN_MESSAGES.locked, waitMinutes: 15 });

    // Locked from this address: even the right password is refused here …
    const right = await login(user.email, user.password, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json().token).toBeUndefined();
    // … while the person signs in from their own address (a stranger's guesses do not lock them out).
    expect((await login(user.email, user.password, nextIp())).statusCode).toBe(200);

    clock.advance(10 * MINUTE);
    const later = await login(user.email, user.password, ip);
    expect(later.statusCode).toBe(429);
    expect(later.json().waitMinutes).toBe(5);

    clock.advance(5 * MINUTE + 1000);
    const unlocked = await login(user.email, user.password, ip);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().ok).toBe(true);
  });

  it('starts the count again after a success', async () => {
    const user = await createUser(t.app, superToken);
    const ip = nextIp();
    expect((await login(user.email, 'Wrong-Password1', ip)).json().remainingAttempts).toBe(4);
    expect((await login(user.email, 'Wrong-Password1', ip)).json().remainingAttempts).toBe(3);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    expect((await login(user.email, 'Wrong-Password1', ip)).json().remainingAttempts).toBe(4);
  });

  it('forgets failures older than the 15-minute window', async () => {
    const user = await createUser(t.app, superToken);
    const ip = nextIp();
    for (let i = 0; i < 4; i++) await login(user.email, 'Wrong-Password1', ip);
    clock.advance(15 * MINUTE + 1000);
    const res = await login(user.email, 'Wrong-Password1', ip);
    expect(res.statusCode).toBe(401);
    expect(res.json().remainingAttempts).toBe(4);
  });

  it('answers an unknown e-mail exactly like a wrong password, lockout included', async () => {
    const user = await createUser(t.app, superToken);
    const known: Array<[number, unknown]> = [];
    const unknown: Array<[number, unknown]> = [];
    const ipA = nextIp();
    const ipB = nextIp();
    for (let i = 0; i < 6; i++) {
      const a = await login(user.email, 'Wrong-Password1', ipA);
      known.push([a.statusCode, a.json()]);
      const b = await login('nobody.here@campus.test', 'Wrong-Password1', ipB);
      unknown.push([b.statusCode, b.json()]);
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)?.[0]).toBe(429);
  }, 90_000);

  it('spends about as long on an unknown e-mail as on a wrong password', async () => {
    const user = await createUser(t.app, superToken);
    const time = async (email: string) => {
      const started = performance.now();
      await login(email, 'Wrong-Password1', nextIp());
      return performance.now() - started;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(user.email));
      unknown.push(await time(`ghost${i}@campus.test`));
    }
    // Without the dummy hash an unknown e-mail answers in a few milliseconds, a wrong password in ~50+
    // (the margin allows for a busy machine).
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it('stops one address trying many accounts', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      const res = await login(`spray${i}@campus.test`, 'Wrong-Password1', ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(SUPERADMIN.email, SUPERADMIN.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ ok: false, waitMinutes: 15 });
    expect(blocked.json().token).toBeUndefined();
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('ip', '=', ip)
      .where('action', '=', 'auth.login.blocked')
      .execute();
    expect(audit).toHaveLength(1);
    // Another address is not affected, and the block ends with the window.
    expect((await login(SUPERADMIN.email, SUPERADMIN.password, nextIp())).statusCode).toBe(200);
    clock.advance(15 * MINUTE + 1000);
    expect((await login(SUPERADMIN.email, SUPERADMIN.password, ip)).statusCode).toBe(200);
  }, 90_000);

  it('refuses inactive and pending accounts with the generic failure, right password or not', async () => {
    for (const status of ['inactive', 'pending'] as const) {
      const user = await createUser(t.app, superToken);
      await t.db.kysely.updateTable('users').set({ status }).where('id', '=', user.id).execute();
      const ip = nextIp();
      const res = await login(user.email, user.password, ip);
      // The right password must not be confirmed by a different answer.
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ ok: false, message: 'Invalid email or password', remainingAttempts: 4 });
      const audit = await t.db.kysely
        .selectFrom('audit_log')
        .select('details')
        .where('ip', '=', ip)
        .where('action', '=', 'auth.login.failure')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.details ?? '{}')).toEqual({ reason: `status_${status}`, count: 1 });
      // A wrong password for such an account reads like any other wrong password.
      const wrong = await login(user.email, 'Wrong-Password1', nextIp());
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Invalid email or password');
    }
  });

  it('asks for both fields and a valid e-mail', async () => {
    const ip = nextIp();
    for (const payload of [{}, { email: 'a@b.co' }, { password: 'x' }, { email: '', password: '' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, message: 'Please provide both email and password.' });
    }
    const bad = await login('not-an-email', 'Whatever1', ip);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email address');
  });

  it('writes an audit row for every success, failure and sign-out', async () => {
    const user = await createUser(t.app, superToken);
    const ip = nextIp();
    await login(user.email, 'Wrong-Password1', ip);
    await login('ghost.audit@campus.test', 'Wrong-Password1', ip);
    const ok = await login(user.email, user.password, ip);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(ok.json().token),
      remoteAddress: ip,
    });
    const rows = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor', 'actor_user_id', 'ip', 'created_at'])
      .where('ip', '=', ip)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual([
      'auth.login.failure',
      'auth.login.failure',
      'auth.login.success',
      'auth.logout',
    ]);
    expect(rows[0]).toMatchObject({ actor: user.email, actor_user_id: user.id });
    expect(rows[1]).toMatchObject({ actor: 'ghost.audit@campus.test', actor_user_id: null });
    expect(rows[2]).toMatchObject({ actor_user_id: user.id, created_at: clock.now().toISOString() });
  });

  it('keeps the lockout state in the database', async () => {
    const user = await createUser(t.app, superToken);
    await login(user.email, 'Wrong-Password1', nextIp());
    const rows = await t.db.kysely
      .selectFrom('login_attempts')
      .select(['success'])
      .where('email_lower', '=', user.email.toLowerCase())
      .execute();
    expect(rows.map((r) => r.success)).toContain(0);
  });

  it('locks guessing addresses but not the account: the owner signs in from a clean address', async () => {
    const user = await createUser(t.app, superToken);
    // Fifty wrong passwords from ten addresses: each address is locked at its fifth, the account is not.
    for (let a = 0; a < 10; a++) {
      const ip = nextIp();
      for (let i = 0; i < 4; i++)
        expect((await login(user.email, 'Wrong-Password1', ip)).statusCode).toBe(401);
      const fifth = await login(user.email, 'Wrong-Password1', ip);
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toEqual({ ok: false, message: LOGIN_MESSAGES.locked, waitMinutes: 15 });
    }
    const owner = await login(user.email, user.password, nextIp());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toBeTruthy();
  }, 120_000);

  it('locks an e-mail for everyone only at LOGIN_FAILURES_PER_ACCOUNT, and audits it', async () => {
    const user = await createUser(t.app, superToken);
    // 99 addresses × 5 failures recorded directly (each pair locks at its fifth), 5 more through the API:
    // the five hundredth locks the e-mail.
    for (let a = 0; a < 99; a++) {
      const ip = `10.9.${a}.1`;
      for (let i = 0; i < 5; i++)
        await recordAttempt(t.db.kysely, {
          emailLower: user.email.toLowerCase(),
          ip,
          success: false,
          at: clock.now(),
        });
    }
    const last = nextIp();
    for (let i = 0; i < 4; i++)
      expect((await login(user.email, 'Wrong-Password1', last)).statusCode).toBe(401);
    expect((await login(user.email, 'Wrong-Password1', last)).statusCode).toBe(429);
    const fresh = await login(user.email, user.password, nextIp());
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toEqual({ ok: false, message: LOGIN_MESSAGES.locked, waitMinutes: 15 });
    const lockouts = await t.db.kysely
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'auth.lockout')
      .where('target_id', '=', String(user.id))
      .execute();
    expect(lockouts.map((r) => JSON.parse(r.details ?? '{}'))).toEqual([{ pair: true, everyone: true }]);
  }, 120_000);

  it('writes one audit row per account and address per window for a run of refused sign-ins', async () => {
    const user = await createUser(t.app, superToken);
    const ip = nextIp();
    for (let i = 0; i < 30; i++) await login(user.email, 'Wrong-Password1', ip);
    const rows = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('ip', '=', ip)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, JSON.parse(r.details ?? '{}').count])).toEqual([
      ['auth.login.failure', 5],
      ['auth.lockout', undefined],
      ['auth.login.blocked', 25],
    ]);
    // Once the lock is over, a new window starts a new row.
    clock.advance(16 * 60_000);
    expect((await login(user.email, 'Wrong-Password1', ip)).statusCode).toBe(401);
    const later = await t.db.kysely
      .selectFrom('audit_log')
      .select('details')
      .where('ip', '=', ip)
      .where('action', '=', 'auth.login.failure')
      .orderBy('id')
      .execute();
    expect(later.map((r) => JSON.parse(r.details ?? '{}').count)).toEqual([5, 1]);
  });

  it('runs at most the allowed password checks for 100 parallel wrong passwords', async () => {
    const user = await createUser(t.app, superToken);
    const ip = nextIp();
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => login(user.email, 'Wrong-Password1', ip)),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c !== 401 && c !== 429)).toEqual([]);
    // One attempt row per password check: five at most.
    const checks = await t.db.kysely
      .selectFrom('login_attempts')
      .select('success')
      .where('email_lower', '=', user.email.toLowerCase())
      .where('ip', '=', ip)
      .execute();
    expect(checks).toHaveLength(5);
    expect(checks.every((c) => c.success === 0)).toBe(true);
    // The right password after the burst is refused: the budget is spent.
    const right = await login(user.email, user.password, ip);
    expect(right.statusCode).toBe(429);
  }, 90_000);

  it('refuses the right password sent inside a burst of wrong ones once the budget is spent', async () => {
    const user = await createUser(t.app, superToken);
    const ip = nextIp();
    const wrong = Array.from({ length: 19 }, () => login(user.email, 'Wrong-Password1', ip));
    // The right password goes out with the burst, after the wrong ones were sent.
    const right = login(user.email, user.password, ip);
    const replies = await Promise.all([...wrong, right]);
    const signedIn = replies.filter((r) => r.statusCode === 200).length;
    const checked = await t.db.kysely
      .selectFrom('login_attempts')
      .select('success')
      .where('email_lower', '=', user.email.toLowerCase())
      .where('ip', '=', ip)
      .execute();
    // At most five checks ran, and the right one can only have passed as one of them.
    expect(checked.length).toBeLessThanOrEqual(6);
    expect(checked.filter((c) => c.success === 0).length).toBeLessThanOrEqual(5);
    expect(signedIn).toBe(checked.filter((c) => c.success === 1).length);
    if (checked.filter((c) => c.success === 0).length === 5) {
      expect((await right).statusCode).toBe(429);
    }
  }, 90_000);

  it('shares one budget between two instances on one database', async () => {
    const { buildApp } = await import('../../src/server/app.ts');
    const second = await buildApp({ config: t.config, db: t.db, clock, logger: false });
    await second.ready();
    try {
      const user = await createUser(t.app, superToken);
      const ip = nextIp();
      const send = (app: typeof t.app) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'Wrong-Password1', admin: true },
          remoteAddress: ip,
        });
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, i) => send(i % 2 === 0 ? t.app : second)),
      );
      expect(replies.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(4);
      const rows = await t.db.kysely
        .selectFrom('login_attempts')
        .select('id')
        .where('email_lower', '=', user.email.toLowerCase())
        .where('ip', '=', ip)
        .execute();
      expect(rows).toHaveLength(5);
    } finally {
      // A database handed to buildApp stays open when the app closes.
      await second.close();
    }
  }, 90_000);

  it('lets a superadmin unlock an account (audited), and nobody else', async () => {
    const user = await createUser(t.app, superToken);
    const other = await createUser(t.app, superToken);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await login(user.email, 'Wrong-Password1', ip);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(429);

    const unlock = (token: string, id = user.id) =>
      t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/unlock`, headers: bearer(token) });
    expect((await unlock(other.token)).statusCode).toBe(403);
    expect((await unlock(superToken, 999_999)).statusCode).toBe(404);
    const res = await unlock(superToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Sign-in unlocked' });
    expect(res.headers['cache-control']).toContain('no-store');
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['actor', 'target_id', 'details'])
      .where('action', '=', 'auth.unlock')
      .where('target_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(audit.actor).toBe(SUPERADMIN.email);
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ email: user.email, clearedAttempts: 5 });
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });
});
