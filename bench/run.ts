// `npm run bench`: the real server (a child process on SQLite, default log level) under wrk, side by side in
// one run with the same bytes served by bare node:http (the runtime's limit) or nginx (the machine's limit).
// Not part of `npm test`. Scenarios live in bench/scenarios.ts. Environment: BENCH_SECONDS (per measurement,
// default 5), BENCH_SIZES (article counts, default 100,100000), BENCH_ROUNDS (default 2), BENCH_ONLY (a
// regular expression over scenario names; "page weight" for the page table), BENCH_LOG_LEVEL (the app's LOG_LEVEL; default unset = info),
// BENCH_CPU_PROF (a directory: the app runs under `node --cpu-prof` and writes its profile there on exit).
//
// Besides req/s each row shows the server's CPU time per request (from /proc, user + system): on a shared
// machine req/s falls with the load of others, CPU per request much less. The load generator's own CPU use is
// measured too; a row where wrk used more than WRK_SATURATED of a core is flagged, since then the client,
// not the server, may have set the pace.
import { type ChildProcess, execFileSync, fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDb } from '../src/server/db/dialect.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { systemClock } from '../src/server/lib/clock.ts';
import { makeExcerpt } from '../src/server/lib/html.ts';
import { sceneJpeg } from '../src/server/seed/scene-images.ts';
import { seed } from '../src/server/seed/seed.ts';
import { createLocalStorage } from '../src/server/storage/local-storage.ts';
import { OFFICES } from '../src/shared/contract/offices.ts';
import { measurePageWeight, type PageWeight, printPageWeight } from './page-weight.ts';
import { type BenchContext, type Scenario, scenarios } from './scenarios.ts';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
const sizes = (process.env.BENCH_SIZES ?? '100,100000').split(',').map(Number);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const ADMIN = { email: 'bench@campus.test', password: 'Bench12345' };
/** wrk above this share of a core may be the bottleneck (it runs one thread). */
const WRK_SATURATED = 0.9;
const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU time (user + system) per request, µs. */
  cpuUs: number;
  /** wrk's CPU use as a share of one core. */
  client: number;
  /** 1-minute load average when the measurement ended. */
  load: number;
}
interface Row {
  scenario: Scenario;
  count: number;
  round: number;
  bytes: number;
  app: Measure;
  ref: Measure;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

const onPath = (bin: string) => {
  try {
    return execFileSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
};

/** wrk from Debian: installed with apt-get when missing (as root or with passwordless sudo), else a clear stop. */
function ensureWrk(): string {
  const found = onPath('wrk');
  if (found) return found;
  const asRoot = process.getuid?.() === 0;
  console.info('wrk is not installed; installing it with apt-get…');
  const aptGet = (...args: string[]) => {
    const cmd = asRoot ? 'apt-get' : 'sudo';
    execFileSync(cmd, asRoot ? args : ['-n', 'apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  try {
    try {
      aptGet('install', '-y', 'wrk');
    } catch {
      // A fresh machine may have no package lists yet.
      aptGet('update');
      aptGet('install', '-y', 'wrk');
    }
  } catch {
    // reported below
  }
  const installed = onPath('wrk');
  if (!installed) {
    console.error(
      'npm run bench needs wrk (a C load generator): run `sudo apt-get install wrk` and try again.',
    );
    process.exit(1);
  }
  return installed;
}

function findNginx(): string {
  const bin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ?? onPath('nginx');
  if (!bin) {
    console.error('npm run bench compares with nginx: run `sudo apt-get install nginx-light` and try again.');
    process.exit(1);
  }
  return bin;
}

/** Parses wrk's --latency report. */
function parseWrk(out: string): Omit<Measure, 'cpuUs' | 'client' | 'load'> {
  const ms = (v: string) => {
    const m = /^([\d.]+)(us|ms|s)$/.exec(v);
    if (!m) return Number.NaN;
    const n = Number(m[1]);
    return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
  };
  const pct = (p: string) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const errors = non2xx + (socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: pct('50'),
    p99: pct('99'),
    errors,
  };
}

/** CPU time (user + system, ms) of the processes `pids` so far, from /proc (Linux). */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may contain spaces): state is field 3, utime 14, stime 15.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // not Linux, or the process is gone: CPU figures read 0
    }
  }
  return ticks * TICK_MS;
}

/** The process and its direct children (nginx's workers). */
function withChildren(pid: number): number[] {
  const kids: number[] = [];
  for (const entry of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) kids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return [pid, ...kids];
}

