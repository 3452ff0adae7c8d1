// `npm run bench`: performance benchmarks against the real server (a child process) on SQLite.
// Prints a table; not part of `npm test`. Compares hot API reads with nginx serving the same bytes
// from a static file (when nginx is installed: apt-get install nginx-light).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../src/server/config.ts';
import { openDb } from '../src/server/db/dialect.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { systemClock } from '../src/server/lib/clock.ts';
import { makeExcerpt } from '../src/server/lib/html.ts';
import { sceneJpeg } from '../src/server/seed/scene-images.ts';
import { seed } from '../src/server/seed/seed.ts';
import { createLocalStorage } from '../src/server/storage/local-storage.ts';
import { OFFICES } from '../src/shared/contract/offices.ts';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const sizes = (process.env.BENCH_SIZES ?? '100,100000').split(',').map(Number);

interface Row {
  name: string;
  rps: number;
  p99: number;
  bytes: number;
  nginxRps?: number;
  note?: string;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

async function prepare(dataDir: string, count: number) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: 'bench@campus.test',
    ADMIN_PASSWORD: 'Bench12345',
    MONITOR_PASSWORD: 'Bench12345',
  });
  const db = openDb(config.database);
  await migrateToLatest(db.kysely, db.kind);
  const storage = createLocalStorage(path.join(dataDir, 'media'));
  await seed({ db, storage, config, clock: systemClock });
  const body =
    '<p>The campus community gathered for the event, which featured talks, exhibits and student performances.</p>'.repeat(
      8,
    );
  const excerpt = makeExcerpt(body);
  const start = Date.now() - count * 60_000;
  const batch = 500;
  for (let i = 0; i < count; i += batch) {
    const rows = [];
    for (let j = i; j < Math.min(count, i + batch); j++) {
      const office = OFFICES[j % OFFICES.length];
      const at = new Date(start + j * 60_000).toISOString();
      rows.push({
        office_id: office?.office_id ?? 1,
        title: `Campus update number ${j + 1} from the ${office?.name ?? 'campus'}`,
        content: body,
        excerpt,
        type: 'news' as const,
        privacy: j % 10 === 0 ? ('private' as const) : ('public' as const),
        date: at.slice(0, 10),
        created_at: at,
        updated_at: at,
        published_at: at,
        thumbnail: 'articles/bench.jpg',
        view_count: (j * 7919) % 5000,
        like_count: j % 50,
        created_by: null,
      });
    }
    await db.kysely.insertInto('articles').values(rows).execute();
  }
  // A 12-megapixel photo for the image pipeline.
  await storage.put('articles/bench.jpg', await sceneJpeg('field', 7, 4000, 3000), 'image/jpeg');
  await db.close();
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

async function load(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

function startNginx(dir: string, port: number): ChildProcess | undefined {
  const bin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
  if (!bin) return undefined;
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; keepalive_requests 100000;
  types { application/json json; image/webp webp; image/avif avif; }
  server { listen 127.0.0.1:${port}; root ${dir}/www; } }`,
  );
  return spawn(bin, ['-c', conf, '-p', dir], { stdio: 'ignore' });
}

async function main() {
  const rows: Row[] = [];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-'));
  // nginx workers run as an unprivileged user and must be able to read the files.
  fs.chmodSync(work, 0o755);
  const nginxDir = path.join(work, 'nginx');
  fs.mkdirSync(path.join(nginxDir, 'www'), { recursive: true });
  const nginxPort = await freePort();
  const nginx = startNginx(nginxDir, nginxPort);
  await new Promise((r) => setTimeout(r, 300));
  try {
    for (const count of sizes) {
      const dataDir = path.join(work, `data-${count}`);
      process.stdout.write(`Preparing ${count} articles…\n`);
      await prepare(dataDir, count);
      const port = await freePort();
      const server = await startServer(dataDir, port);
      try {
        for (const p of [
          '/api/articles/office/bsit?limit=6',
          '/api/articles/latest?limit=6',
          '/api/articles/most-viewed?limit=6',
          '/api/articles/office/research',
        ]) {
          const url = `http://127.0.0.1:${port}${p}`;
          const body = Buffer.from(await (await fetch(url)).arrayBuffer());
          const m = await load(url);
          const row: Row = { name: `${p} (${count} articles)`, rps: m.rps, p99: m.p99, bytes: body.length };
          if (m.errors) row.note = `${m.errors} errors`;
          if (nginx) {
            const file = `b-${count}-${rows.length}.json`;
            fs.writeFileSync(path.join(nginxDir, 'www', file), body);
            const n = await load(`http://127.0.0.1:${nginxPort}/${file}`);
            row.nginxRps = n.rps;
            if (n.errors) row.note = `${row.note ?? ''} nginx: ${n.errors} errors`.trim();
          }
          rows.push(row);
        }
        if (count === sizes[0]) {
          const imgUrl = `http://127.0.0.1:${port}/media/articles/bench.jpg?w=800&q=70`;
          const t0 = performance.now();
          const first = await fetch(imgUrl, { headers: { accept: 'image/webp' } });
          const bytes = Buffer.from(await first.arrayBuffer());
          const firstMs = performance.now() - t0;
          const m = await load(imgUrl, { accept: 'image/webp' });
          const row: Row = {
            name: 'cached 800px WebP variant of a 12 MP JPEG',
            rps: m.rps,
            p99: m.p99,
            bytes: bytes.length,
            note: `first resize ${firstMs.toFixed(0)} ms (bar: < 300 ms), status ${first.status}`,
          };
          if (nginx) {
            fs.writeFileSync(path.join(nginxDir, 'www', 'variant.webp'), bytes);
            const n = await load(`http://127.0.0.1:${nginxPort}/variant.webp`);
            row.nginxRps = n.rps;
            if (n.errors) row.note = `${row.note ?? ''} nginx: ${n.errors} errors`;
          }
          rows.push(row);
        }
      } finally {
        server.kill('SIGTERM');
      }
    }
  } finally {
    nginx?.kill('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  }

  const pad = (s: string, n: number) => s.padEnd(n);
  console.info(
    `\n${CONNECTIONS} connections, ${DURATION} s per measurement${nginx ? '' : ' — nginx not installed (apt-get install nginx-light): comparison skipped'}\n`,
  );
  console.info(
    `${pad('request', 62)} ${pad('req/s', 9)} ${pad('p99 ms', 7)} ${pad('bytes', 8)} ${pad('nginx', 9)} ratio  note`,
  );
  for (const r of rows) {
    const ratio = r.nginxRps ? (r.rps / r.nginxRps).toFixed(2) : '-';
    console.info(
      `${pad(r.name, 62)} ${pad(r.rps.toFixed(0), 9)} ${pad(String(r.p99), 7)} ${pad(String(r.bytes), 8)} ${pad(r.nginxRps?.toFixed(0) ?? '-', 9)} ${pad(ratio, 6)} ${r.note ?? ''}`,
    );
  }
  console.info(
    '\nBars (DESIGN §4): API ≥ 0.5 × nginx req/s, p99 < 25 ms at 50 connections, flat from 100 to 100,000 articles.',
  );
}

await main();
