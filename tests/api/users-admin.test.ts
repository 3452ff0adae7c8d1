// User management by superadmins: list, create, activate/deactivate, delete, and the self/last-superadmin guards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeUserStatus, deleteUserGuarded } from '../../src/server/services/accounts.ts';
import { COMMON_PASSWORD_MESSAGE, PASSWORD_RULE_MESSAGE } from '../../src/shared/contract/auth.ts';
import {
  USER_MESSAGES,
  USER_STALE_MESSAGE,
  userEndpoints,
  userSchema,
} from '../../src/shared/contract/users.ts';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const valid = {
  email: 'Maria.Santos@Campus.test',
  first_name: 'Maria',
  middle_name: 'Lopez',
  last_name: 'Santos',
  password: 'Harbour7Lantern',
  password_confirm: 'Harbour7Lantern',
  role: 'admin',
  office_id: 5,
};

describe('user management', () => {
  let t: TestApp;
  let superToken: string;
  let superId: number;

  const post = (payload: object, token = superToken) =>
    t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(token), payload });
  const patch = (id: number, status: string, token = superToken) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: bearer(token),
      payload: { status },
    });
  const del = (id: number, token = superToken) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: bearer(token) });
  const activeSuperadmins = async () =>
    (
      await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'superadmin')
        .where('status', '=', 'active')
        .execute()
    ).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(superToken) });
    superId = me.json().user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates an account that can sign in, and audits it', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      ok: true,
      message: 'User created',
      id: expect.any(Number),
      user: {
        email: 'Maria.Santos@Campus.test',
        first_name: 'Maria',
        middle_name: 'Lopez',
        last_name: 'Santos',
        role: 'admin',
        status: 'active',
        office_id: 5,
        office_abbrev: 'BSA',
      },
    });
    expect(res.body).not.toMatch(/scrypt|password/i);
    const token = await signIn(t.app, 'maria.santos@campus.test', valid.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
    expect(me.json().user).toMatchObject({ id: body.id, role: 'admin', office_abbrev: 'BSA' });
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['actor_user_id', 'target_id'])
      .where('action', '=', 'user.create')
      .execute();
    expect(audit).toContainEqual({ actor_user_id: superId, target_id: String(body.id) });
  });

  it('stores the password only as a salted scrypt hash', async () => {
    const a = await createUser(t.app, superToken, { password: 'Same7Password' });
    const b = await createUser(t.app, superToken, { password: 'Same7Password' });
    const rows = await t.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('id', 'in', [a.id, b.id])
      .execute();
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]?.password_hash).not.toBe(rows[1]?.password_hash);
  });

  it('keeps e-mails unique whatever their case', async () => {
    const res = await post({ ...valid, email: 'MARIA.SANTOS@campus.TEST' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, message: USER_MESSAGES.emailTaken });
    const alsoTrimmed = await post({ ...valid, email: '  maria.santos@campus.test ' });
    expect(alsoTrimmed.statusCode).toBe(409);
  });

  it('lets two simultaneous creations of one e-mail make one account', async () => {
    const payload = { ...valid, email: 'twice@campus.test' };
    const [a, b] = await Promise.all([post(payload), post({ ...payload, email: 'TWICE@campus.test' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('answers each invalid create payload with the spec message', async () => {
    const { middle_name: _m, role: _r, ...minimal } = valid;
    const cases: Array<[object, string]> = [
      [{ ...valid, email: undefined }, 'Email is required'],
      [{ ...valid, email: '' }, 'Email is required'],
      [{ ...valid, email: 'not-an-email' }, 'Enter a valid email address'],
      [{ ...valid, first_name: '' }, 'First name is required'],
      [{ ...valid, first_name: '   ' }, 'First name is required'],
      [{ ...valid, last_name: undefined }, 'Last name is required'],
      [{ ...valid, password: '', password_confirm: '' }, 'Password is required'],
      [{ ...valid, password: 'weakpass', password_confirm: 'weakpass' }, PASSWORD_RULE_MESSAGE],
      [{ ...valid, password_confirm: 'Harbour7Lanterm' }, 'Passwords do not match'],
      [{ ...valid, office_id: undefined }, 'Please choose an office'],
      [{ ...valid, office_id: '' }, 'Please choose an office'],
      [{ ...valid, office_id: 0 }, 'Please choose an office'],
      [{ ...valid, office_id: 99 }, 'Please choose an office'],
      [{ ...valid, password: 'Password1', password_confirm: 'Password1' }, COMMON_PASSWORD_MESSAGE],
      [{ ...valid, password: 'Welcome1', password_confirm: 'Welcome1' }, COMMON_PASSWORD_MESSAGE],
    ];
    for (const [payload, message] of cases) {
      const res = await post({ ...payload, email: 'email' in payload ? payload.email : 'x@campus.test' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, message });
    }
    const role = await post({ ...valid, email: 'role@campus.test', role: 'root' });
    expect(role.statusCode).toBe(400);
    const office = await post({ ...valid, email: 'office@campus.test', office_id: 'bsit' });
    expect(office.statusCode).toBe(400);
    expect(office.json().message).toMatch(/office_id/);
    // Middle name optional, role defaults to admin.
    const ok = await post({ ...minimal, email: 'minimal@campus.test' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user).toMatchObject({ middle_name: null, role: 'admin' });
  });

  it('lists users as a plain array without password hashes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(superToken) });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    // The contract's reply schema, which the portal parses the list with, accepts it as sent.
    expect(userEndpoints.list.response.safeParse(list).success).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const u of list) {
      expect(userSchema.safeParse(u).success).toBe(true);
      expect(Object.keys(u)).not.toContain('password_hash');
    }
    expect(res.body).not.toMatch(/scrypt|password/i);
    expect(list.some((u: { email: string }) => u.email === SUPERADMIN.email)).toBe(true);
  });

  it('deactivates and activates a user, with an audit row each time', async () => {
    const user = await createUser(t.app, superToken);
    expect((await patch(user.id, 'inactive')).json()).toMatchObject({
      ok: true,
      message: 'User deactivated',
    });
    expect((await patch(user.id, 'active')).json()).toMatchObject({ ok: true, message: 'User activated' });
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'user.status')
      .where('target_id', '=', String(user.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => JSON.parse(a.details ?? '{}').to)).toEqual(['inactive', 'active']);
  });

  it('refuses a status change made against an older version of the account, changing nothing', async () => {
    const user = await createUser(t.app, superToken);
    const listed = (await t.app.inject({ url: '/api/users', headers: bearer(superToken) })).json() as Array<{
      id: number;
      version: number;
    }>;
    const version = listed.find((u) => u.id === user.id)?.version;
    expect(version).toBe(1);
    const send = (status: 'active' | 'inactive', v: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${user.id}`,
        headers: bearer(superToken),
        payload: { status, version: v },
      });
    // Two superadmins looked at the same list; the first change wins, the second is refused.
    expect((await send('inactive', 1)).statusCode).toBe(200);
    const stale = await send('active', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ ok: false, message: USER_STALE_MESSAGE });
    const row = await t.db.kysely
      .selectFrom('users')
      .select(['status', 'version'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'inactive', version: 2 });
    expect((await send('active', 2)).statusCode).toBe(200);
  });

  it('refuses any status change of a pending account with a clear message, changing nothing', async () => {
    const user = await createUser(t.app, superToken);
    await t.db.kysely.updateTable('users').set({ status: 'pending' }).where('id', '=', user.id).execute();
    for (const status of ['active', 'inactive']) {
      const res = await patch(user.id, status);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        ok: false,
        message: 'Pending accounts are display only: their status cannot be changed here.',
      });
    }
    const row = await t.db.kysely
      .selectFrom('users')
      .select(['status', 'version'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'user.status')
      .where('target_id', '=', String(user.id))
      .execute();
    expect(audit).toEqual([]);
  });

  it('deletes a user, ending their sessions', async () => {
    const user = await createUser(t.app, superToken);
    const res = await del(user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'User deleted' });
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(user.token) });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
    expect((await del(user.id)).statusCode).toBe(404);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'user.delete')
      .where('target_id', '=', String(user.id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await patch(999_999, 'inactive')).statusCode).toBe(404);
    expect((await del(999_999)).statusCode).toBe(404);
  });

  it('does not let a superadmin deactivate or delete themself', async () => {
    const other = await createUser(t.app, superToken, { role: 'superadmin', office: 'administration' });
    const self1 = await patch(superId, 'inactive');
    expect(self1.statusCode).toBe(403);
    expect(self1.json()).toEqual({ ok: false, message: 'You cannot deactivate your own account' });
    const self2 = await del(superId);
    expect(self2.statusCode).toBe(403);
    expect(self2.json()).toEqual({ ok: false, message: 'You cannot delete your own account' });
    expect(await activeSuperadmins()).toContain(superId);
    await del(other.id);
  });

  it('never leaves no active superadmin, even when two remove each other at once', async () => {
    for (const action of ['deactivate', 'delete'] as const) {
      const a = await createUser(t.app, superToken, { role: 'superadmin', office: 'administration' });
      const b = await createUser(t.app, superToken, { role: 'superadmin', office: 'administration' });
      // Leave a and b as the only active superadmins.
      await patch(superId, 'inactive', a.token);
      for (const id of await activeSuperadmins()) {
        if (id !== a.id && id !== b.id) await patch(id, 'inactive', a.token);
      }
      expect((await activeSuperadmins()).sort()).toEqual([a.id, b.id].sort());

      const [ra, rb] =
        action === 'deactivate'
          ? await Promise.all([patch(b.id, 'inactive', a.token), patch(a.id, 'inactive', b.token)])
          : await Promise.all([del(b.id, a.token), del(a.id, b.token)]);
      const statuses = [ra.statusCode, rb.statusCode].sort();
      expect(statuses[0]).toBe(200);
      // The loser is refused by the guard (409), or already signed out (401) if the winner committed first.
      expect([401, 409]).toContain(statuses[1]);
      const left = await activeSuperadmins();
      expect(left).toHaveLength(1);

      // The survivor is the last active superadmin: nobody can remove them.
      const [survivor] = left;
      const survivorToken = survivor === a.id ? a.token : b.token;
      expect((await patch(survivor ?? 0, 'inactive', survivorToken)).statusCode).toBe(403);

      // Restore the seeded superadmin for the next round and the tests after.
      await patch(superId, 'active', survivorToken);
      superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
      for (const id of [a.id, b.id]) await del(id);
      expect(await activeSuperadmins()).toEqual([superId]);
    }
  });

  it('refuses to deactivate or delete the last active superadmin, whoever asks', async () => {
    // Through the API the caller is always another active superadmin, so this guard is what stops a caller
    // who was deactivated between their authorisation and the change (the race above). Shown directly:
    const other = await createUser(t.app, superToken, { role: 'superadmin', office: 'administration' });
    await t.db.kysely.updateTable('users').set({ status: 'inactive' }).where('id', '=', other.id).execute();
    expect(await activeSuperadmins()).toEqual([superId]);
    const now = new Date();
    expect(await changeUserStatus(t.db, other.id, superId, 'inactive', now)).toEqual({
      ok: false,
      reason: 'last_superadmin',
    });
    expect(await deleteUserGuarded(t.db, other.id, superId, now)).toEqual({
      ok: false,
      reason: 'last_superadmin',
    });
    expect(await activeSuperadmins()).toEqual([superId]);
    // With a second active superadmin the same change is allowed.
    await t.db.kysely.updateTable('users').set({ status: 'active' }).where('id', '=', other.id).execute();
    const allowed = await changeUserStatus(t.db, other.id, superId, 'inactive', now);
    expect(allowed.ok).toBe(true);
    await changeUserStatus(t.db, other.id, superId, 'active', now);
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    expect((await del(other.id)).statusCode).toBe(200);
  });
});
