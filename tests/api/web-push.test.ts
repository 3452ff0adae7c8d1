// Web push for alerts against a local push service: it checks the VAPID signature (RFC 8292) and decrypts every
// message with the subscription's own keys by an independent RFC 8291 implementation (node:crypto here, not the
// web-push library that encrypted it). A posted alert and its lifting reach each device once, even with three
// senders racing on the queue; a device whose push service answers 410 is removed.

import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDuePushes } from '../../src/server/services/push.ts';
import { bearer, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { eventually } from '../support/smtp-test-server.ts';
import { createTestApp, type TestApp, testDbKind } from '../support/test-app.ts';

const PORT = testDbKind() === 'postgres' ? 4166 : 4165;
const b64u = (b: Buffer) => b.toString('base64url');

interface Device {
  path: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
}
const device = (path: string): Device => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    path,
    ecdh,
    auth,
    json: {
      endpoint: `https://127.0.0.1:${PORT}${path}`,
      keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
    },
  };
};

/** RFC 8291 / RFC 8188 (aes128gcm, one record) decryption with the receiver's keys. */
function decrypt(d: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20] as number;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const secret = d.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), d.ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, d.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString('utf8');
}

describe('web push for alerts', () => {
  let t: TestApp;
  let token: string;
  let server: https.Server;
  const received: Array<{ path: string; headers: http.IncomingHttpHeaders; body: Buffer }> = [];

  beforeAll(async () => {
    // A push service is https: a self-signed certificate for the local one, trusted by this test process only.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    server = https.createServer(
      { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
          res.writeHead(req.url === '/gone' ? 410 : 201).end();
        });
      },
    );
    await new Promise<void>((r) => server.listen(PORT, '127.0.0.1', () => r()));
    t = await createTestApp({ env: { PUBLIC_URL: 'https://sanisidro.example.edu' } });
    token = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  let ip = 0;
  const subscribe = (d: Device) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: d.json,
      remoteAddress: `198.51.100.${++ip}`,
    });
  const pushesTo = (d: Device) => received.filter((r) => r.path === d.path);

  it('encrypts each alert for the device and signs it with the VAPID key it publishes', async () => {
    const publicKey = (await t.app.inject({ url: '/api/push/key' })).json().publicKey as string;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const phone = device('/phone');
    const gone = device('/gone');
    expect((await subscribe(phone)).statusCode).toBe(201);
    expect((await subscribe(gone)).statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          payload: { ...phone.json, endpoint: 'http://10.0.0.5/x' },
        })
      ).statusCode,
    ).toBe(400);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/alerts',
      headers: bearer(token),
      payload: {
        severity: 'urgent',
        office: 'administration',
        title: 'Classes suspended today',
        message: 'Classes at all levels are suspended because of Typhoon Pepito.',
        starts_at: new Date().toISOString(),
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    await eventually(() => pushesTo(phone).length === 1 && pushesTo(gone).length === 1);
    const push = pushesTo(phone)[0] as (typeof received)[number];
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.urgency).toBe('high');
    const message = JSON.parse(decrypt(phone, push.body));
    expect(message).toMatchObject({
      title: 'Urgent: Classes suspended today',
      url: `https://sanisidro.example.edu/alerts/${id}`,
      tag: `alert-${id}`,
    });
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization)) ?? [];
    expect(k).toBe(publicKey);
    const raw = Buffer.from(publicKey, 'base64url');
    const jwk = { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) };
    const { payload } = await jwtVerify(jwt as string, await importJWK(jwk, 'ES256'));
    expect(payload.aud).toBe(`https://127.0.0.1:${PORT}`);

    // The push service said 410 Gone: that device is removed.
    await eventually(
      async () =>
        (await t.db.kysely.selectFrom('push_subscriptions').select('endpoint').execute()).length === 1,
    );

    const lift = await t.app.inject({
      method: 'POST',
      url: `/api/admin/site/alerts/${id}/updates`,
      headers: bearer(token),
      payload: { message: 'Classes resume Monday.', lift: true },
    });
    expect(lift.statusCode).toBe(201);
    await eventually(() => pushesTo(phone).length === 2);
    expect(JSON.parse(decrypt(phone, pushesTo(phone)[1]?.body as Buffer))).toMatchObject({
      title: 'Lifted: Classes suspended today',
      body: 'Classes resume Monday. (Administration)',
    });
    expect(pushesTo(gone)).toHaveLength(1);
  });

  it('pushes each alert to every device once while three senders race on the queue', async () => {
    const devices = Array.from({ length: 30 }, (_, i) => device(`/race/${i}`));
    for (const d of devices) expect((await subscribe(d)).statusCode).toBe(201);
    const before = received.length;
    // Queued without the route's nudge, so the three senders below share the whole queue.
    await t.db.kysely
      .insertInto('push_queue')
      .values(
        (await t.db.kysely.selectFrom('push_subscriptions').select('id').execute()).map((s) => ({
          subscription_id: Number(s.id),
          payload: JSON.stringify({ title: 'Race', body: 'x', url: '/', tag: 'race' }),
          state: 'queued' as const,
          next_attempt_at: new Date(Date.now() - 1000).toISOString(),
        })),
      )
      .execute();
    const ctx = { ...t.app.ctx };
    const sent = await Promise.all([deliverDuePushes(ctx), deliverDuePushes(ctx), deliverDuePushes(ctx)]);
    // Each sender awaited its pushes, so with all three done nothing is still on its way.
    for (const d of devices) expect(pushesTo(d), d.path).toHaveLength(1);
    expect(received.length - before).toBe(31);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(31);
    expect(await t.db.kysely.selectFrom('push_queue').select('id').execute()).toEqual([]);
  });
});
