// What `npm start` shows a person at a terminal, and what it writes for a log collector otherwise. On a TTY:
// a short start banner (site, portal, monitor, database, where data lives, passwords generated on this start)
// and log lines made readable (time, level, message, fields). Anywhere else (systemd, Docker, a pipe): pino's
// JSON lines as before, the start announced as one JSON line too, so no plain text is mixed into the JSON.
import os from 'node:os';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.ts';

export interface StartInfo {
  /** Where this process listens, e.g. http://localhost:3000. */
  localUrl: string;
  /** The address visitors use (PUBLIC_URL, else the local address). */
  siteUrl: string;
  database: string;
  /** Where files live: DATA_DIR and media storage. */
  data: string;
  generatedAdmin?: { email: string; password: string };
  generatedMonitorPassword?: string;
  demoArticles?: number;
}

/** The database, without credentials: "SQLite, /srv/data/campus.db" or "PostgreSQL, db.host:5432/campus". */
export function describeDatabase(db: Config['database']): string {
  if (db.kind === 'sqlite') return `SQLite, ${db.file}`;
  try {
    const u = new URL(db.url);
    return `PostgreSQL, ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** Where data lives: the data directory, and the media bucket when media is in object storage. */
export function describeData(config: Pick<Config, 'dataDir' | 's3'>): string {
  return config.s3
    ? `${config.dataDir} (secrets, image cache); media in S3 bucket ${config.s3.bucket}`
    : `${config.dataDir} (media, image cache, secrets)`;
}

const portalUrl = (site: string) => `${site}/administrator/login`;
const monitorUrl = (site: string) => `${site}/honeypot/admin`;

interface Paint {
  bold(s: string): string;
  dim(s: string): string;
  color(code: number, s: string): string;
}
const painter = (color: boolean): Paint =>
  color
    ? {
        bold: (s) => `\x1b[1m${s}\x1b[22m`,
        dim: (s) => `\x1b[2m${s}\x1b[22m`,
        color: (code, s) => `\x1b[${code}m${s}\x1b[39m`,
      }
    : { bold: (s) => s, dim: (s) => s, color: (_c, s) => s };

/** The start banner for a terminal. */
export function startBanner(info: StartInfo, opts: { color: boolean }): string {
  const p = painter(opts.color);
  const row = (label: string, value: string) => `  ${p.dim(label.padEnd(9))} ${value}`;
  const lines = [
    '',
    `${p.bold('Campus Site')} is running at ${p.color(36, `${info.localUrl}/`)}`,
    '',
    row('Site', `${info.siteUrl}/`),
    row('Portal', portalUrl(info.siteUrl)),
    row('Monitor', monitorUrl(info.siteUrl)),
    row('Database', info.database),
    row('Data', info.data),
  ];
  if (info.demoArticles) lines.push(row('Seeded', `${info.demoArticles} demo articles`));
  if (info.generatedAdmin || info.generatedMonitorPassword) {
    lines.push('', p.color(33, '  Generated on this first start; shown once, so note them now:'));
    if (info.generatedAdmin) {
      lines.push(
        row('Admin', `${info.generatedAdmin.email}  password ${p.bold(info.generatedAdmin.password)}`),
        `  ${' '.repeat(9)} ${p.dim('sign in at the portal and change it')}`,
      );
    }
    if (info.generatedMonitorPassword)
      lines.push(row('Monitor', `password ${p.bold(info.generatedMonitorPassword)}`));
  }
  lines.push('', p.dim('  Press Ctrl+C to stop. Logs follow.'), '');
  return `${lines.join('\n')}\n`;
}

/** The start announcement as pino-style JSON lines, for log collectors (generated passwords included once). */
export function startRecords(info: StartInfo, now = Date.now()): string {
  const base = { level: 30, time: now, pid: process.pid, hostname: os.hostname() };
  const records: object[] = [
    {
      ...base,
      site: `${info.siteUrl}/`,
      portal: portalUrl(info.siteUrl),
      monitor: monitorUrl(info.siteUrl),
      database: info.database,
      data: info.data,
      ...(info.demoArticles ? { demoArticles: info.demoArticles } : {}),
      msg: `Campus Site is running at ${info.localUrl}/`,
    },
  ];
  if (info.generatedAdmin) {
    records.push({
      ...base,
      email: info.generatedAdmin.email,
      generatedPassword: info.generatedAdmin.password,
      msg: 'First start: superadmin created with a generated password (shown once; sign in at /administrator/login and change it)',
    });
  }
  if (info.generatedMonitorPassword) {
    records.push({
      ...base,
      generatedPassword: info.generatedMonitorPassword,
      msg: 'First start: submissions monitor password generated (shown once; /honeypot/admin)',
    });
  }
  return records.map((r) => `${JSON.stringify(r)}\n`).join('');
}

const LEVEL_NAMES: Record<number, [string, number]> = {
  10: ['TRACE', 90],
  20: ['DEBUG', 34],
  30: ['INFO', 32],
  40: ['WARN', 33],
  50: ['ERROR', 31],
  60: ['FATAL', 35],
};
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

const clockTime = (t: number) => {
  const d = new Date(t);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
};

/** One pino JSON line as a line for people: "14:03:07 INFO  message  key=value", an error's stack below. */
export function prettyLogLine(json: string, opts: { color: boolean }): string {
  let rec: Record<string, unknown>;
  try {
    rec = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return `${json}\n`;
  }
  const p = painter(opts.color);
  const [name, code] = LEVEL_NAMES[Number(rec.level)] ?? ['LOG', 39];
  const fields = Object.entries(rec)
    .filter(([k]) => !OMITTED.has(k))
    .map(([k, v]) => `${k}=${typeof v === 'string' && !/\s/.test(v) ? v : JSON.stringify(v)}`);
  // An access line reads like one: "GET /news/3 200 4.2 ms".
  if (rec.msg === 'request' && typeof rec.method === 'string') {
    const line = `${rec.method} ${String(rec.path)} ${String(rec.status)} ${String(rec.ms)} ms`;
    return `${p.dim(clockTime(Number(rec.time)))} ${p.color(code, name.padEnd(5))} ${p.dim(line)}\n`;
  }
  let out = `${p.dim(clockTime(Number(rec.time)))} ${p.color(code, name.padEnd(5))} ${String(rec.msg ?? '')}`;
  if (fields.length) out += `  ${p.dim(fields.join(' '))}`;
  const err = rec.err as { stack?: string; message?: string } | undefined;
  if (err) out += `\n${(err.stack ?? err.message ?? '').replace(/^/gm, '    ')}`;
  return `${out}\n`;
}

/** A pino destination that writes each JSON line to `out` as a readable line (for a terminal). */
export function prettyLogStream(
  out: { write(chunk: string): unknown },
  opts: { color: boolean },
): DestinationStream {
  let partial = '';
  return {
    write(chunk: string) {
      const text = partial + chunk;
      const lines = text.split('\n');
      partial = lines.pop() ?? '';
      const pretty = lines
        .filter(Boolean)
        .map((l) => prettyLogLine(l, opts))
        .join('');
      if (pretty) out.write(pretty);
    },
  };
}
