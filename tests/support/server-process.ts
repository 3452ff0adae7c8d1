// Starts the real server (src/server/main.ts) as a child process, on SQLite in a temp directory or on a fresh
// Postgres schema, for tests of what only a process shows: start-up refusals, signals, exit codes.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MONITOR_PASSWORD, SUPERADMIN, testDbKind } from './test-app.ts';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote so far. */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  cleanup(): Promise<void>;
}

/** Environment for a fresh install of the database kind under test; `cleanup` drops it. */
export async function freshInstallEnv(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-proc-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: SUPERADMIN.email,
    ADMIN_PASSWORD: SUPERADMIN.password,
    MONITOR_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  let schema: string | undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (testDbKind() === 'postgres') {
    if (!url) throw new Error('TEST_DATABASE_URL is required for the Postgres suite');
    schema = `t_${randomBytes(6).toString('hex')}`;
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`CREATE SCHEMA ${schema}`);
    await c.end();
    const u = new URL(url);
    u.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = u.toString();
    env.SESSION_SECRET = randomBytes(32).toString('hex');
  }
  return {
    env,
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (schema && url) {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await c.end();
      }
    },
  };
}

/** Spawns the server with `env` on a free port; resolves once it listens (or rejects with its output). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const m = /running at (http:\/\/[^/\s]+)\//.exec(out);
      if (m?.[1]) resolve(m[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${out}`)));
  });
  return {
    child,
    baseUrl,
    output: () => out,
    exited,
    async cleanup() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function runServerToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  return { code, output };
}