/**
 * One wrk run against `url` while measuring the server processes `serverPids`. wrk runs under `sh` so that
 * the shell's `times` reports wrk's own CPU time afterwards.
 */
function wrk(
  bin: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  serverPids: number[] = [],
  connections = CONNECTIONS,
): Measure {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  const cpuBefore = cpuMs(serverPids);
  const out = execFileSync('sh', ['-c', '"$@"; times', 'sh', bin, ...args, url], { encoding: 'utf8' });
  const serverMs = cpuMs(serverPids) - cpuBefore;
  const m = parseWrk(out);
  // `times` prints two lines: the shell's own user/system time, then its children's (wrk's), e.g. 0m1.23s.
  const childTimes = out.trim().split('\n').at(-1) ?? '';
  const clientMs = [...childTimes.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (a, t) => a + (Number(t[1]) * 60 + Number(t[2])) * 1000,
    0,
  );
  const requests = m.rps * seconds;
  return {
    ...m,
    cpuUs: requests ? (serverMs * 1000) / requests : 0,
    client: clientMs / (seconds * 1000),
    load: os.loadavg()[0] ?? 0,
  };
}

async function prepare(dataDir: string, count: number): Promise<number> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    MONITOR_PASSWORD: ADMIN.password,
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
  await storage.put(
    'articles/bench.jpg',
    await sceneJpeg({ scene: 'rice-paddies', time: 'noon', variant: 7 }, 4000, 3000),
    'image/jpeg',
  );
  const latest = await db.kysely
    .selectFrom('articles')
    .select('article_id')
    .where('privacy', '=', 'public')
    .orderBy('article_id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  await db.close();
  return latest.article_id;
}

async function waitFor(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function startApp(dataDir: string, port: number, logFile: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    // The sign-in burst scenario comes from one address: without this the per-address block would answer
    // most of its attempts before the password check whose cost the row is about.
    LOGIN_FAILURES_PER_IP: '100000',
  };
  delete env.LOG_LEVEL;
  if (process.env.BENCH_LOG_LEVEL) env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL;
  // The log goes to a file, as an operator's would (not /dev/null).
  const log = fs.openSync(logFile, 'a');
  const prof = process.env.BENCH_CPU_PROF;
  const flags = prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : [];
  const child = spawn(process.execPath, [...flags, 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', log, 'inherit'],
  });
  fs.closeSync(log);
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return child;
}

/**
 * nginx (one worker) serving each captured reply as a static file with the app's headers, so that it sends
 * the same bytes; its own ETag and Last-Modified are off.
 */
async function startNginx(
  bin: string,
  dir: string,
  port: number,
  files: Array<{ file: string; headers: Record<string, string> }>,
): Promise<ChildProcess> {
  const quote = (v: string) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  const locations = files
    .map(({ file, headers }) => {
      const lines = Object.entries(headers)
        .filter(([k, v]) => k !== 'content-type' && !v.includes('$'))
        .map(([k, v]) => `add_header ${k} ${quote(v)} always;`);
      const type = headers['content-type'] ?? 'application/octet-stream';
      return `location = /${file} { types {} default_type ${quote(type)}; ${lines.join(' ')} }`;
    })
    .join('\n    ');
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; keepalive_requests 1000000; server_tokens off; etag off;
  server { listen 127.0.0.1:${port}; root ${dir}/www;
    ${locations}
  } }`,
  );
  const child = spawn(bin, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const c = net.connect(port, '127.0.0.1', () => {
        c.end();
        resolve(true);
      });
      c.on('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not start (see ${dir}/error.log)`);
}

async function startBare(manifestFile: string, port: number): Promise<ChildProcess> {
  const child = fork(path.join(import.meta.dirname, 'bare-server.ts'), [manifestFile, String(port)], {
    stdio: 'ignore',
  });
  await new Promise((resolve) => child.once('message', resolve));
  return child;
}

/**
 * One GET with node:http, body as sent (fetch would decompress it even when asked not to, and the reference
 * servers would then send the uncompressed bytes under the app's Content-Encoding).
 */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Headers a reference server repeats so its replies are the same size as the app's. */
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const fmt = (m: Measure) =>
  `${m.rps.toFixed(0).padStart(7)}${m.client >= WRK_SATURATED ? '*' : ' '} ${m.p50.toFixed(2).padStart(6)} ${m.p99.toFixed(2).padStart(6)} ${String(m.errors).padStart(4)} ${m.cpuUs.toFixed(1).padStart(5)}`;

