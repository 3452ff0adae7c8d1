// Two instances started together on an empty database, and a Postgres connection that dies or hangs.
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_OFFICES } from '../../src/shared/contract/offices.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { sharedInstall, startAll, startDbProxy, waitFor } from './cluster.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
const track = (procs: ServerProcess[]) => {
  cleanups.push(async () => void (await Promise.all(procs.map((p) => p.cleanup()))));
  return procs;
};

describe('parallel starts on an empty database', () => {
  // Demo seeding renders ~60 images (over a minute here), so these starts seed the rest; the demo content
  // is counted inside the same lock (tests/scale-out/seed-lock.test.ts shows the lock serialises).
  it('starts two instances together without a crash and seeds once', async () => {
    const install = await sharedInstall();
    cleanups.push(install.cleanup);
    const [a, b] = track(await startAll([install.env(), install.env()]));
    const [offices] = await install.query<{ n: string }>('select count(*)::text as n from offices');
    const [users] = await install.query<{ n: string }>('select count(*)::text as n from users');
    const [settings] = await install.query<{ n: string }>('select count(*)::text as n from app_settings');
    expect(Number(offices?.n)).toBe(ALL_OFFICES.length);
    expect(Number(users?.n)).toBe(1);
    expect(Number(settings?.n)).toBeGreaterThanOrEqual(1);
    for (const p of [a, b]) expect((await fetch(`${p?.baseUrl}/api/articles/latest`)).status).toBe(200);
  });
});

describe('a lost database connection', () => {
  it('is survived: connections reset by the server, then a partition, then recovery', async () => {
    const proxy = await startDbProxy();
    cleanups.push(proxy.close);
    const install = await sharedInstall({ DB_QUERY_TIMEOUT_MS: '2000', DB_CONNECT_TIMEOUT_MS: '1000' });
    cleanups.push(install.cleanup);
    const [a] = track(await startAll([install.env(proxy.url)]));
    const base = a?.baseUrl ?? '';
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // Every pooled connection reset while idle: pg emits `error` on the pool; the process must live on.
    proxy.dropAll();
    await new Promise((r) => setTimeout(r, 300));
    expect(a?.child.exitCode).toBeNull();
    await waitFor(async () => (await fetch(`${base}/api/health`)).status === 200, 5000);
    expect(a?.output()).toContain('database connection lost');

    // A partition: health still answers within a second (503), requests fail instead of hanging for good.
    proxy.partition(true);
    proxy.dropAll();
    proxy.partition(true);
    const started = Date.now();
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1500);
    const list = await fetch(`${base}/api/articles/latest`, { signal: AbortSignal.timeout(10_000) });
    expect(list.status).toBeGreaterThanOrEqual(500);

    // The network comes back: requests recover without a restart.
    proxy.partition(false);
    await waitFor(async () => (await fetch(`${base}/api/articles/latest`)).status === 200, 10_000, 200);
    expect(a?.child.exitCode).toBeNull();
  });
});
