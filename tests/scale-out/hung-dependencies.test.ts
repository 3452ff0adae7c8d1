// A hung Redis or S3 (accepts connections, never answers) is treated like one that is down: every call has a
// time-out (REDIS_TIMEOUT_MS, S3_TIMEOUT_MS), so search, views, likes, the concern form, the monitor sign-in,
// uploads and media reads answer within a bound, and answer correctly (rate-limited routes count locally;
// storage calls answer 503 with a plain message and leave no article row behind).
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDescriptions } from '../support/article-forms.ts';
import { jpeg, multipartBody } from '../support/image-fixtures.ts';
import { freePort } from '../support/nginx.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { MONITOR_PASSWORD, SUPERADMIN } from '../support/test-app.ts';
import { sharedInstall, startAll, waitFor } from './cluster.ts';

/**
 * A TCP stand-in that accepts connections and reads them. While `hang` is off it forwards to `target` (a real
 * Redis); once on, nothing is written back on any connection, old or new: a process stopped mid-work.
 */
async function hungStandIn(target?: number): Promise<{ port: number; hang(): void; close(): Promise<void> }> {
  let hung = target === undefined;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('error', () => {});
    client.on('close', () => sockets.delete(client));
    if (hung || target === undefined) {
      client.on('data', () => {});
      return;
    }
    const upstream = net.connect(target, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => sockets.delete(upstream));
    client.on('data', (d) => {
      if (!hung) upstream.write(d);
    });
    upstream.on('data', (d) => {
      if (!hung) client.write(d);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    hang() {
      hung = true;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

const REDIS_TIMEOUT_MS = 400;
const S3_TIMEOUT_MS = 800;
/** Each call answers within this, well under a client's patience, far under the 90 s seen before. */
const BOUND_MS = 4000;

let install: Awaited<ReturnType<typeof sharedInstall>>;
let app: ServerProcess;
let redisServer: ChildProcess | undefined;
let redis: Awaited<ReturnType<typeof hungStandIn>>;
let s3: Awaited<ReturnType<typeof hungStandIn>>;

beforeAll(async () => {
  const redisPort = await freePort();
  redisServer = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
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
  redis = await hungStandIn(redisPort);
  // S3 hangs from the start: no answer to any request, ever.
  s3 = await hungStandIn();
  install = await sharedInstall({
    REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    REDIS_TIMEOUT_MS: String(REDIS_TIMEOUT_MS),
    S3_BUCKET: 'campus-media',
    S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'hung',
    S3_SECRET_ACCESS_KEY: 'hung-secret',
    S3_TIMEOUT_MS: String(S3_TIMEOUT_MS),
  });
  [app] = (await startAll([install.env()])) as [ServerProcess];
}, 60_000);

afterAll(async () => {
  await app?.cleanup();
  await redis?.close();
  await s3?.close();
  redisServer?.kill('SIGKILL');
  await install?.cleanup();
});

/** Sends a request and returns its status, body and time; fails the test if it takes longer than `bound`. */
async function timed(path: string, init: RequestInit = {}, bound = BOUND_MS) {
  const start = Date.now();
  const res = await fetch(`${app.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(bound + 5000) });
  const body = await res.text();
  const ms = Date.now() - start;
  expect(ms, `${init.method ?? 'GET'} ${path} took ${ms} ms`).toBeLessThan(bound);
  return { status: res.status, body, ms, cookies: res.headers.getSetCookie() };
}
const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function articleId(): Promise<number> {
  const now = new Date().toISOString();
  const [row] = await install.query<{ article_id: number }>(
    `insert into articles (office_id, title, content, excerpt, type, privacy, date, created_at, updated_at, published_at)
     select office_id, 'Counted while Redis hangs', '<p>Body.</p>', 'Body.', 'news', 'public', null, $1, $1, $1
       from offices where slug = 'research'
     returning article_id`,
    [now],
  );
  return Number(row?.article_id);
}

describe('a hung Redis', () => {
  it('leaves search, views, likes, the concern form and the monitor sign-in answering within a bound', async () => {
    const id = await articleId();
    expect((await timed('/api/articles/search?q=campus')).status).toBe(200);

    redis.hang();
    // One visitor throughout (the anonymous id cookie), so the likes toggle.
    let visitor: Record<string, string> = {};
    // Several rounds: the first requests pay one time-out, the rest count locally at once.
    for (let round = 0; round < 3; round++) {
      expect((await timed('/api/articles/search?q=campus')).status).toBe(200);
      const view = await timed(
        `/api/articles/${id}/view`,
        postJson({ referrer: '', view_duration: 0 }, visitor),
      );
      expect(view.status).toBe(200);
      const vid = view.cookies.find((c) => c.startsWith('cs_vid='));
      if (vid) visitor = { cookie: vid.split(';')[0] as string };
      const like = await timed(`/api/articles/${id}/like`, postJson({}, visitor));
      expect(like.status).toBe(200);
      expect(JSON.parse(like.body).action).toBe(round % 2 === 0 ? 'liked' : 'unliked');
      const initial = await timed(
        '/api/honeypot/initial',
        postJson({
          fullUrl: `${app.baseUrl}/send-concern`,
          browserType: 'Chrome',
          inAppBrowser: null,
          gpsLocation: null,
          isInitialLog: true,
        }),
      );
      expect(initial.status).toBeLessThan(500);
      const verify = await timed('/api/honeypot-admin/verify', postJson({ password: MONITOR_PASSWORD }));
      expect(verify.status).toBe(200);
      expect(JSON.parse(verify.body).valid).toBe(true);
    }
    // Later requests do not wait on Redis again within its pause.
    expect((await timed('/api/articles/search?q=library', {}, REDIS_TIMEOUT_MS + 1000)).status).toBe(200);

    const ready = await timed('/api/health/ready');
    expect(JSON.parse(ready.body).checks.redis).not.toBe('ok');
    expect(app.output().match(/Redis unreachable/g)).toHaveLength(1);
  });
});

describe('a hung S3', () => {
  it('answers a media read with 503 within a bound, never a hang', async () => {
    const res = await timed('/media/articles/never-stored.jpg?w=360');
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body)).toEqual({
      ok: false,
      message: 'Media storage is not answering. Please try again in a moment.',
    });
  });

  it('refuses an upload with 503 within a bound and keeps no article row', async () => {
    const login = await timed(
      '/api/auth/login',
      postJson({ email: SUPERADMIN.email, password: SUPERADMIN.password, admin: true }),
    );
    const { token } = JSON.parse(login.body) as { token: string };
    const before = await install.query<{ n: string }>('select count(*) as n from articles');
    const image = await jpeg();
    const files = [
      { field: 'thumbnail', filename: 'thumb.jpg', contentType: 'image/jpeg', data: image },
      { field: 'slider_images[]', filename: 'slide.jpg', contentType: 'image/jpeg', data: image },
    ];
    const fields: Array<[string, string]> = [
      ['title', 'Saved while S3 hangs'],
      ['office', 'research'],
      ['type', 'news'],
    ];
    const { payload, headers } = multipartBody(withDescriptions(fields, files), files);
    const res = await timed(
      '/api/admin/articles',
      {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: new Uint8Array(payload),
      },
      // A write may take two no-progress time-outs (one retry) and the clean-up's one, besides decoding the
      // images on a shared machine; without time-outs it never answers.
      3 * S3_TIMEOUT_MS + 5000,
    );
    expect(res.status, res.body).toBe(503);
    expect(JSON.parse(res.body).message).toBe(
      'Media storage is not answering. Please try again in a moment.',
    );
    expect(await install.query('select count(*) as n from articles')).toEqual(before);
    expect(app.child.exitCode).toBeNull();
  });
});
