// Builds the client when dist/client is missing or older than any client source.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = process.env.CLIENT_DIR ?? 'dist/client';
const stamp = path.join(root, outDir, 'index.html');
const sources = [
  'src/client',
  'src/shared',
  'config',
  'content',
  'public',
  'index.html',
  'vite.config.ts',
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

export function buildIfNeeded(): void {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const newest = Math.max(...sources.map(newestMtime));
  if (built > newest) return;
  console.info('Building the web client…');
  const vite = path.join(root, 'node_modules/.bin/vite');
  const res = spawnSync(vite, ['build', '--logLevel', 'warn', '--outDir', outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) {
    console.error('The client build failed.');
    process.exit(res.status ?? 1);
  }
}

if (import.meta.main) buildIfNeeded();
