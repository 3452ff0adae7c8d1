// Two-step sign-in: set-up, the code step (no replay, recovery codes once, lockout), the superadmin
// setting, resets by a superadmin and by the CLI.
import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/server/cli.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { LOGIN_MESSAGES } from '../../src/shared/contract/auth.ts';
import { TWO_FACTOR_MESSAGES } from '../../src/shared/contract/two-factor.ts';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('two-step sign-in', () => {
  let t: TestApp;
  const clock = manualClock();
  let superToken: string;

  const codeAt = (secret: string, ms = clock.now().getTime()) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: ms,
    });
  const post = (url: string, payload: object, token?: string, ip = '10.1.1.1') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: ip,
      ...(token ? { headers: bearer(token) } : {}),
    });
  const login = (email: string, password: string, ip = '10.1.1.1') =>
    post('/api/auth/login', { email, password, admin: true }, undefined, ip);
  const status = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/admin/account/two-factor', headers: bearer(token) })
    ).json();
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });

  /** Turns two-step sign-in on for a user; returns the secret and the recovery codes. */
  async function enrol(user: { token: string; password: string }) {
    const setup = await post('/api/admin/account/two-factor/setup', {}, user.token);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const confirm = await post(
      '/api/admin/account/two-factor/confirm',
      { current_password: user.password, code: codeAt(secret) },
      user.token,
    );
    expect(confirm.statusCode).toBe(200);
    // The confirming code is spent: sign-ins in the same time step need the next one.
    clock.advance(30_000);
    return { secret: secret as string, recovery: confirm.json().recovery_codes as string[] };
  }

  /** Password step; returns the challenge. */
  async function challengeFor(email: string, password: string, ip?: string): Promise<string> {
    const res = await login(email, password, ip);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.step).toBe('code');
    expect(body.token).toBeUndefined();
    return body.challenge;
  }

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets up with a QR code and a first code, gives ten recovery codes once and never shows the secret again', async () => {
    const user = await createUser(t.app, superToken);
    expect(await status(user.token)).toMatchObject({ enabled: false, required: false });

    const setup = await post('/api/admin/account/two-factor/setup', {}, user.token);
    const s = setup.json();
    expect(s.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(s.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(s.otpauth_uri).toContain(`secret=${s.secret}`);

    const bad = async (code: string) =>
      (
        await post(
          '/api/admin/account/two-factor/confirm',
          { current_password: user.password, code },
          user.token,
        )
      ).json().message;
    expect(await bad('')).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    expect(await bad('12a456')).toBe(TWO_FACTOR_MESSAGES.codeDigitsOnly);
    expect(await bad('12345')).toBe(TWO_FACTOR_MESSAGES.codeLength);
    const right = codeAt(s.secret);
    expect(await bad(right === '000000' ? '000001' : '000000')).toBe(TWO_FACTOR_MESSAGES.wrongCode);

    const confirm = await post(
      '/api/admin/account/two-factor/confirm',
      { current_password: user.password, code: right },
      user.token,
    );
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    const st = await status(user.token);
    expect(st).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(JSON.stringify(st)).not.toContain(s.secret);
    expect((await post('/api/admin/account/two-factor/setup', {}, user.token)).statusCode).toBe(409);

    // Stored encrypted, recovery codes hashed.
    const row = await t.db.kysely
      .selectFrom('user_totp')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_enc).not.toContain(s.secret);
    const hashes = await t.db.kysely
      .selectFrom('user_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(hashes.map((h) => h.code_hash)).not.toContain(codes[0]);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(user.id))
      .execute();
    expect(audit.map((a) => a.action)).toContain('auth.2fa.enable');
  });

  it('discards a set-up that is not confirmed within 10 minutes', async () => {
    const user = await createUser(t.app, superToken);
    const { secret } = (await post('/api/admin/account/two-factor/setup', {}, user.token)).json();
    clock.advance(10 * 60_000 + 1000);
    const late = await post(
      '/api/admin/account/two-factor/confirm',
      { current_password: user.password, code: codeAt(secret) },
      user.token,
    );
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(TWO_FACTOR_MESSAGES.setupExpired);
    expect(await status(user.token)).toMatchObject({ enabled: false });
  });

  it('asks for a code after the right password, accepts a code once and refuses a replay', async () => {
    const user = await createUser(t.app, superToken);
    const { secret } = await enrol(user);

    // The confirmation's code cannot sign in (same time step, already used).
    clock.advance(-30_000);
    let challenge = await challengeFor(user.email, user.password);
    const replayed = await post('/api/auth/login/code', { challenge, code: codeAt(secret) });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    expect(replayed.json().token).toBeUndefined();
    clock.advance(30_000);

    const code = codeAt(secret);
    const ok = await post('/api/auth/login/code', { challenge, code });
    expect(ok.statusCode).toBe(200);
    const token = ok.json().token as string;
    expect((await me(token)).statusCode).toBe(200);

    // The same code again, even with a fresh challenge, is refused.
    challenge = await challengeFor(user.email, user.password);
    expect((await post('/api/auth/login/code', { challenge, code })).statusCode).toBe(401);
    // A used challenge does not open a second session.
    clock.advance(30_000);
    const again = await post('/api/auth/login/code', { challenge, code: codeAt(secret) });
    expect(again.statusCode).toBe(200);
    expect(
      (
        await post('/api/auth/login/code', {
          challenge,
          code: codeAt(secret, clock.now().getTime() + 30_000),
        })
      ).json().message,
    ).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it('never says whether the password was right when the code is wrong, and explains malformed codes', async () => {
    const user = await createUser(t.app, superToken);
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user.email, user.password, '10.2.2.2');
    const wrong = await post(
      '/api/auth/login/code',
      { challenge, code: codeAt(secret) === '111111' ? '222222' : '111111' },
      undefined,
      '10.2.2.2',
    );
    expect(wrong.statusCode).toBe(401);
    expect(Object.keys(wrong.json()).sort()).toEqual(['message', 'ok', 'remainingAttempts']);
    expect(wrong.json().message).not.toMatch(/password/i);

    const malformed = async (code: string) =>
      (await post('/api/auth/login/code', { challenge, code }, undefined, '10.2.2.2')).json();
    expect((await malformed('12 34 5a')).message).toBe(TWO_FACTOR_MESSAGES.codeDigitsOnly);
    expect((await malformed('1234567')).message).toBe(TWO_FACTOR_MESSAGES.codeLength);
    expect((await malformed('')).message).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    // Malformed codes are not guesses: the count is where the wrong code left it.
    const next = await post(
      '/api/auth/login/code',
      { challenge, code: '000000' === codeAt(secret) ? '999999' : '000000' },
      undefined,
      '10.2.2.2',
    );
    expect(next.json().remainingAttempts).toBe(wrong.json().remainingAttempts - 1);
    // Spaces inside a code are fine.
    const c = codeAt(secret);
    const spaced = await post(
      '/api/auth/login/code',
      { challenge, code: `${c.slice(0, 3)} ${c.slice(3)}` },
      undefined,
      '10.2.2.2',
    );
    expect(spaced.statusCode).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const user = await createUser(t.app, superToken);
    const { recovery } = await enrol(user);
    const first = recovery[0] ?? '';
    let challenge = await challengeFor(user.email, user.password);
    const ok = await post('/api/auth/login/code', { challenge, recovery_code: first.toUpperCase() });
    expect(ok.statusCode).toBe(200);
    expect(await status(ok.json().token)).toMatchObject({ recovery_codes_left: 9 });

    challenge = await challengeFor(user.email, user.password);
    const again = await post('/api/auth/login/code', { challenge, recovery_code: first });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.wrongRecovery);
    const malformed = await post('/api/auth/login/code', { challenge, recovery_code: 'abc' });
    expect(malformed.json().message).toBe(TWO_FACTOR_MESSAGES.recoveryFormat);
    expect((await post('/api/auth/login/code', { challenge, recovery_code: recovery[1] })).statusCode).toBe(
      200,
    );
  });

  it('keeps recovery codes as keyed hashes, still accepting a code stored as a plain SHA-256 before', async () => {
    const user = await createUser(t.app, superToken);
    const { recovery } = await enrol(user);
    const sha256 = (c: string) =>
      createHash('sha256')
        .update(`recovery:${c.replace('-', '')}`)
        .digest('hex');
    const stored = (
      await t.db.kysely
        .selectFrom('user_recovery_codes')
        .select('code_hash')
        .where('user_id', '=', user.id)
        .execute()
    ).map((r) => r.code_hash);
    expect(stored).toHaveLength(10);
    for (const c of recovery) expect(stored).not.toContain(sha256(c));
    for (const h of stored) expect(h).toMatch(/^k1:[0-9a-f]{64}$/);

    // A code stored by an earlier version (plain SHA-256) still signs in, once.
    const old = 'abcde-23456';
    await t.db.kysely
      .insertInto('user_recovery_codes')
      .values({
        user_id: user.id,
        code_hash: sha256(old),
        created_at: clock.now().toISOString(),
        used_at: null,
      })
      .execute();
    let challenge = await challengeFor(user.email, user.password);
    expect((await post('/api/auth/login/code', { challenge, recovery_code: old })).statusCode).toBe(200);
    challenge = await challengeFor(user.email, user.password);
    expect((await post('/api/auth/login/code', { challenge, recovery_code: old })).statusCode).toBe(401);
  });

  it('counts wrong codes toward the sign-in lockout, which the right code cannot pass', async () => {
    const user = await createUser(t.app, superToken);
    const { secret } = await enrol(user);
    const ip = '10.3.3.3';
    const wrongCode = () => (codeAt(secret) === '123123' ? '321321' : '123123');
    // The right password's attempt stays pending (a failure) until the code step succeeds: 1 + 4 = 5.
    const challenge = await challengeFor(user.email, user.password, ip);
    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await post('/api/auth/login/code', { challenge, code: wrongCode() }, undefined, ip);
      expect(r.statusCode).toBe(401);
      remaining.push(r.json().remainingAttempts);
    }
    expect(remaining).toEqual([3, 2, 1]);
    const locked = await post('/api/auth/login/code', { challenge, code: wrongCode() }, undefined, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOGIN_MESSAGES.locked);
    const right = await post('/api/auth/login/code', { challenge, code: codeAt(secret) }, undefined, ip);
    expect(right.statusCode).toBe(429);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(429);

    const actions = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(user.id))
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['auth.login.failure', 'auth.lockout', 'auth.login.blocked']),
    );

    // A superadmin's unlock lets the person in again, still with a code.
    await post(`/api/admin/users/${user.id}/unlock`, {}, superToken);
    const c2 = await challengeFor(user.email, user.password, ip);
    expect(
      (await post('/api/auth/login/code', { challenge: c2, code: codeAt(secret) }, undefined, ip)).statusCode,
    ).toBe(200);
  });

  it('locks guessing addresses at the code prompt, not the account: 70 wrong codes from 14 addresses', async () => {
    const user = await createUser(t.app, superToken);
    const { secret } = await enrol(user);
    const wrongCode = () => (codeAt(secret) === '123123' ? '321321' : '123123');
    for (let a = 1; a <= 14; a++) {
      const ip = `10.4.4.${a}`;
      const challenge = await challengeFor(user.email, user.password, ip);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await post('/api/auth/login/code', { challenge, code: wrongCode() }, undefined, ip)).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    }
    // Fourteen pairs of five (the pending password attempt and four codes): the owner still gets in.
    const c = await challengeFor(user.email, user.password, '10.4.5.1');
    const owner = await post(
      '/api/auth/login/code',
      { challenge: c, code: codeAt(secret) },
      undefined,
      '10.4.5.1',
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toBeTruthy();
  }, 120_000);

  it('lets a challenge expire', async () => {
    const user = await createUser(t.app, superToken);
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user.email, user.password);
    clock.advance(11 * 60_000);
    const late = await post('/api/auth/login/code', { challenge, code: codeAt(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    expect(
      (await post('/api/auth/login/code', { challenge: 'made-up', code: '123456' })).json().message,
    ).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it('lets a user turn it off with a code', async () => {
    const user = await createUser(t.app, superToken);
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user.email, user.password);
    const token = (await post('/api/auth/login/code', { challenge, code: codeAt(secret) })).json().token;
    clock.advance(30_000);
    const off = await post(
      '/api/admin/account/two-factor/disable',
      { current_password: user.password, code: codeAt(secret) },
      token,
    );
    expect(off.statusCode).toBe(200);
    expect((await login(user.email, user.password)).json().token).toBeTruthy();
  });

  it('throttles and audits wrong codes when turning it off or on from the account screen', async () => {
    const user = await createUser(t.app, superToken);
    const { secret } = await enrol(user);
    const ip = '10.6.6.6';
    const challenge = await challengeFor(user.email, user.password, ip);
    const token = (
      await post('/api/auth/login/code', { challenge, code: codeAt(secret) }, undefined, ip)
    ).json().token;
    clock.advance(30_000);
    const wrongCode = () => (codeAt(secret) === '123123' ? '321321' : '123123');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push(
        (
          await post(
            '/api/admin/account/two-factor/disable',
            { current_password: user.password, code: wrongCode() },
            token,
            ip,
          )
        ).statusCode,
      );
    }
    // Four wrong codes, then the pair lock of sign-in: even the right code waits.
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 429]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const right = await post(
      '/api/admin/account/two-factor/disable',
      { current_password: user.password, code: codeAt(secret) },
      token,
      ip,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(LOGIN_MESSAGES.locked);
    const rows = await t.db.kysely
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'auth.2fa.wrong_code')
      .where('target_id', '=', String(user.id))
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.details ?? '{}')).toMatchObject({ purpose: 'disable', count: 5 });

    // Turning it on: a wrong first code counts too.
    const fresh = await createUser(t.app, superToken);
    await post('/api/admin/account/two-factor/setup', {}, fresh.token, ip);
    const bad = await post(
      '/api/admin/account/two-factor/confirm',
      { current_password: fresh.password, code: '000000' },
      fresh.token,
      '10.6.6.7',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    const attempts = await t.db.kysely
      .selectFrom('login_attempts')
      .select('success')
      .where('email_lower', '=', fresh.email.toLowerCase())
      .orderBy('id')
      .execute();
    expect(attempts.map((a) => a.success)).toEqual([1, 0]);
  });

  it('asks for the current password to turn it on, to turn it off and to make new recovery codes', async () => {
    // A stolen session: the token alone, without the password.
    const ip = '10.7.7.7';
    const user = await createUser(t.app, superToken);
    const { secret } = (await post('/api/admin/account/two-factor/setup', {}, user.token, ip)).json();
    const confirm = (body: object) => post('/api/admin/account/two-factor/confirm', body, user.token, ip);
    const missing = await confirm({ code: codeAt(secret) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Current password is required',
      field: 'current_password',
    });
    const wrong = await confirm({ current_password: 'Not-the-password-1', code: codeAt(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Current password is incorrect',
      field: 'current_password',
    });
    expect(await status(user.token)).toMatchObject({ enabled: false });
    const on = await confirm({ current_password: user.password, code: codeAt(secret) });
    expect(on.statusCode).toBe(200);
    const firstCodes = on.json().recovery_codes as string[];
    clock.advance(30_000);

    const renew = (body: object) =>
      post('/api/admin/account/two-factor/recovery-codes', body, user.token, ip);
    expect((await renew({})).json()).toMatchObject({ field: 'current_password' });
    const wrongRenew = await renew({ current_password: 'Not-the-password-1' });
    expect(wrongRenew.statusCode).toBe(400);
    expect(wrongRenew.json().message).toBe('Current password is incorrect');
    expect(wrongRenew.json().recovery_codes).toBeUndefined();
    const renewed = await renew({ current_password: user.password });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().message).toBe(TWO_FACTOR_MESSAGES.newRecoveryCodes);
    const newCodes = renewed.json().recovery_codes as string[];
    expect(newCodes).toHaveLength(10);
    expect(newCodes).not.toContain(firstCodes[0]);
    expect(await status(user.token)).toMatchObject({ recovery_codes_left: 10 });
    // The earlier codes no longer sign in; the new ones do.
    const challenge = await challengeFor(user.email, user.password, ip);
    expect(
      (await post('/api/auth/login/code', { challenge, recovery_code: firstCodes[0] }, undefined, ip))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login/code', { challenge, recovery_code: newCodes[0] }, undefined, ip))
        .statusCode,
    ).toBe(200);

    const disable = (body: object) => post('/api/admin/account/two-factor/disable', body, user.token, ip);
    expect((await disable({ code: codeAt(secret) })).json()).toMatchObject({ field: 'current_password' });
    const wrongOff = await disable({ current_password: 'Not-the-password-1', code: codeAt(secret) });
    expect(wrongOff.statusCode).toBe(400);
    expect(wrongOff.json().message).toBe('Current password is incorrect');
    expect(await status(user.token)).toMatchObject({ enabled: true });

    // Wrong passwords count like wrong sign-ins: the pair is locked as at sign-in, even for the right one.
    const statuses = [wrongOff.statusCode];
    for (let n = 0; n < 5; n++)
      statuses.push((await renew({ current_password: 'Not-the-password-1' })).statusCode);
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses.slice(4)).toEqual([429, 429]);
    const locked = await disable({ current_password: user.password, code: codeAt(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOGIN_MESSAGES.locked);
    const rows = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_id', '=', String(user.id))
      .where('action', 'in', ['auth.2fa.wrong_password', 'auth.2fa.recovery_codes'])
      .execute();
    expect(rows.filter((r) => r.action === 'auth.2fa.recovery_codes')).toHaveLength(1);
    expect(rows.filter((r) => r.action === 'auth.2fa.wrong_password').length).toBeGreaterThan(0);
    const attempts = await t.db.kysely
      .selectFrom('login_attempts')
      .select('success')
      .where('email_lower', '=', user.email.toLowerCase())
      .where('ip', '=', ip)
      .execute();
    expect(attempts.filter((a) => !a.success).length).toBeGreaterThanOrEqual(5);
  });

  describe('required for superadmins', () => {
    afterAll(async () => {
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/security',
        headers: bearer(superToken),
        payload: { require_superadmin_2fa: false },
      });
    });

    it('only a superadmin changes the setting, and it concerns superadmins only', async () => {
      const admin = await createUser(t.app, superToken);
      const put = (token: string, on: boolean) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/admin/settings/security',
          headers: bearer(token),
          payload: { require_superadmin_2fa: on },
        });
      expect((await put(admin.token, true)).statusCode).toBe(403);
      // Another session of the same superadmin, opened without a second step.
      const other = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
      expect((await put(superToken, true)).statusCode).toBe(200);
      // When the requirement comes into force, every other superadmin session ends; the caller's stays.
      expect((await me(other)).statusCode).toBe(401);
      const audit = await t.db.kysely
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'settings.security')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ from: false, to: true });
      expect(JSON.parse(audit.details ?? '{}').revokedSessions).toBeGreaterThanOrEqual(1);
      const got = await t.app.inject({
        method: 'GET',
        url: '/api/admin/settings/security',
        headers: bearer(superToken),
      });
      expect(got.json().require_superadmin_2fa).toBe(true);
      // Admins are not concerned.
      expect((await login(admin.email, admin.password)).json().token).toBeTruthy();
      // Sessions a superadmin already has stay; the next sign-in asks for the set-up.
      expect((await me(superToken)).statusCode).toBe(200);
    });

    it('walks the enrolment step: set-up with the challenge, confirm, then a session and recovery codes', async () => {
      const email = `boss.${Date.now()}@campus.test`;
      const password = 'Boss2Password9';
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: bearer(superToken),
        payload: {
          email,
          first_name: 'Boss',
          last_name: 'Two',
          password,
          password_confirm: password,
          role: 'superadmin',
          office_id: 1,
        },
      });
      expect(created.statusCode).toBe(201);
      const first = await login(email, password);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ ok: true, step: 'enrol', message: TWO_FACTOR_MESSAGES.enrolStep });
      expect(first.json().token).toBeUndefined();
      const challenge = first.json().challenge;
      // The enrolment challenge is not a code challenge.
      expect((await post('/api/auth/login/code', { challenge, code: '123456' })).statusCode).toBe(401);

      const setup = await post('/api/auth/login/enrol/setup', { challenge });
      expect(setup.statusCode).toBe(200);
      const secret = setup.json().secret;
      const done = await post('/api/auth/login/enrol/confirm', { challenge, code: codeAt(secret) });
      expect(done.statusCode).toBe(200);
      expect(done.json().recovery_codes).toHaveLength(10);
      const token = done.json().token;
      expect((await me(token)).statusCode).toBe(200);
      expect(await status(token)).toMatchObject({ enabled: true, required: true });
      // Required: it cannot be turned off by its owner.
      clock.advance(30_000);
      const off = await post(
        '/api/admin/account/two-factor/disable',
        { current_password: password, code: codeAt(secret) },
        token,
      );
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe(TWO_FACTOR_MESSAGES.requiredForSuperadmins);
      // Next sign-in asks for a code.
      expect((await login(email, password)).json().step).toBe('code');
    });
  });

  it('a superadmin resets another user’s second factor (audited, signed out everywhere)', async () => {
    const user = await createUser(t.app, superToken);
    await enrol(user);
    const challenge = await challengeFor(user.email, user.password);
    expect(challenge).toBeTruthy();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/two-factor',
      headers: bearer(superToken),
    });
    expect(list.json().user_ids).toContain(user.id);
    expect((await post(`/api/admin/users/${user.id}/two-factor/reset`, {}, user.token)).statusCode).toBe(403);
    const reset = await post(`/api/admin/users/${user.id}/two-factor/reset`, {}, superToken);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ removed: true });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).json().token).toBeTruthy();
    const entry = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'auth.2fa.reset')
      .where('target_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(entry.actor).toBe(SUPERADMIN.email);
  });

  it('npm run cli -- reset-2fa EMAIL turns it off and lifts the lockout', async () => {
    const user = await createUser(t.app, superToken);
    await enrol(user);
    const ip = '10.4.4.4';
    for (let i = 0; i < 5; i++) await login(user.email, 'Wrong-Password1', ip);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(429);

    const stdout = new PassThrough();
    let out = '';
    stdout.on('data', (c) => {
      out += String(c);
    });
    const cli = { stdin: Readable.from(['']), stdout, stderr: new PassThrough() };
    expect(await runCommand(['reset-2fa', user.email.toUpperCase()], t.db, clock, cli)).toBe(0);
    expect(out).toContain(`Two-step sign-in of ${user.email} reset`);
    expect((await login(user.email, user.password, ip)).json().token).toBeTruthy();
    expect(await runCommand(['reset-2fa', 'nobody@campus.test'], t.db, clock, cli)).toBe(1);
    expect(await runCommand(['reset-2fa'], t.db, clock, cli)).toBe(2);
  });
});
