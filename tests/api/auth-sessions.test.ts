// Sessions: sign-out, expiry, password change and deactivation revoke the right sessions; /me and offices.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import { SESSION_LIFETIME_MS, signSessionToken } from '../../src/server/lib/tokens.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  tokenClaimsSchema,
} from '../../src/shared/contract/auth.ts';
import { ALL_OFFICES } from '../../src/shared/contract/offices.ts';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('sessions', () => {
  let t: TestApp;
  const clock = manualClock();
  let superToken: string;

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
  const changePassword = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/change-password', headers: bearer(token), payload });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, admin: true } });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  it('carries the spec claims and an eight-hour expiry in the token', async () => {
    const user = await createUser(t.app, superToken, {
      office: 'bsed',
      first_name: 'Ana',
      middle_name: 'Reyes',
      last_name: 'Cruz',
    });
    const claims = decodeJwt(user.token);
    expect(tokenClaimsSchema.parse(claims)).toEqual({
      sub: String(user.id),
      sid: expect.any(String),
      name: 'Ana Cruz',
      username: user.email,
      fullname: 'Ana Reyes Cruz',
      role: 'admin',
      office: 'bsed',
      office_abbrev: 'BSED',
      course_abbrev: 'BSED',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(8 * 60 * 60);
    const row = await t.db.kysely
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', String(claims.sid))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, revoked_at: null });
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(SESSION_LIFETIME_MS);
  });

  it('returns the signed-in account from /api/admin/me without secrets', async () => {
    const user = await createUser(t.app, superToken, {
      office: 'research',
      first_name: 'Lino',
      last_name: 'Santos',
    });
    const res = await me(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      user: {
        id: user.id,
        first_name: 'Lino',
        middle_name: null,
        last_name: 'Santos',
        email: user.email,
        role: 'admin',
        status: 'active',
        office_id: 6,
        office: 'research',
        office_abbrev: 'RESEARCH',
        alert_publisher: false,
        review_required: false,
      },
    });
    expect(res.body).not.toContain('scrypt');
  });

  it('lists the offices from the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/offices', headers: bearer(superToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      offices: ALL_OFFICES.map((o) => ({
        office_id: o.office_id,
        course_abbrev: o.abbrev,
        course_name: o.name,
      })),
    });
  });

  it('revokes the session on sign-out, and only that session', async () => {
    const user = await createUser(t.app, superToken);
    const second = await signIn(t.app, user.email, user.password);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ ok: true });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('accepts a sign-out sent with a JSON content type and no body', async () => {
    const user = await createUser(t.app, superToken);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
  });

  it('ends a session after eight hours, by the token and by the session row', async () => {
    const user = await createUser(t.app, superToken);
    clock.advance(SESSION_LIFETIME_MS - 60_000);
    expect((await me(user.token)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await me(user.token)).statusCode).toBe(401);
    clock.advance(-SESSION_LIFETIME_MS);

    // A validly signed token whose session row has expired (or was revoked) is refused too.
    const other = await createUser(t.app, superToken);
    const sid = String(decodeJwt(other.token).sid);
    await t.db.kysely
      .updateTable('sessions')
      .set({ expires_at: new Date(clock.now().getTime() - 1000).toISOString() })
      .where('id', '=', sid)
      .execute();
    expect((await me(other.token)).statusCode).toBe(401);

    // And a token whose own exp has passed is refused even while its session row is open.
    const third = await createUser(t.app, superToken);
    const claims = tokenClaimsSchema.parse(decodeJwt(third.token));
    const now = clock.now();
    const stale = await signSessionToken(
      t.app.sessionSecret,
      claims,
      new Date(now.getTime() - 2 * 3600_000),
      new Date(now.getTime() - 1000),
    );
    expect((await me(stale)).statusCode).toBe(401);
    expect((await me(third.token)).statusCode).toBe(200);
  });

  it('checks the session row on every call (a session id that was never issued is refused)', async () => {
    const user = await createUser(t.app, superToken);
    const claims = tokenClaimsSchema.parse(decodeJwt(user.token));
    const now = clock.now();
    const minted = await signSessionToken(
      t.app.sessionSecret,
      { ...claims, sid: 'never-issued' },
      now,
      new Date(now.getTime() + SESSION_LIFETIME_MS),
    );
    expect((await me(minted)).statusCode).toBe(401);
    // A session of one user presented as another user's token.
    const other = await createUser(t.app, superToken);
    const swapped = await signSessionToken(
      t.app.sessionSecret,
      { ...claims, sid: String(decodeJwt(other.token).sid) },
      now,
      new Date(now.getTime() + SESSION_LIFETIME_MS),
    );
    expect((await me(swapped)).statusCode).toBe(401);
  });

  it('uses the current role and office from the database, not the token', async () => {
    const user = await createUser(t.app, superToken, { office: 'bsit' });
    await t.db.kysely.updateTable('users').set({ office_id: 3 }).where('id', '=', user.id).execute();
    expect((await me(user.token)).json().user.office_abbrev).toBe('BSED');
    const users = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(user.token) });
    expect(users.statusCode).toBe(403);
  });

  describe('change password', () => {
    it('answers with the spec messages', async () => {
      const user = await createUser(t.app, superToken);
      const cases: Array<[object, string]> = [
        [
          { new_password: 'Fresh7Harbour', new_password_confirm: 'Fresh7Harbour' },
          'Current password is required',
        ],
        [
          { current_password: '', new_password: 'Fresh7Harbour', new_password_confirm: 'Fresh7Harbour' },
          'Current password is required',
        ],
        [
          { current_password: user.password, new_password: '', new_password_confirm: '' },
          'New password is required',
        ],
        [{ current_password: user.password, new_password_confirm: 'x' }, 'New password is required'],
        [
          {
            current_password: user.password,
            new_password: 'Fresh7Harbour',
            new_password_confirm: 'Fresh7Harbou',
          },
          'Passwords do not match',
        ],
        [
          { current_password: user.password, new_password: 'short1A', new_password_confirm: 'short1A' },
          PASSWORD_RULE_MESSAGE,
        ],
        [
          {
            current_password: user.password,
            new_password: 'alllowercase1',
            new_password_confirm: 'alllowercase1',
          },
          PASSWORD_RULE_MESSAGE,
        ],
        [
          { current_password: user.password, new_password: 'Password1', new_password_confirm: 'Password1' },
          COMMON_PASSWORD_MESSAGE,
        ],
        [
          {
            current_password: 'Not-Mine-Password1',
            new_password: 'Fresh7Harbour',
            new_password_confirm: 'Fresh7Harbour',
          },
          'Current password is incorrect',
        ],
      ];
      for (const [payload, message] of cases) {
        const res = await changePassword(user.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ ok: false, message });
      }
      // Nothing changed: the old password still signs in.
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });

    it('changes the password, keeps this session and revokes the others', async () => {
      const user = await createUser(t.app, superToken);
      const elsewhere = await signIn(t.app, user.email, user.password);
      const next = `Long${'x'.repeat(120)}Pw9`;
      expect(next.length).toBe(127);
      const res = await changePassword(user.token, {
        current_password: user.password,
        new_password: next,
        new_password_confirm: next,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: 'Password updated' });
      expect((await me(user.token)).statusCode).toBe(200);
      expect((await me(elsewhere)).statusCode).toBe(401);
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, next)).statusCode).toBe(200);
      const audit = await t.db.kysely
        .selectFrom('audit_log')
        .select(['actor_user_id', 'action'])
        .where('action', '=', 'auth.password.change')
        .where('actor_user_id', '=', user.id)
        .execute();
      expect(audit).toHaveLength(1);
    });

    it('counts wrong current passwords towards the sign-in lockout', async () => {
      const user = await createUser(t.app, superToken);
      const wrong = {
        current_password: 'Guess7Harbour',
        new_password: 'Fresh7Harbour',
        new_password_confirm: 'Fresh7Harbour',
      };
      for (let i = 0; i < 5; i++) expect((await changePassword(user.token, wrong)).statusCode).toBe(400);
      const locked = await changePassword(user.token, { ...wrong, current_password: user.password });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ ok: false, waitMinutes: 15 });
      expect((await login(user.email, user.password)).statusCode).toBe(429);
      clock.advance(15 * 60_000 + 1000);
      expect(
        (await changePassword(user.token, { ...wrong, current_password: user.password })).statusCode,
      ).toBe(200);
    });

    it('allows 128 characters and refuses 129', async () => {
      const user = await createUser(t.app, superToken);
      const p128 = `Aa1${'z'.repeat(125)}`;
      const ok = await changePassword(user.token, {
        current_password: user.password,
        new_password: p128,
        new_password_confirm: p128,
      });
      expect(ok.statusCode).toBe(200);
      const p129 = `${p128}z`;
      const tooLong = await changePassword(user.token, {
        current_password: p128,
        new_password: p129,
        new_password_confirm: p129,
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe('Password must be at most 128 characters');
    });
  });

  it('revokes every session of a user at once when they are deactivated', async () => {
    const user = await createUser(t.app, superToken);
    const second = await signIn(t.app, user.email, user.password);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: bearer(superToken),
      payload: { status: 'inactive' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, message: 'User deactivated', user: { status: 'inactive' } });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const open = await t.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    // A deactivated account's right password reads like any failed sign-in.
    expect((await login(user.email, user.password)).statusCode).toBe(401);

    // Activating again does not bring the old sessions back; signing in does.
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: bearer(superToken),
      payload: { status: 'active' },
    });
    expect(back.json()).toMatchObject({ ok: true, message: 'User activated' });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});
