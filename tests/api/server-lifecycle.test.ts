// The real server process: a shared-secret refusal at start, and a SIGTERM that drains: the listener closes,
// an upload in flight finishes and is saved, and the process exits 0 within SHUTDOWN_GRACE_S.
import http from 'node:http';
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
        setTimeout(async () => {
          // The listener is closed: a new connection is refused.
          const refused = await fetch(`${server.baseUrl}/api/health/ready`).then(
            () => false,
            () => true,
          );
          expect(refused).toBe(true);
          req.end(payload.subarray(half));
        }, 1000);
      });
    });
    const res = await answer;
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, article: { title: 'Upload during a restart' } });
    expect(await server.exited).toBe(0);
  });
});
