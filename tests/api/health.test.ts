import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONITOR_HASH_KEY } from '../../src/server/seed/seed.ts';
import type { Storage } from '../../src/server/storage/storage.ts';
import { ALL_OFFICES, OFFICES } from '../../src/shared/contract/offices.ts';
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

  it('seeds the offices (the eight of the spec and the Bids and Awards Committee) and the bootstrap superadmin once', async () => {
    const offices = await t.db.kysely.selectFrom('offices').selectAll().orderBy('office_id').execute();
    expect(offices.map((o) => o.slug)).toEqual(ALL_OFFICES.map((o) => o.slug));
    const users = await t.db.kysely.selectFrom('users').select(['email', 'role', 'status']).execute();
    expect(users).toEqual([{ email: SUPERADMIN.email, role: 'superadmin', status: 'active' }]);
    // Other settings (such as which years' holidays were seeded) may sit next to the monitor hash.
    const hash = await t.db.kysely
      .selectFrom('app_settings')
      .selectAll()
      .where('key', '=', MONITOR_HASH_KEY)
      .execute();
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

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is live and ready when the database and storage answer', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ ok: true });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true, draining: false, checks: { database: 'ok', storage: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 within its check timeout when the database hangs, and recovers', async () => {
    const real = t.db.kysely;
    // Every query result is held forever, as on a partitioned network.
    const hung = real.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: () => new Promise(() => {}),
    });
    Object.assign(t.db, { kysely: hung });
    try {
      const [health, ready, live] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/health' }),
        t.app.inject({ method: 'GET', url: '/api/health/ready' }),
        t.app.inject({ method: 'GET', url: '/api/health/live' }),
      ]);
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ ok: false, message: 'Database unavailable' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toEqual({ database: 'timeout', storage: 'ok' });
      expect(live.statusCode).toBe(200);
    } finally {
      Object.assign(t.db, { kysely: real });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('is not ready while draining for a shutdown', async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ ok: false, draining: true });
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});

describe('readiness with failing storage and Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    const broken: Storage = {
      kind: 's3',
      put: async () => {},
      get: async () => undefined,
      delete: async () => {},
      exists: async () => {
        throw new Error('bucket unreachable');
      },
      list: async () => [],
    };
    // Nothing listens on this port of the engineer's range: Redis is down.
    t = await createTestApp({ storage: broken, env: { REDIS_URL: 'redis://127.0.0.1:4149/4' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the failing dependencies', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      ok: false,
      draining: false,
      degraded: ['redis'],
      checks: { database: 'ok', storage: 'failed', redis: 'failed' },
    });
  });
});

describe('readiness with only the optional Redis down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on this port of the engineer's range: Redis is down, everything else answers.
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:4149/4' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stays ready and reports Redis as degraded, so a load balancer keeps every instance', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      ok: true,
      draining: false,
      degraded: ['redis'],
      checks: { database: 'ok', storage: 'ok', redis: 'failed' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
