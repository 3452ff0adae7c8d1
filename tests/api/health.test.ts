import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICES } from '../../src/shared/contract/offices.ts';
import { createTestApp, SUPERADMIN, type TestApp, testDbKind } from '../support/test-app.ts';

describe('foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, db: testDbKind() });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ ok: false });
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('sends security headers with a Content Security Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('seeds the eight offices and the bootstrap superadmin once', async () => {
    const offices = await t.db.kysely.selectFrom('offices').selectAll().orderBy('office_id').execute();
    expect(offices.map((o) => o.slug)).toEqual(OFFICES.map((o) => o.slug));
    const users = await t.db.kysely.selectFrom('users').select(['email', 'role', 'status']).execute();
    expect(users).toEqual([{ email: SUPERADMIN.email, role: 'superadmin', status: 'active' }]);
    const hash = await t.db.kysely.selectFrom('app_settings').selectAll().execute();
    expect(hash).toHaveLength(1);
    expect(hash[0]?.value).toMatch(/^scrypt\$/);
  });
});

describe('demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds articles for every office and every allowed type, with stored images', async () => {
    const rows = await t.db.kysely
      .selectFrom('articles')
      .innerJoin('offices', 'offices.office_id', 'articles.office_id')
      .select(['offices.slug', 'articles.type', 'articles.thumbnail'])
      .execute();
    for (const o of OFFICES) expect(rows.some((r) => r.slug === o.slug)).toBe(true);
    for (const type of ['news', 'proposal', 'completed'] as const) {
      expect(rows.some((r) => r.slug === 'research' && r.type === type)).toBe(true);
      expect(rows.some((r) => r.slug === 'extension' && r.type === type)).toBe(true);
    }
    const first = rows[0]?.thumbnail;
    expect(first).toBeTruthy();
    const img = await t.app.inject({ method: 'GET', url: `/media/${first}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
  });
});
