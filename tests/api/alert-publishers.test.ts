// Alert publishers: a superadmin marks an office admin as one (audited); they may then post, edit, update and
// lift campus alerts but not delete them, and the portal is told (GET /api/admin/me); unmarked, they are refused
// again at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('alert publishers', () => {
  let t: TestApp;
  let superToken: string;
  let officer: { id: number; token: string; email: string };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const alert = {
    severity: 'urgent',
    office: 'administration',
    title: 'Classes suspended this afternoon',
    message: 'Afternoon classes are suspended because of heavy rain.',
    starts_at: '2026-11-26T21:10:00.000Z',
  };
  const auditActions = async () =>
    (await t.db.kysely.selectFrom('audit_log').select(['action', 'target_id']).execute()).filter((r) =>
      r.action.startsWith('site.alert.publisher'),
    );

  beforeAll(async () => {
    t = await createTestApp();
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    officer = await createUser(t.app, superToken, { office: 'administration' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets a marked office admin post, edit, update and lift alerts, but not delete them', async () => {
    expect((await call('POST', '/api/admin/site/alerts', officer.token, alert)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/me', officer.token)).json().user.alert_publisher).toBe(false);

    const granted = await call('PUT', `/api/admin/site/alert-publishers/${officer.id}`, superToken, {
      publisher: true,
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().message).toBe('They can now post alerts');
    expect(await auditActions()).toEqual([
      { action: 'site.alert.publisher.grant', target_id: String(officer.id) },
    ]);
    const list = await call('GET', '/api/admin/site/alert-publishers', superToken);
    expect(list.json().publishers).toMatchObject([{ user_id: officer.id, email: officer.email }]);
    expect((await call('GET', '/api/admin/me', officer.token)).json().user.alert_publisher).toBe(true);

    const created = await call('POST', '/api/admin/site/alerts', officer.token, alert);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await call('GET', '/api/admin/site/alerts', officer.token)).statusCode).toBe(200);
    expect(
      (
        await call('PUT', `/api/admin/site/alerts/${id}`, officer.token, {
          ...alert,
          title: 'Classes suspended',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', `/api/admin/site/alerts/${id}/updates`, officer.token, {
          message: 'Offices open.',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call('POST', `/api/admin/site/alerts/${id}/updates`, officer.token, {
          message: 'Classes resume Monday.',
          lift: true,
        })
      ).statusCode,
    ).toBe(201);
    expect((await call('DELETE', `/api/admin/site/alerts/${id}`, officer.token)).statusCode).toBe(403);
    const actors = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('action', 'like', 'site.alert.%')
      .execute();
    expect(actors.filter((a) => a.actor === officer.email).map((a) => a.action)).toEqual([
      'site.alert.create',
      'site.alert.update',
      'site.alert.note',
      'site.alert.lift',
    ]);
  });

  it('refuses them again once unmarked, and refuses marking a superadmin-only or unknown account', async () => {
    const revoked = await call('PUT', `/api/admin/site/alert-publishers/${officer.id}`, superToken, {
      publisher: false,
    });
    expect(revoked.json().message).toBe('They can no longer post alerts');
    expect((await auditActions()).map((a) => a.action)).toEqual([
      'site.alert.publisher.grant',
      'site.alert.publisher.revoke',
    ]);
    expect((await call('POST', '/api/admin/site/alerts', officer.token, alert)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/site/alerts', officer.token)).statusCode).toBe(403);
    // Office admins cannot mark anyone, themselves included.
    expect(
      (
        await call('PUT', `/api/admin/site/alert-publishers/${officer.id}`, officer.token, {
          publisher: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/admin/site/alert-publishers/999999', superToken, { publisher: true }))
        .statusCode,
    ).toBe(404);
  });
});
