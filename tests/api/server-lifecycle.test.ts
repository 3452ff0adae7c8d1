// The real server process: a shared-secret refusal at start, and a SIGTERM that drains: the listener closes,
// an upload in flight finishes and is saved, and the process exits 0 within SHUTDOWN_GRACE_S.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, multipartBody } from '../support/image-fixtures.ts';
import {
  freshInstallEnv,
  runServerToExit,
  type ServerProcess,
  startServerProcess,
} from '../support/server-process.ts';
import { SUPERADMIN } from '../support/test-app.ts';

describe('start-up refusals', () => {
  it('refuses DATABASE_URL without SESSION_SECRET and says why', async () => {
    const { code, output } = await runServerToExit({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/never-contacted',
      SESSION_SECRET: '',
    });
    expect(code).toBe(1);
    expect(output).toContain('SESSION_SECRET must be set when DATABASE_URL is set');
    expect(output).toContain('same secret');
  });
});

describe('graceful shutdown', () => {
  let server: ServerProcess;
  let install: Awaited<ReturnType<typeof freshInstallEnv>>;
  beforeAll(async () => {
    install = await freshInstallEnv();
    server = await startServerProcess({ ...install.env, SHUTDOWN_GRACE_S: '20' });
  });
  afterAll(async () => {
    await server.cleanup();
    await install.cleanup();
  });

  it('finishes an upload in flight after SIGTERM, stops accepting, and exits 0', async () => {
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SUPERADMIN.email, password: SUPERADMIN.password, admin: true }),
    });
    const { token } = (await login.json()) as { token: string };
    expect(token).toBeTruthy();

    const { payload, headers } = multipartBody(
      [
        ['title', 'Upload during a restart'],
        ['content', '<p>Sent while the server was shutting down.</p>'],
        ['type', 'News'],
        ['date', ''],
        ['office', 'research'],
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
        {
          field: 'thumbnail',
          filename: 'thumb.jpg',
          contentType: 'image/jpeg',
          data: await jpeg(1600, 1200),
        },
        {
          field: 'slider_images[]',
          filename: 's.jpg',
          contentType: 'image/jpeg',
          data: await jpeg(1600, 1200),
        },
      ],
    );
    const url = new URL(`${server.baseUrl}/api/admin/articles`);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': payload.length, authorization: `Bearer ${token}` },
        },
        (res) => {
          let body = '';
          res.on('data', (d) => {
            body += String(d);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      // Half the body now, SIGTERM, then the rest: the upload is in flight during the shutdown.
      const half = Math.floor(payload.length / 2);
      req.write(payload.subarray(0, half), () => {
        server.child.kill('SIGTERM');
        // The listener closes: a new connection is refused.
        waitUntil(() =>
          fetch(`${server.baseUrl}/api/health/ready`).then(
            () => false,
            () => true,
          ),
        ).then(() => req.end(payload.subarray(half)), reject);
      });
    });
    const res = await answer;
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, article: { title: 'Upload during a restart' } });
    expect(await server.exited).toBe(0);
  });
});

describe('draining connections', () => {
  let server: ServerProcess;
  let install: Awaited<ReturnType<typeof freshInstallEnv>>;
  beforeAll(async () => {
    install = await freshInstallEnv();
    server = await startServerProcess({ ...install.env, SHUTDOWN_GRACE_S: '20' });
  });
  afterAll(async () => {
    await server.cleanup();
    await install.cleanup();
  });

  it('answers a request in flight at SIGTERM with Connection: close, so a proxy sends nothing more on it', async () => {
    const { port } = new URL(server.baseUrl);
    const body = JSON.stringify({ referrer: '', view_duration: 0 });
    // A keep-alive connection, as nginx keeps to its upstreams, with a request whose body is still arriving.
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let received = '';
    socket.on('data', (d) => {
      received += String(d);
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      'POST /api/articles/999999/view HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 4)}`,
    );
    // A request on another connection, sent after these bytes and answered: the server has read them.
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    server.child.kill('SIGTERM');
    // The listener closes first: a new connection is refused (nginx then tries the other instance).
    await waitUntil(
      () =>
        new Promise<boolean>((resolve) => {
          const probe = net.connect(Number(port), '127.0.0.1');
          probe.once('connect', () => {
            probe.destroy();
            resolve(false);
          });
          probe.once('error', () => resolve(true));
        }),
    );
    socket.write(body.slice(4));
    await closed;
    const head = received.split('\r\n\r\n')[0] ?? '';
    expect(head).toMatch(/^HTTP\/1\.1 404/);
    expect(head.toLowerCase()).toContain('connection: close');
    // One answer only: the server closed the connection after it instead of keeping it for a 503.
    expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(await server.exited).toBe(0);
  }, 60_000);
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
