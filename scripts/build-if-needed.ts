// Builds the client (browser bundle, then the server-rendering bundle in <client dir>/ssr) when either is
// missing or older than any client source. `npm run build` always builds (--force).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = process.env.CLIENT_DIR ?? 'dist/client';
const stamps = [path.join(root, outDir, 'index.html'), path.join(root, outDir, 'ssr', 'entry-server.js')];
const sources = [
  'src/client',
  'src/shared',
  'config',
  'content',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.islands.config.ts',
  'package-lock.json',
];

function newestMtime(p: string): number {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const e of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, e)));
  return newest;
}

/** Runs both Vite builds into `dir`; exits the process when one fails. */
export function buildClient(dir: string = outDir): void {
  const vite = path.join(root, 'node_modules/.bin/vite');
  const steps = [
    ['build', '--logLevel', 'warn', '--outDir', dir],
    // The islands pages' bundle (Preact), into the same directory after the application's.
    ['build', '--logLevel', 'warn', '--config', 'vite.islands.config.ts', '--outDir', dir],
    [
      'build',
      '--logLevel',
      'warn',
      '--ssr',
      'src/client/entry-server.tsx',
      '--outDir',
      path.join(dir, 'ssr'),
    ],
  ];
  for (const args of steps) {
    const res = spawnSync(vite, args, { cwd: root, stdio: 'inherit' });
    if (res.status !== 0) {
      console.error('The client build failed.');
      process.exit(res.status ?? 1);
    }
  }
}

export function buildIfNeeded(): void {
  const built = Math.min(...stamps.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
  const newest = Math.max(...sources.map(newestMtime));
  if (built > newest) return;
  console.info('Building the web client…');
  buildClient();
}

if (import.meta.main) {
  if (process.argv.includes('--force')) buildClient();
  else buildIfNeeded();
}
