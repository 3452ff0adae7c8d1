// What `npm start` writes: on a terminal (a pseudo-terminal made by util-linux `script`) a start banner with
// the site, portal, monitor, database and data addresses and the passwords generated on this first start,
// then readable log lines; to anything else (a pipe, as under systemd) only JSON lines, the start included.
// Neither writes a line per request at info unless ACCESS_LOG=1 (tests/api/access-log.test.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { freshInstallEnv, startServerProcess } from '../support/server-process.ts';
import { eventually } from '../support/smtp-test-server.ts';

/** A fresh install without ADMIN_PASSWORD and MONITOR_PASSWORD, so both are generated and shown. */
async function generatedPasswordsEnv() {
  const install = await freshInstallEnv();
  const { ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, MONITOR_PASSWORD: _m, ...env } = install.env;
  return { env: { ...env, LOG_LEVEL: 'info' } as Record<string, string>, cleanup: install.cleanup };
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('console output', () => {
  it('writes JSON lines only to a pipe: the start with its addresses and generated passwords, no access lines', async () => {
    const install = await generatedPasswordsEnv();
    cleanups.push(install.cleanup);
    const server = await startServerProcess(install.env);
    cleanups.push(server.cleanup);
    for (const path of ['/api/health', '/api/articles/latest', '/robots.txt']) {
      expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(200);
    }
    await eventually(() => server.output().includes('submissions monitor password'));
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.trim() !== '');
    const records = lines.map((l) => {
      expect(() => JSON.parse(l), `not JSON: ${l}`).not.toThrow();
      return JSON.parse(l) as Record<string, unknown>;
    });
    const start = records.find((r) => String(r.msg).startsWith('Campus Site is running at'));
    expect(start).toMatchObject({
      level: 30,
      portal: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/administrator\/login$/),
      monitor: expect.stringMatching(/\/honeypot\/admin$/),
      database: expect.stringMatching(/^(SQLite, .+campus\.db|PostgreSQL, 127\.0\.0\.1:5432\/\w+)$/),
      data: expect.stringContaining(install.env.DATA_DIR ?? 'no DATA_DIR'),
    });
    const passwords = records.filter((r) => typeof r.generatedPassword === 'string');
    expect(passwords).toHaveLength(2);
    expect(records.filter((r) => r.msg === 'request')).toEqual([]);
  });

  it('shows a banner and readable lines on a terminal', async () => {
    const install = await generatedPasswordsEnv();
    cleanups.push(install.cleanup);
    // util-linux script runs the server on a pseudo-terminal and copies what it shows to its own stdout.
    const child: ChildProcess = spawn(
      'script',
      ['-qefc', `${process.execPath} src/server/main.ts`, '/dev/null'],
      {
        env: { ...process.env, HOST: '127.0.0.1', PORT: '0', NO_COLOR: '1', ...install.env },
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
      },
    );
    let out = '';
    child.stdout?.on('data', (d) => {
      out += String(d);
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    cleanups.push(async () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    });
    await eventually(() => out.includes('Logs follow.'), 60_000);
    const text = out.replace(/\r/g, '');
    const url = /running at (http:\/\/[^/\s]+)\//.exec(text)?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(text).toContain(`Portal    ${url}/administrator/login`);
    expect(text).toContain(`Monitor   ${url}/honeypot/admin`);
    expect(text).toMatch(/Database {2}(SQLite, \S+campus\.db|PostgreSQL, 127\.0\.0\.1:5432\/\w+)/);
    expect(text).toContain(`Data      ${install.env.DATA_DIR}`);
    expect(text).toMatch(/Admin {5}admin@localhost {2}password \S{12,}/);
    expect(text).toMatch(/Monitor {3}password \S{12,}/);
    expect((await fetch(`${url}/api/articles/latest`)).status).toBe(200);
    // A readable line (time, level, message), and no JSON.
    expect(text).toMatch(/^\d\d:\d\d:\d\d INFO {2}Server listening at /m);
    expect(text).not.toMatch(/^\{"level"/m);
    expect(text).not.toContain('/api/articles/latest');
  });
});
