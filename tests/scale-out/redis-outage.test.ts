// A Redis outage degrades instead of failing (src/server/lib/rate-limit-store.ts): while Redis is down the
// rate-limited routes (search, views, likes, the concern form, the monitor) keep answering with per-instance
// counters, readiness stays ready and names Redis as degraded, one line is logged per change of state, and the shared counters resume when
// Redis is back.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.ts';
import { MONITOR_PASSWORD } from '../support/test-app.ts';
import { sharedInstall, startAll, waitFor } from './cluster.ts';

let install: Awaited<ReturnType<typeof sharedInstall>>;
let app: ServerProcess;
let redis: ChildProcess | undefined;
let redisPort = 0;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startRedis(): Promise<void> {
  redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await waitFor(
    () =>
      new Promise<boolean>((resolve) => {
        const s = net.connect(redisPort, '127.0.0.1', () => {
          s.destroy();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      }),
    10_000,
  );
}

async function stopRedis(): Promise<void> {
  const proc = redis;
  redis = undefined;
  if (!proc || proc.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

/** Rate-limit counters this install keeps in Redis. */
async function sharedCounters(): Promise<number> {
  const client = new Redis(redisPort, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await client.connect();
    return (await client.keys('campus-rl:*')).length;
  } finally {
    client.disconnect();
  }
}

const get = (path: string) => fetch(`${app.baseUrl}${path}`);
const post = (path: string, body: unknown) =>
  fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function articleId(): Promise<number> {
  const now = new Date().toISOString();
  const [row] = await install.query<{ article_id: number }>(
    `insert into articles (office_id, title, content, excerpt, type, privacy, date, created_at, updated_at, published_at)
     select office_id, 'Counted while Redis is away', '<p>Body.</p>', 'Body.', 'news', 'public', null, $1, $1, $1
       from offices where slug = 'research'
     returning article_id`,
    [now],
  );
  return Number(row?.article_id);
}

beforeAll(async () => {
  redisPort = await freePort();
  await startRedis();
  install = await sharedInstall({ REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  [app] = (await startAll([install.env()])) as [ServerProcess];
});

afterAll(async () => {
  await app?.cleanup();
  await stopRedis();
  await install?.cleanup();
});

describe('a Redis outage', () => {
  it('keeps every rate-limited route answering, reports Redis in readiness, and resumes shared counters', async () => {
    const id = await articleId();
    expect((await get('/api/articles/search?q=campus')).status).toBe(200);
    expect(await sharedCounters()).toBeGreaterThan(0);
    expect((await get('/api/health/ready')).status).toBe(200);

    await stopRedis();

    expect((await get('/api/articles/search?q=campus')).status).toBe(200);
    expect((await post(`/api/articles/${id}/view`, { referrer: '', view_duration: 0 })).status).toBe(200);
    expect((await post(`/api/articles/${id}/like`, {})).status).toBe(200);
    const initial = await post('/api/honeypot/initial', {
      fullUrl: `${app.baseUrl}/send-concern`,
      browserType: 'Chrome',
      inAppBrowser: null,
      gpsLocation: null,
      isInitialLog: true,
    });
    expect(initial.status).toBeLessThan(500);
    const verify = await post('/api/honeypot-admin/verify', { password: MONITOR_PASSWORD });
    expect(verify.status).toBe(200);
    expect(((await verify.json()) as { valid: boolean }).valid).toBe(true);

    // Redis is optional: the instance stays ready (a load balancer keeps it) and says Redis is degraded.
    const ready = await get('/api/health/ready');
    expect(ready.status).toBe(200);
    const readyBody = (await ready.json()) as { degraded?: string[]; checks: Record<string, string> };
    expect(readyBody.checks.redis).not.toBe('ok');
    expect(readyBody.degraded).toEqual(['redis']);
    expect((await get('/api/health')).status).toBe(200);
    // One line for the outage, however many requests met it.
    expect(app.output().match(/Redis unreachable/g)).toHaveLength(1);

    await startRedis();
    await waitFor(async () => app.output().includes('Redis answers again'), 15_000);
    await waitFor(async () => {
      await get('/api/articles/search?q=library');
      return (await sharedCounters()) > 0;
    }, 5000);
    expect((await get('/api/health/ready')).status).toBe(200);
    expect(app.child.exitCode).toBeNull();
  });
});
