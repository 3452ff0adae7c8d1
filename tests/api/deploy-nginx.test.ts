// The production layout for real: Debian's nginx with deploy/nginx/campus-site.conf (TLS) in front of two
// server instances on one database. Checks proxying and failover to the other instance, the built client's
// precompressed assets served from disk, a public list cached for a few seconds, and nothing personal
// cached: answers to Authorization-bearing requests, cookie-bearing requests and private answers.

import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, multipartBody } from '../support/image-fixtures.ts';
import { type RunningNginx, startNginx } from '../support/nginx.ts';
import { freshInstallEnv, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { SUPERADMIN } from '../support/test-app.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const insecure = new https.Agent({ rejectUnauthorized: false, keepAlive: false });

/** A request through nginx; the body comes back as sent (no decompression). */
function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string | number>; body?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      url,
      { method: opts.method ?? 'GET', headers: opts.headers, agent: insecure },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const ASSET = 'assets/app-3f9c2a1b.js';
const ASSET_SOURCE = `console.log(${JSON.stringify('Campus Site '.repeat(400))});\n`;

/** A built client as `npm run build` lays it out: index.html and a hashed asset with .br and .gz beside it. */
function writeClient(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Campus</title>\n</head>\n<body><div id="root"></div><script type="module" src="/${ASSET}"></script></body>\n</html>\n`,
  );
  fs.writeFileSync(path.join(dir, ASSET), ASSET_SOURCE);
  fs.writeFileSync(path.join(dir, `${ASSET}.br`), zlib.brotliCompressSync(ASSET_SOURCE));
  fs.writeFileSync(path.join(dir, `${ASSET}.gz`), zlib.gzipSync(ASSET_SOURCE, { level: 9 }));
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(path.join(dir, 'assets'), 0o755);
}

describe('production layout: nginx in front of two instances', () => {
  let install: Awaited<ReturnType<typeof freshInstallEnv>>;
  let clientDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: RunningNginx;
  let token: string;
  const privateTitle = 'Budget draft for the board';

  beforeAll(async () => {
    install = await freshInstallEnv();
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-client-'));
    writeClient(clientDir);
    const env = {
      ...install.env,
      CLIENT_DIR: clientDir,
      // The one nginx in front: the client address is the one it saw (it overwrites X-Forwarded-For).
      TRUST_PROXY: '127.0.0.1',
      // Five failures from one address, whatever the accounts, before that address is blocked.
      LOGIN_FAILURES_PER_IP: '5',
      // Required behind a proxy: links in pages, feeds and the sitemap never come from the Host header.
      PUBLIC_URL: 'https://campus.test',
      SHUTDOWN_GRACE_S: '10',
    };
    // One after the other: the first start migrates and seeds the shared database.
    a = await startServerProcess(env);
    // The other instance trusts by hop count: the same client address.
    b = await startServerProcess({ ...env, TRUST_PROXY: '1' });
    const port = (p: ServerProcess) => Number(new URL(p.baseUrl).port);
    nginx = await startNginx({ upstreams: [port(a), port(b)], clientDir });
  }, 90_000);
  afterAll(async () => {
    await nginx?.stop();
    await a?.cleanup();
    await b?.cleanup();
    await install?.cleanup();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('redirects plain HTTP to HTTPS and proxies the API with the client address forwarded', async () => {
    const plain = await fetch(`${nginx.httpUrl}/news`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toMatch(/^https:\/\/127\.0\.0\.1(:\d+)?\/news$/);
    const health = await request(`${nginx.httpsUrl}/api/health/ready`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toMatchObject({ ok: true });
    // no-store: never kept, so a second check reaches an instance again.
    const again = await request(`${nginx.httpsUrl}/api/health/ready`);
    expect(again.headers['x-cache-status']).toBe('MISS');
    const metrics = await request(`${nginx.httpsUrl}/metrics`);
    expect(metrics.status).toBe(404);
  });

  it('serves the precompressed assets from disk with long caching', async () => {
    const br = await request(`${nginx.httpsUrl}/${ASSET}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(fs.readFileSync(path.join(clientDir, `${ASSET}.br`)))).toBe(true);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await request(`${nginx.httpsUrl}/${ASSET}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(fs.readFileSync(path.join(clientDir, `${ASSET}.gz`)))).toBe(true);
    const raw = await request(`${nginx.httpsUrl}/${ASSET}`);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.toString()).toBe(ASSET_SOURCE);
    expect((await request(`${nginx.httpsUrl}/assets/missing-0000.js`)).status).toBe(404);
  });

  it('signs in through nginx and never caches an admin answer', async () => {
    const login = await request(`${nginx.httpsUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(
        JSON.stringify({ email: SUPERADMIN.email, password: SUPERADMIN.password, admin: true }),
      ),
    });
    expect(login.status).toBe(200);
    token = JSON.parse(login.body.toString()).token;
    const { payload, headers } = multipartBody(
      [
        ['title', privateTitle],
        ['content', '<p>Not for the public.</p>'],
        ['type', 'News'],
        ['date', ''],
        ['office', 'research'],
        ['privacy', 'private'],
        // Published articles describe their images (docs/decisions/0016-editorial-workflow.md).
        [
          'image_meta',
          JSON.stringify({
            thumbnail: { alt: 'A test picture' },
            slider: [{ ref: 'new:0', alt: 'A test picture' }],
          }),
        ],
      ],
      [
        { field: 'thumbnail', filename: 't.jpg', contentType: 'image/jpeg', data: await jpeg(320, 240) },
        {
          field: 'slider_images[]',
          filename: 's.jpg',
          contentType: 'image/jpeg',
          data: await jpeg(320, 240),
        },
      ],
    );
    const created = await request(`${nginx.httpsUrl}/api/admin/articles`, {
      method: 'POST',
      headers: { ...headers, 'content-length': payload.length, authorization: `Bearer ${token}` },
      body: payload,
    });
    expect(created.status).toBe(201);
    expect(JSON.parse(created.body.toString()).article).toMatchObject({ privacy: 'private' });

    const list = '/api/articles/office/research';
    for (let i = 0; i < 2; i++) {
      const admin = await request(`${nginx.httpsUrl}${list}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(admin.status).toBe(200);
      expect(admin.body.toString()).toContain(privateTitle);
      expect(admin.headers['x-cache-status']).toBe('BYPASS');
    }
    const users = await request(`${nginx.httpsUrl}/api/users`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(users.status).toBe(200);
    expect(users.headers['x-cache-status']).toBe('BYPASS');

    // The admin answers were not stored: the public gets its own, without the private article.
    const first = await request(`${nginx.httpsUrl}${list}`);
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(first.body.toString()).not.toContain(privateTitle);
  });

  it('caches a public list for a few seconds, also for visitors with only the visitor cookie', async () => {
    const list = '/api/articles/office/bsa';
    const first = await request(`${nginx.httpsUrl}${list}`);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toBe('MISS');
    const second = await request(`${nginx.httpsUrl}${list}`);
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    const visitor = await request(`${nginx.httpsUrl}${list}`, { headers: { cookie: 'cs_vid=abc.def' } });
    expect(visitor.headers['x-cache-status']).toBe('HIT');
    const session = await request(`${nginx.httpsUrl}${list}`, {
      headers: { cookie: 'cs_vid=abc.def; other=1' },
    });
    expect(session.headers['x-cache-status']).toBe('BYPASS');
  });

  it('keeps answering while one instance shuts down, then from the other alone', async () => {
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    for (let i = 0; i < 6; i++) {
      const res = await request(
        `${nginx.httpsUrl}/api/articles/${i % 2 ? 'office/library' : 'office/bsit'}?n=${i}`,
      );
      expect(res.status).toBe(200);
    }
    const admin = await request(`${nginx.httpsUrl}/api/users`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(admin.status).toBe(200);
  });

  it('records the address nginx saw, never a forged X-Forwarded-For, and limits that address', async () => {
    const signIn = (email: string, forged: string) =>
      request(`${nginx.httpsUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
        body: Buffer.from(JSON.stringify({ email, password: 'not the password', admin: true })),
      });
    // Each guess claims another address and names another account: only the real address links them.
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) {
      statuses.push((await signIn(`nobody${i}@campus.test`, `198.51.100.${i}, 203.0.113.${i}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);

    const audit = await request(`${nginx.httpsUrl}/api/admin/audit?action=auth.login.failure`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(audit.status).toBe(200);
    const entries: Array<{ ip: string | null; actor: string | null }> = JSON.parse(
      audit.body.toString(),
    ).entries;
    const guesses = entries.filter((e) => e.actor?.startsWith('nobody'));
    expect(guesses.length).toBeGreaterThan(0);
    for (const e of guesses) expect(e.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });
});
