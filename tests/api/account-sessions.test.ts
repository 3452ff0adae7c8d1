// The Sessions screen's API: where a user is signed in, signing out one or all others, and a revoked
// session refused by a second server instance on the same database.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { currentSchema, type Db, openDb } from '../../src/server/db/dialect.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { sessionEndpoints } from '../../src/shared/contract/sessions.ts';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { inject } from '../support/inject.ts';
import { createTestApp, type TestApp, testDbKind } from '../support/test-app.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('account sessions', () => {
  let t: TestApp;
  const clock = manualClock();
  let superToken: string;

  const signInAs = async (app: FastifyInstance, email: string, password: string, ua: string, ip: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, admin: true },
      headers: { 'user-agent': ua },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const list = async (token: string, app = t.app) => {
    const res = await inject(app, sessionEndpoints.list, { token });
    expect(res.statusCode).toBe(200);
    return res.json().sessions as Array<{
      id: string;
      device: string;
      ip: string | null;
      created_at: string;
      last_seen_at: string | null;
      current: boolean;
    }>;
  };
  const me = (token: string, app = t.app) =>
    app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the user’s open sessions with the device in plain words, the address and the times', async () => {
    const user = await createUser(t.app, superToken);
    clock.advance(60_000);
    const phone = await signInAs(t.app, user.email, user.password, ANDROID_CHROME, '10.5.0.1');
    clock.advance(60_000);
    const laptop = await signInAs(t.app, user.email, user.password, WINDOWS_FIREFOX, '10.5.0.2');
    clock.advance(60_000);
    await me(phone);

    const sessions = await list(laptop);
    // createUser's own sign-in is there too.
    expect(sessions).toHaveLength(3);
    const [newest, older] = sessions;
    expect(newest).toMatchObject({ device: 'Firefox on Windows', ip: '10.5.0.2', current: true });
    expect(older).toMatchObject({ device: 'Chrome on Android', ip: '10.5.0.1', current: false });
    expect(older?.last_seen_at).toBe(clock.now().toISOString());
    expect(older?.created_at).toBe(new Date(clock.now().getTime() - 120_000).toISOString());
    expect(newest?.id).toMatch(/^[a-f0-9]{16}$/);
    // Another user's list never shows these.
    expect((await list(superToken)).map((s) => s.ip)).not.toContain('10.5.0.1');
  });

  it('signs out one session, then every other, and audits both', async () => {
    const user = await createUser(t.app, superToken);
    const a = await signInAs(t.app, user.email, user.password, IPHONE_SAFARI, '10.6.0.1');
    const b = await signInAs(t.app, user.email, user.password, WINDOWS_FIREFOX, '10.6.0.2');
    const target = (await list(b)).find((s) => s.ip === '10.6.0.1');
    expect(target?.device).toBe('Safari on iPhone');

    // Someone else cannot sign out this session.
    const foreign = await inject(t.app, sessionEndpoints.signOut, {
      params: { id: String(target?.id) },
      token: superToken,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await me(a)).statusCode).toBe(200);

    const del = await inject(t.app, sessionEndpoints.signOut, {
      params: { id: String(target?.id) },
      token: b,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().current).toBe(false);
    expect((await me(a)).statusCode).toBe(401);
    expect((await list(b)).map((s) => s.ip)).not.toContain('10.6.0.1');

    const others = await inject(t.app, sessionEndpoints.signOutOthers, { token: b });
    expect(others.json().revoked).toBe(1); // createUser's sign-in
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(200);
    expect(await list(b)).toHaveLength(1);

    const bad = await inject(t.app, sessionEndpoints.signOut, { params: { id: 'nope' }, token: b });
    expect(bad.statusCode).toBe(400);
    const actions = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(user.id))
      .execute();
    expect(actions.map((r) => r.action)).toEqual(
      expect.arrayContaining(['auth.session.revoke', 'auth.session.revoke_others']),
    );
  });

  it('a session signed out on one instance is refused by another on the same database', async () => {
    // A second application on the same database (same file, or same Postgres schema) and DATA_DIR.
    let db2: Db;
    if (testDbKind() === 'sqlite') {
      db2 = openDb({ kind: 'sqlite', file: `${t.dataDir}/test.db` });
    } else {
      const schema = await currentSchema(t.db.kysely, 'postgres');
      db2 = openDb({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '', schema });
    }
    const app2 = await buildApp({ config: t.config, db: db2, clock, logger: false });
    await app2.ready();
    try {
      const user = await createUser(t.app, superToken);
      const onA = await signInAs(t.app, user.email, user.password, ANDROID_CHROME, '10.7.0.1');
      const onB = await signInAs(app2, user.email, user.password, WINDOWS_FIREFOX, '10.7.0.2');
      expect((await me(onA, app2)).statusCode).toBe(200);
      expect((await me(onB, t.app)).statusCode).toBe(200);

      const target = (await list(onB, app2)).find((s) => s.ip === '10.7.0.1');
      const del = await app2.inject({
        method: 'DELETE',
        url: `/api/admin/account/sessions/${target?.id}`,
        headers: bearer(onB),
      });
      expect(del.statusCode).toBe(200);
      expect((await me(onA, t.app)).statusCode).toBe(401);
      expect((await me(onA, app2)).statusCode).toBe(401);
      expect((await me(onB, t.app)).statusCode).toBe(200);
    } finally {
      await app2.close();
    }
  });
});
