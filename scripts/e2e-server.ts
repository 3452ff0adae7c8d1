// The server the browser tests run against: a fresh DATA_DIR (SQLite) and known credentials each run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.PORT ?? '3123';
const dataDir = process.env.DATA_DIR ?? path.join(os.tmpdir(), `campus-e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
await import('../src/server/main.ts');