async function main() {
  // The rendered-page rows need the client and its server-rendering bundle.
  buildIfNeeded();
  const wrkBin = ensureWrk();
  const nginxBin = findNginx();
  const cpus = os.cpus();
  const machine = `${cpus.length} cores, ${cpus[0]?.model ?? 'unknown CPU'}, Node ${process.version}, ${spawnSync(wrkBin, ['-v'], { encoding: 'utf8' }).stdout.split('\n')[0]?.split(' [')[0]}`;
  const loadBefore = os.loadavg();
  const rows: Row[] = [];
  const notes: string[] = [];
  let weights: PageWeight[] = [];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-'));
  // nginx workers run as an unprivileged user and must be able to read the files.
  fs.chmodSync(work, 0o755);
  const nginxDir = path.join(work, 'nginx');
  fs.mkdirSync(path.join(nginxDir, 'www'), { recursive: true });
  let nginx: ChildProcess | undefined;
  try {
    for (const [sizeIndex, count] of sizes.entries()) {
      const dataDir = path.join(work, `data-${count}`);
      process.stdout.write(`Preparing ${count} articles…\n`);
      const publicArticleId = await prepare(dataDir, count);
      const port = await freePort();
      const logFile = path.join(work, `app-${count}.log`);
      const server = await startApp(dataDir, port, logFile);
      const appUrl = `http://127.0.0.1:${port}`;
      let token: string | undefined;
      let cookie: string | undefined;
      let alertId: number | undefined;
      const ctx: BenchContext = {
        app: appUrl,
        count,
        publicArticleId,
        adminToken: async () => {
          if (!token) {
            const r = await fetch(`${appUrl}/api/auth/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(ADMIN),
            });
            token = ((await r.json()) as { token: string }).token;
          }
          return token;
        },
        visitorCookie: async () => {
          if (!cookie) {
            const r = await fetch(`${appUrl}/news/${publicArticleId}`, { headers: { accept: 'text/html' } });
            await r.arrayBuffer();
            cookie = (r.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
          }
          return cookie;
        },
        alertId: async () => {
          if (alertId === undefined) {
            const r = await fetch(`${appUrl}/api/admin/site/alerts`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${await ctx.adminToken()}`,
              },
              body: JSON.stringify({
                severity: 'urgent',
                title: 'Classes suspended today because of Typhoon Pepito',
                message:
                  'Classes at all levels are suspended today because of Typhoon Pepito. Offices stay open.',
                starts_at: new Date().toISOString(),
              }),
            });
            alertId = ((await r.json()) as { id: number }).id;
          }
          return alertId;
        },
      };
      const headersOf = async (s: Scenario) =>
        typeof s.headers === 'function' ? await s.headers(ctx) : (s.headers ?? {});
      const chosen = scenarios.filter(
        (s) => (!s.firstSizeOnly || sizeIndex === 0) && (!only || only.test(s.name)),
      );
      // Capture each reply once (status, headers, bytes) for the reference servers.
      const manifest: Record<string, { headers: Record<string, string>; body: string }> = {};
      const captured = new Map<
        Scenario,
        { path: string; bytes: number; refUrl: string; refPids: () => number[] }
      >();
      let bare: ChildProcess | undefined;
      const nginxFiles: Array<{ file: string; headers: Record<string, string> }> = [];
      try {
        for (const [i, s] of chosen.entries()) {
          const p = await s.path(ctx);
          const t0 = performance.now();
          const res = await rawGet(`${appUrl}${p}`, await headersOf(s));
          const body = res.body;
          const firstMs = performance.now() - t0;
          if (res.status !== 200) throw new Error(`${s.name}: ${p} answered ${res.status}`);
          if (s.firstSizeOnly) notes.push(`${s.name}: first request ${firstMs.toFixed(0)} ms`);
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) {
            if (!HOP_BY_HOP.has(k) && v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
          }
          manifest[p] = { headers, body: body.toString('base64') };
          const file = `s${i}-${count}.bin`;
          fs.writeFileSync(path.join(nginxDir, 'www', file), body);
          captured.set(s, {
            path: p,
            bytes: body.length,
            refUrl: s.against === 'nginx' ? `/${file}` : '',
            refPids: () => (s.against === 'nginx' && nginx?.pid ? withChildren(nginx.pid) : []),
          });
          if (s.against === 'nginx') nginxFiles.push({ file, headers });
        }
        if (nginxFiles.length) {
          nginx?.kill('SIGTERM');
          const nginxPort = await freePort();
          nginx = await startNginx(nginxBin, nginxDir, nginxPort, nginxFiles);
          for (const c of captured.values()) {
            if (c.refUrl.startsWith('/')) c.refUrl = `http://127.0.0.1:${nginxPort}${c.refUrl}`;
          }
        }
        const manifestFile = path.join(work, `bare-${count}.json`);
        fs.writeFileSync(manifestFile, JSON.stringify(manifest));
        const barePort = await freePort();
        bare = await startBare(manifestFile, barePort);
        const barePid = bare.pid;
        for (const c of captured.values()) {
          if (c.refUrl) continue;
          c.refUrl = `http://127.0.0.1:${barePort}${c.path}`;
          c.refPids = () => (barePid ? [barePid] : []);
        }
        const appPids = server.pid ? [server.pid] : [];

        for (let round = 1; round <= ROUNDS; round++) {
          for (const s of chosen) {
            const c = captured.get(s);
            if (!c) continue;
            const headers = await headersOf(s);
            process.stdout.write(`${count} articles, round ${round}: ${s.name}…\n`);
            const stop = s.background ? await s.background(ctx) : undefined;
            const conns = s.connections ?? CONNECTIONS;
            wrk(wrkBin, `${appUrl}${c.path}`, headers, 1, [], conns); // warm-up
            let app: Measure;
            try {
              app = wrk(wrkBin, `${appUrl}${c.path}`, headers, DURATION, appPids, conns);
            } finally {
              await stop?.();
            }
            wrk(wrkBin, c.refUrl, headers, 1, [], conns);
            const ref = wrk(wrkBin, c.refUrl, headers, DURATION, c.refPids(), conns);
            rows.push({ scenario: s, count, round, bytes: c.bytes, app, ref });
          }
        }
        // What a first visit downloads, per page (bench/page-weight.ts), on the first size's server.
        if (sizeIndex === 0 && (!only || only.test('page weight'))) {
          process.stdout.write('Page weight…\n');
          weights = await measurePageWeight(appUrl, publicArticleId);
        }
      } finally {
        bare?.kill('SIGTERM');
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      const logBytes = fs.statSync(logFile).size;
      const lines = fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean).length;
      notes.push(
        `${count} articles: the app wrote ${lines} log lines (${(logBytes / 1e6).toFixed(1)} MB) at LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'info (default)'}`,
      );
    }
  } finally {
    nginx?.kill('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  }

  console.info(`\nMachine: ${machine}`);
  console.info(
    `Load average (1/5/15 min) before: ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, after: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.info(
    `wrk -t1 -c${CONNECTIONS}, ${DURATION} s per measurement after 1 s warm-up; latencies in ms; µs = server CPU time per request; load = 1-min load average at the end of the app's measurement; * = wrk used ≥ ${WRK_SATURATED * 100} % of a core (the client may have set the pace)\n`,
  );
  const head = `${'scenario'.padEnd(40)} ${'articles'.padStart(8)} rd ${'bytes'.padStart(7)} | ${'app r/s'.padStart(8)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'err'.padStart(4)} ${'µs'.padStart(5)} | ${'reference'.padEnd(9)} ${'r/s'.padStart(8)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'err'.padStart(4)} ${'µs'.padStart(5)} | ratio ${'cpu'.padStart(5)} load | bar`;
  console.info(head);
  console.info('-'.repeat(head.length));
  for (const r of rows) {
    const ratio = r.ref.rps ? r.app.rps / r.ref.rps : 0;
    // The same comparison by CPU per request, which the load of other processes moves much less.
    const cpuRatio = r.app.cpuUs ? r.ref.cpuUs / r.app.cpuUs : 0;
    const bar = r.scenario.bar;
    const ok =
      bar && ratio >= bar.ratio && (bar.p99Ms === undefined || r.app.p99 < bar.p99Ms) && r.app.errors === 0;
    const barText = bar
      ? `${ok ? 'met' : 'MISSED'} (≥ ${bar.ratio}x${bar.p99Ms ? `, p99 < ${bar.p99Ms}` : ''})`
      : '';
    console.info(
      `${r.scenario.name.padEnd(40)} ${String(r.count).padStart(8)} ${String(r.round).padStart(2)} ${String(r.bytes).padStart(7)} | ${fmt(r.app)} | ${r.scenario.against.padEnd(9)} ${fmt(r.ref)} | ${ratio.toFixed(2).padStart(5)} ${cpuRatio.toFixed(2).padStart(5)} ${r.app.load.toFixed(1).padStart(4)} | ${barText}`,
    );
  }
  if (notes.length) console.info(`\n${notes.join('\n')}`);
  if (weights.length) printPageWeight(weights);
}

await main();
