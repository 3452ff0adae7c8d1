// Helpers for the scale-out suite: real server processes (src/server/main.ts) sharing one Postgres schema,
// a TCP proxy in front of Postgres that can drop or black-hole connections, and s3rver for media.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { MONITOR_PASSWORD, SUPERADMIN } from '../support/test-app.ts';

export const databaseUrl = (): string => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the scale-out suite');
  return url;
};

/** A fresh Postgres schema and the environment every instance of one "cluster" shares. */
export async function sharedInstall(extra: Record<string, string> = {}): Promise<{
  schema: string;
  env: (dataDir?: string) => Record<string, string>;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  cleanup(): Promise<void>;
}> {
  const url = databaseUrl();
  const schema = `so_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const secret = randomBytes(32).toString('hex');
  const dirs: string[] = [];
  return {
    schema,
    env(dbUrl = url) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-so-'));
      dirs.push(dataDir);
      const u = new URL(dbUrl);
      u.searchParams.set('options', `-c search_path=${schema}`);
      return {
        DATA_DIR: dataDir,
        DATABASE_URL: u.toString(),
        SESSION_SECRET: secret,
        ADMIN_EMAIL: SUPERADMIN.email,
        ADMIN_PASSWORD: SUPERADMIN.password,
        MONITOR_PASSWORD,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...extra,
      };
    },
    async query(text, values) {
      await admin.query(`SET search_path TO ${schema}`);
      return (await admin.query(text, values)).rows;
    },
    async cleanup() {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    },
  };
}

export async function startAll(envs: Array<Record<string, string>>): Promise<ServerProcess[]> {
  const settled = await Promise.allSettled(envs.map((e) => startServerProcess(e)));
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(settled.map((s) => (s.status === 'fulfilled' ? s.value.cleanup() : undefined)));
    throw (failed as PromiseRejectedResult).reason;
  }
  return settled.map((s) => (s as PromiseFulfilledResult<ServerProcess>).value);
}

/**
 * A TCP proxy to Postgres. `dropAll()` resets every open connection (a restarted or killed backend);
 * `partition(true)` keeps sockets open but stops forwarding in both directions (a network partition).
 */
export async function startDbProxy(target = databaseUrl()): Promise<{
  url: string;
  dropAll(): void;
  partition(on: boolean): void;
  close(): Promise<void>;
}> {
  const t = new URL(target);
  const sockets = new Set<net.Socket>();
  let blackHole = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(t.port || 5432), t.hostname);
    sockets.add(client);
    sockets.add(upstream);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (d) => {
        if (!blackHole) to.write(d);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  const u = new URL(target);
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return {
    url: u.toString(),
    dropAll() {
      for (const s of sockets) s.resetAndDestroy();
      sockets.clear();
    },
    partition(on) {
      blackHole = on;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** Signs in as the bootstrap superadmin; returns the cookie header for admin calls. */
export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SUPERADMIN.email, password: SUPERADMIN.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  stepMs = 50,
): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
