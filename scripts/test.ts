// `npm test`: unit and API suites (SQLite, and Postgres when TEST_DATABASE_URL is set), then browser tests.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

if (!process.env.TEST_DATABASE_URL) {
  console.info('Postgres API suite skipped: TEST_DATABASE_URL is not set (SQLite suite runs).');
}
const vitest = run(bin('vitest'), ['run', ...process.argv.slice(2).filter((a) => a !== '--no-e2e')]);
if (vitest !== 0) process.exit(vitest);

if (process.argv.includes('--no-e2e')) process.exit(0);

buildIfNeeded();
const port = await new Promise<number>((resolve) => {
  const srv = net.createServer().listen(0, '127.0.0.1', () => {
    const p = (srv.address() as net.AddressInfo).port;
    srv.close(() => resolve(p));
  });
});
process.exit(
  run(bin('playwright'), ['test'], { ...process.env, E2E_PORT: process.env.E2E_PORT ?? String(port) }),
);
