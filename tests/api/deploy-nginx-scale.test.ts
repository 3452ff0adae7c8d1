// The production layout under load, for real: Debian's nginx with deploy/nginx/nginx.conf and campus-site.conf
// in front of two instances. 1,000 connections at once get no error (Debian's default 768 worker connections
// answered 500 there), and a rolling restart of both instances under a steady load loses no request: a draining
// instance closes its listener first (nginx retries the refused connection on the other one) and answers what
// is still in flight with Connection: close.
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningNginx, startNginx } from '../support/nginx.ts';
import { freshInstallEnv, type ServerProcess, startServerProcess } from '../support/server-process.ts';

interface Outcome {
  status: number;
  what?: string;
  error?: string;
}

/** Browsers and nginx keep connections open: so does the POST of this load, the case a restart must not break. */
const agent = new https.Agent({ rejectUnauthorized: false, keepAlive: true, maxSockets: 8 });
/** The reads open a connection each, so they reach both of nginx's workers (each has its own view of the instances). */
const fresh = new https.Agent({ rejectUnauthorized: false, keepAlive: false, maxSockets: 8 });

function send(url: string, method: 'GET' | 'POST', body?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = https.request(
      url,
      {
        method,
        agent: method === 'GET' ? fresh : agent,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
        timeout: 15_000,
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, what: `${method} ${new URL(url).pathname}` }),
        );
        res.on('error', (err) => resolve({ status: 0, error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (err) =>
      resolve({ status: 0, what: `${method} ${new URL(url).pathname}`, error: err.message }),
    );
    req.end(body);
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once the instance on `port` has answered a read of the load (its own metrics count it). */
async function backInRotation(port: number): Promise<void> {
  const answered = /^http_request_duration_seconds_count\{[^}]*route="\/api\/health\/live"[^}]*\} [1-9]/m;
  for (const start = Date.now(); Date.now() - start < 30_000; await pause(100)) {
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text());
    if (answered.test(metrics)) return;
  }
  throw new Error(`the instance on ${port} is not back in nginx's rotation within 30 s`);
}

/** A view sent straight to an instance with its body split over 2 s; resolves with the answer's status line. */
function slowView(port: number, id: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ referrer: '', view_duration: 0 });
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/articles/${id}/view HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
      );
      setTimeout(() => socket.write(body.slice(5)), 2000);
    });
    let answer = '';
    socket.on('data', (d) => {
      answer += String(d);
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(answer.split('\r\n')[0] ?? '');
      }
    });
    socket.on('error', reject);
  });
}

describe('production layout under load', () => {
  let install: Awaited<ReturnType<typeof freshInstallEnv>>;
  let clientDir: string;
  let env: Record<string, string>;
  const ports: [number, number] = [0, 0];
  const instances: ServerProcess[] = [];
  let nginx: RunningNginx;
  let articleId = 0;

  beforeAll(async () => {
    install = await freshInstallEnv();
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-client-'));
    fs.chmodSync(clientDir, 0o755);
    env = {
      ...install.env,
      CLIENT_DIR: clientDir,
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://campus.test',
      SHUTDOWN_GRACE_S: '10',
      SEED_DEMO: 'true',
    };
    ports[0] = await freePort();
    ports[1] = await freePort();
    // One after the other: the first start migrates and seeds the shared database.
    instances[0] = await startServerProcess({ ...env, PORT: String(ports[0]) });
    instances[1] = await startServerProcess({ ...env, PORT: String(ports[1]) });
    nginx = await startNginx({ upstreams: ports, clientDir });
    const latest = await fetch(`${instances[0]?.baseUrl}/api/articles/latest`);
    const list = (await latest.json()) as { articles: Array<{ article_id: number }> };
    articleId = list.articles[0]?.article_id ?? 0;
    expect(articleId).toBeGreaterThan(0);
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    fresh.destroy();
    await nginx?.stop();
    for (const p of instances) await p?.cleanup();
    await install?.cleanup();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers 1,000 connections at once without an error', async () => {
    // 1,000 keep-alive connections open at once, three requests each. /api/health/live is never cached by
    // nginx (no-store), so every request also holds a connection to an instance.
    const many = new https.Agent({ rejectUnauthorized: false, keepAlive: true, maxSockets: 1000 });
    const one = () =>
      new Promise<number>((resolve) => {
        const req = https.get(
          `${nginx.httpsUrl}/api/health/live`,
          { agent: many, timeout: 30_000 },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('timeout', () => req.destroy(new Error('timed out')));
        req.on('error', () => resolve(0));
      });
    try {
      const statuses = (
        await Promise.all(Array.from({ length: 1000 }, async () => [await one(), await one(), await one()]))
      ).flat();
      const counts: Record<number, number> = {};
      for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
      expect(counts).toEqual({ 200: 3000 });
    } finally {
      many.destroy();
    }
    const log = fs.readFileSync(path.join(nginx.prefix, 'error.log'), 'utf8');
    expect(log).not.toMatch(/worker_connections are not enough|Too many open files/);
  }, 120_000);

  it('restarts both instances one after the other under load without losing a request', async () => {
    const outcomes: Outcome[] = [];
    let loading = true;
    // A bounded, steady load: three clients reading (a public read nginx does not cache) and one counting a
    // view every half second (a POST, which a proxy never retries once sent; slow enough for its rate limit).
    const reader = async (n: number) => {
      while (loading) {
        outcomes.push(await send(`${nginx.httpsUrl}/api/health/live?c=${n}`, 'GET'));
        await pause(20);
      }
    };
    const viewer = async () => {
      while (loading) {
        outcomes.push(
          await send(
            `${nginx.httpsUrl}/api/articles/${articleId}/view`,
            'POST',
            JSON.stringify({ referrer: '', view_duration: 0 }),
          ),
        );
        await pause(500);
      }
    };
    const load = Promise.all([reader(0), reader(1), reader(2), viewer()]);
    const served = (from: number) => outcomes.length - from;

    for (const i of [0, 1] as const) {
      const before = outcomes.length;
      const old = instances[i] as ServerProcess;
      // A slow request in flight (its body arrives over 2 s) keeps the instance draining meanwhile, as a long
      // upload would: the connections nginx keeps open to it must not take new requests into a 503.
      const slow = slowView(ports[i], articleId);
      await pause(100);
      old.child.kill('SIGTERM');
      expect(await slow).toMatch(/^HTTP\/1\.1 200/);
      expect(await old.exited).toBe(0);
      // The first instance stays down longer than nginx's fail_timeout (5 s), as a start on a loaded machine
      // does: nginx's workers then probe it again at different moments, and only a state shared between them
      // (the upstream's zone) keeps a worker from skipping it once it is back while the second one restarts.
      if (i === 0) await pause(6000);
      instances[i] = await startServerProcess({ ...env, PORT: String(ports[i]) });
      // nginx skips a refused instance for fail_timeout (5 s); the next restart waits until this one is back
      // in the rotation (nginx has sent it a read of the load), as an operator waits for it, or both would be
      // out at once.
      await backInRotation(ports[i]);
      expect(served(before)).toBeGreaterThan(0);
    }
    loading = false;
    await load;

    const failed = outcomes.filter((o) => o.status !== 200);
    expect(outcomes.length).toBeGreaterThan(100);
    const log = failed.length
      ? fs.readFileSync(path.join(nginx.prefix, 'error.log'), 'utf8').slice(-2000)
      : '';
    expect(failed, `${JSON.stringify(failed.slice(0, 5))}\n${log}`).toEqual([]);
  }, 120_000);
});
