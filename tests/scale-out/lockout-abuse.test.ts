// Lockouts are not a weapon, across two real instances on one Postgres schema: guesses from many addresses
// lock each address (the spec's 5 per account and address) but neither the account nor the monitor for
// everyone, so the owner still signs in from an address with no failures and monitor tokens keep working.
// The instances trust one proxy hop, so this test plays the proxy and names each request's address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.ts';
import { MONITOR_PASSWORD, SUPERADMIN } from '../support/test-app.ts';
import { sharedInstall, startAll } from './cluster.ts';

let install: Awaited<ReturnType<typeof sharedInstall>>;
let a: ServerProcess;
let b: ServerProcess;

const post = (p: ServerProcess, path: string, body: unknown, from: string) =>
  fetch(`${p.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
const signIn = (p: ServerProcess, password: string, from: string) =>
  post(p, '/api/auth/login', { email: SUPERADMIN.email, password, admin: true }, from);

beforeAll(async () => {
  install = await sharedInstall();
  const env = () => ({ ...install.env(), TRUST_PROXY: '1', PUBLIC_URL: 'https://campus.test' });
  [a, b] = (await startAll([env(), env()])) as [ServerProcess, ServerProcess];
});

afterAll(async () => {
  await Promise.all([a?.cleanup(), b?.cleanup()]);
  await install?.cleanup();
});

describe('lockouts on two instances', () => {
  it('locks ten guessing addresses, not the account: the owner signs in from a clean address', async () => {
    for (let n = 1; n <= 10; n++) {
      const from = `198.51.100.${n}`;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await signIn(i % 2 ? b : a, `Wrong${i}`, from)).status);
      // The spec's pair lock: the fifth failure blocks that address for 15 minutes. Fifty in all.
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    }
    for (const p of [a, b]) {
      const owner = await signIn(p, SUPERADMIN.password, '203.0.113.7');
      expect(owner.status).toBe(200);
      expect(((await owner.json()) as { token?: string }).token).toBeTruthy();
    }
    // A guessing address stays blocked, even with the right password.
    expect((await signIn(b, SUPERADMIN.password, '198.51.100.3')).status).toBe(429);
    // One aggregated audit row per guessing address and action, with the count.
    const rows = await install.query<{ ip: string; details: string }>(
      `SELECT ip, details FROM audit_log WHERE action = 'auth.login.failure' AND ip LIKE '198.51.100.%'`,
    );
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => JSON.parse(r.details).count === 5)).toBe(true);
  }, 180_000);

  it('keeps monitor tokens and the owner address working through 120 wrong passwords from 12 addresses', async () => {
    const verify = (p: ServerProcess, password: string, from: string) =>
      post(p, '/api/honeypot-admin/verify', { password }, from);
    const { token } = (await (await verify(a, MONITOR_PASSWORD, '203.0.113.20')).json()) as { token: string };
    expect(token).toBeTruthy();
    // Eleven addresses' ten failures each (written as the instances write them; checking 110 passwords takes
    // minutes on a loaded machine), then the twelfth address's ten through both instances.
    await install.query(
      `INSERT INTO login_attempts (email_lower, ip, success, created_at)
       SELECT '#monitor', '192.0.2.' || (n / 10 + 1), 0, $1 FROM generate_series(0, 109) AS n`,
      [new Date().toISOString()],
    );
    for (let i = 0; i < 10; i++) {
      const res = await verify(i % 2 ? b : a, `wrong-${i}`, '192.0.2.12');
      expect(res.status).toBe(200);
      expect(((await res.json()) as { valid: boolean }).valid).toBe(false);
    }
    // The guessing addresses are locked now, the monitor is not.
    expect((await verify(a, MONITOR_PASSWORD, '192.0.2.12')).status).toBe(429);
    expect((await verify(b, MONITOR_PASSWORD, '192.0.2.1')).status).toBe(429);
    const stats = (p: ServerProcess, from: string) =>
      fetch(`${p.baseUrl}/api/honeypot-admin/stats`, {
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': from },
      });
    // The token works on both instances, from its own address and from a locked one.
    expect((await stats(a, '203.0.113.20')).status).toBe(200);
    expect((await stats(b, '192.0.2.1')).status).toBe(200);
    // The owner's address signs in again.
    const again = await verify(b, MONITOR_PASSWORD, '203.0.113.20');
    expect(((await again.json()) as { valid: boolean }).valid).toBe(true);
  }, 120_000);
});
