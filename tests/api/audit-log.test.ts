// The superadmins' audit log viewer: filters (user, action, office, dates), paging, CSV export, read-only,
// and the retention job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Fixture rows use actions of their own (the viewer also shows actions no longer written), so they cast.
import type { AuditAction } from '../../src/server/domain/audit.ts';
import { auditLogRetention } from '../../src/server/jobs/audit-log-retention.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { writeAudit } from '../../src/server/repositories/audit-log.ts';
import { AUDIT_MESSAGES, AUDIT_PAGE_SIZE } from '../../src/shared/contract/audit.ts';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Entry {
  id: number;
  created_at: string;
  actor: string | null;
  actor_user_id: number | null;
  action: string;
  office: string | null;
  target_id: string | null;
  details: Record<string, unknown> | null;
}

describe('audit log viewer', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-10T09:00:00.000Z'));
  let superToken: string;

  const get = (query: string, token = superToken) =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: bearer(token) });
  const page = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      entries: Entry[];
      total: number;
      page: number;
      page_size: number;
      actions: string[];
    };
  };

  /** Moves the clock and signs in again (sessions last eight hours). */
  const at = async (iso: string) => {
    clock.set(new Date(iso));
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for superadmins only and has no way to change an entry', async () => {
    const admin = await createUser(t.app, superToken);
    expect((await get('', admin.token)).statusCode).toBe(403);
    expect((await get('')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    for (const method of ['DELETE', 'PUT', 'PATCH', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/admin/audit', headers: bearer(superToken) });
      expect(res.statusCode).toBe(404);
    }
  });

  it('filters by action, action group, user, office and date range', async () => {
    await at('2026-03-11T10:00:00.000Z');
    const bsed = await createUser(t.app, superToken, { office: 'bsed' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: bsed.email, password: 'Wrong-Password1' },
    });
    await at('2026-03-12T10:00:00.000Z');
    const bsit = await createUser(t.app, superToken, { office: 'bsit' });
    await writeAudit(t.db.kysely, clock.now(), {
      actor: SUPERADMIN.email,
      action: 'article.update',
      targetType: 'article',
      targetId: 99,
      details: { office: 'library', title: 'A' },
    });

    const failures = await page('?action=auth.login.failure');
    expect(failures.entries.length).toBeGreaterThan(0);
    expect(failures.entries.every((e) => e.action === 'auth.login.failure')).toBe(true);
    expect(failures.actions).toEqual(
      expect.arrayContaining(['auth.login.failure', 'user.create', 'article.update']),
    );

    const group = await page('?action=auth.');
    expect(group.entries.every((e) => e.action.startsWith('auth.'))).toBe(true);
    expect(group.entries.some((e) => e.action === 'auth.login.success')).toBe(true);

    const byUser = await page(`?user=${bsed.id}`);
    expect(byUser.entries.map((e) => e.action).sort()).toEqual([
      'auth.login.failure',
      'auth.login.success',
      'user.create',
    ]);

    const bsedOffice = await page('?office=bsed');
    expect(bsedOffice.entries.length).toBeGreaterThan(0);
    expect(bsedOffice.entries.every((e) => e.actor_user_id === bsed.id || e.office === 'bsed')).toBe(true);
    const library = await page('?office=library');
    expect(library.entries.map((e) => e.action)).toEqual(['article.update']);
    expect(library.entries[0]?.details).toEqual({ office: 'library', title: 'A' });

    const day11 = await page('?from=2026-03-11&to=2026-03-11');
    expect(day11.entries.length).toBeGreaterThan(0);
    expect(day11.entries.every((e) => e.created_at.startsWith('2026-03-11'))).toBe(true);
    const from12 = await page(`?from=2026-03-12&user=${bsit.id}`);
    expect(from12.entries.map((e) => e.action)).toContain('user.create');
    expect((await page(`?to=2026-03-11&user=${bsit.id}`)).total).toBe(0);

    const bad = await get('?from=2026-13-45');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(AUDIT_MESSAGES.dateInvalid);
    expect((await get('?from=2026-03-12&to=2026-03-11')).json().message).toBe(AUDIT_MESSAGES.rangeInvalid);
    expect((await get('?action=DROP%20TABLE')).json().message).toBe(AUDIT_MESSAGES.actionInvalid);
  });

  it('pages newest first', async () => {
    await at('2026-04-01T00:00:00.000Z');
    for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i++) {
      clock.advance(1000);
      await writeAudit(t.db.kysely, clock.now(), {
        actor: 'system',
        action: 'test.paging' as AuditAction,
        targetId: i,
      });
    }
    const first = await page('?action=test.paging');
    expect(first.total).toBe(AUDIT_PAGE_SIZE + 5);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]?.target_id).toBe(String(AUDIT_PAGE_SIZE + 4));
    const second = await page('?action=test.paging&page=2');
    expect(second.entries.map((e) => e.target_id)).toEqual(['4', '3', '2', '1', '0']);
  });

  it('exports the filtered entries as CSV, formulas defused', async () => {
    await writeAudit(t.db.kysely, clock.now(), {
      actor: '=HYPERLINK("http://evil")',
      action: 'test.csv' as AuditAction,
      details: { note: 'a, "quoted"\nline' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit.csv?action=test.csv',
      headers: bearer(superToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,actor,actor_user_id,action,target_type,target_id,office,ip,details');
    expect(lines).toHaveLength(2);
    // The details (JSON, with commas and quotes) stay one quoted field.
    expect(lines[1]).toContain('"{""note"":""a, \\""quoted\\""\\nline""}"');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).toContain('test.csv');
    const admin = await createUser(t.app, superToken);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit.csv',
      headers: bearer(admin.token),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('prunes entries older than AUDIT_RETENTION_DAYS', async () => {
    await at('2026-05-01T00:00:00.000Z');
    await writeAudit(t.db.kysely, clock.now(), { actor: 'system', action: 'test.retention' as AuditAction });
    await at('2027-04-30T00:00:00.000Z');
    await auditLogRetention.run(t.app.ctx);
    expect((await page('?action=test.retention')).total).toBe(1);
    await at('2027-05-02T00:00:00.000Z');
    await auditLogRetention.run(t.app.ctx);
    expect((await page('?action=test.retention')).total).toBe(0);
  });
});
