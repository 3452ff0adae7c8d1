// The one validated configuration object. Nothing else in the server reads process.env.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const s = v.trim().toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(s)) return true;
      if (['false', '0', 'no', 'off'].includes(s)) return false;
      ctx.addIssue({ code: 'custom', message: 'must be true or false' });
      return z.NEVER;
    });

const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

/**
 * TRUST_PROXY: which proxies' X-Forwarded-* headers are believed. A hop count (1 = the one proxy in front,
 * which must overwrite or append to X-Forwarded-For) or a comma-separated list of proxy addresses/CIDRs;
 * the client address is then the one the last trusted proxy saw, never one the client wrote. The old
 * `true` trusted every hop (the left-most address, which the client chooses): it now means one hop, and
 * the server warns at start (`legacy`).
 */
export type TrustProxy = false | { hops: number; legacy?: true } | { addresses: string[] };

function isProxyAddress(entry: string): boolean {
  const [addr, bits, ...rest] = entry.split('/');
  const family = net.isIP(addr ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): TrustProxy => {
    const s = (v ?? '').trim().toLowerCase();
    if (['', 'false', '0', 'no', 'off'].includes(s)) return false;
    if (['true', 'yes', 'on'].includes(s)) return { hops: 1, legacy: true };
    if (/^\d+$/.test(s) && Number(s) <= 10) return { hops: Number(s) };
    const addresses = s.split(',').map((a) => a.trim());
    if (addresses.every(isProxyAddress)) return { addresses };
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a number of proxy hops (1 to 10), or proxy addresses (e.g. 127.0.0.1,10.0.0.0/8)',
    });
    return z.NEVER;
  });

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

const envSchema = z.object({
  PORT: int(3000, 0, 65535),
  HOST: z.string().optional().default('0.0.0.0'),
  DATA_DIR: z.string().optional().default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// URL, or unset for SQLite',
  }),
  ADMIN_EMAIL: optionalText.refine((v) => v === undefined || /^[^\s@]+@[^\s@]+$/.test(v), {
    message: 'must be an e-mail address',
  }),
  ADMIN_PASSWORD: optionalText,
  MONITOR_PASSWORD: optionalText,
  SEED_DEMO: bool(true),
  SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  TRUST_PROXY: trustProxy,
  NODE_ENV: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.refine((v) => v === undefined || URL.canParse(v), { message: 'must be a URL' }),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: 'must be a redis:// URL',
  }),
  // A hung dependency (accepts connections, never answers) must not hold requests: these bound each call.
  REDIS_TIMEOUT_MS: int(1000, 50, 10_000),
  S3_TIMEOUT_MS: int(3000, 100, 60_000),
  CONCERN_RETENTION_DAYS: int(180, 1, 36500),
  DOCUMENT_MAX_MB: int(25, 1, 500),
  FOI_RETENTION_DAYS: int(365, 1, 36500),
  CSM_RETENTION_DAYS: int(365, 1, 36500),
  REVISIONS_PER_ARTICLE: int(50, 1, 10000),
  AUDIT_RETENTION_DAYS: int(365, 1, 36500),
  LOGIN_FAILURES_PER_IP: int(20, 5, 100000),
  LOGIN_FAILURES_PER_ACCOUNT: int(500, 50, 1_000_000),
  ACK_MAIL_PER_RECIPIENT_PER_DAY: int(3, 0, 1000),
  ACK_MAIL_PER_HOUR: int(30, 0, 100_000),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\/[^/]/.test(v), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: optionalText,
  /** Outgoing mail per minute from one instance (subscriber mail comes in thousands at once). */
  MAIL_PER_MINUTE: int(600, 1, 1_000_000),
  /** Web push (VAPID, RFC 8292): set both for several instances without a shared database row, else generated once. */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  PUBLIC_URL: optionalText.refine((v) => v === undefined || URL.canParse(v), { message: 'must be a URL' }),
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  /** Bearer token of the complaint (feedback-loop) endpoint; unset, the endpoint is off. */
  COMPLAINTS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  SHUTDOWN_GRACE_S: int(30, 0, 3600),
  /** Postgres: how long opening a connection may take before the request fails. */
  DB_CONNECT_TIMEOUT_MS: int(5000, 100, 600_000),
  /** Postgres: the client gives up on a query after this long (a network partition never hangs a request). */
  DB_QUERY_TIMEOUT_MS: int(15_000, 100, 3_600_000),
  /** Postgres: the server cancels a statement after this long. */
  DB_STATEMENT_TIMEOUT_MS: int(10_000, 100, 3_600_000),
  /** SQLite: how long a write waits for another connection's lock. */
  DB_BUSY_TIMEOUT_MS: int(5000, 0, 600_000),
  /** Built client directory (parallel test runs build into their own). */
  CLIENT_DIR: z.string().optional().default('dist/client'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .optional()
    .default('info'),
  /** One log line per request at the info level (always written at debug and trace). */
  ACCESS_LOG: bool(false),
  /** The external link checker (ADR 0050): unset, on in production only, so tests never fetch. */
  LINK_CHECK: optionalText.pipe(z.enum(['true', 'false']).optional()),
  LINK_CHECK_TIMEOUT_S: int(10, 1, 120),
  LINK_CHECK_PER_RUN: int(200, 1, 10_000),
  LINK_CHECK_HOST_DELAY_MS: int(2000, 0, 60_000),
  /** Tests only: lets the checker reach loopback and private addresses (never set it in production). */
  LINK_CHECK_ALLOW_PRIVATE: bool(false),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database:
    | { kind: 'sqlite'; file: string; busyTimeoutMs?: number }
    | {
        kind: 'postgres';
        url: string;
        connectTimeoutMs?: number;
        queryTimeoutMs?: number;
        statementTimeoutMs?: number;
      };
  admin: { email?: string; password?: string };
  monitorPassword?: string;
  seedDemo: boolean;
  sessionSecret?: string;
  trustProxy: TrustProxy;
  /** NODE_ENV=production: a real deployment (a server start then requires PUBLIC_URL). */
  production: boolean;
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    /** Connect and no-progress time-out of every call; also the whole time a read may take. */
    timeoutMs: number;
  };
  redisUrl?: string;
  /** How long a Redis command may take before the caller falls back as if Redis were down. */
  redisTimeoutMs: number;
  concernRetentionDays: number;
  /** Largest document upload, in bytes (DOCUMENT_MAX_MB). */
  documentMaxBytes: number;
  /** Days after an FOI request closes before its requester's personal data is removed. */
  foiRetentionDays: number;
  /** Days after a satisfaction survey answer before its demographics, comment and case link are removed. */
  csmRetentionDays: number;
  /** Failed sign-ins one address may make within the lockout window, whatever the accounts. */
  loginFailuresPerIp: number;
  /**
   * Failed sign-ins (passwords and codes) on one account, or on the monitor, from all addresses together
   * within the lockout window before it is locked for everyone: far above the 5 per account and address.
   */
  loginFailuresPerAccount: number;
  /**
   * Concern acknowledgements: at most this many to one address within 24 hours, and this many from the whole
   * site within an hour (counted in the shared database); over either, the concern is kept, its mail is not.
   */
  acknowledgementLimits: { perRecipientPerDay: number; perHour: number };
  /** Revisions kept per article; older ones are pruned on save. */
  revisionsPerArticle: number;
  /** Audit log entries older than this are pruned (jobs/audit-log-retention.ts). */
  auditRetentionDays: number;
  /** Outgoing mail for concern cases; unset: replies are kept but not sent. */
  mail?: { smtpUrl: string; from: string; perMinute: number };
  /** VAPID keys from the environment; unset: generated once and kept in the database (services/push.ts). */
  vapid?: { publicKey: string; privateKey: string };
  publicUrl?: string;
  logLevel: string;
  /** Access lines at info (ACCESS_LOG=1); at debug and trace they are always written. */
  accessLog: boolean;
  /** Bearer token for /metrics; unset: /metrics answers only on loopback. */
  metricsToken?: string;
  /** Bearer token of POST /api/subscriptions/complaints (feedback-loop reports); unset: that endpoint is off. */
  complaintsToken?: string;
  /** How long a SIGTERM waits for in-flight requests before the process gives up on them. */
  shutdownGraceMs: number;
  /** Directory of the built client (vite build output). */
  clientDir: string;
  /** The external link checker (ADR 0050). */
  linkCheck: {
    enabled: boolean;
    timeoutMs: number;
    perRun: number;
    hostDelayMs: number;
    allowPrivate: boolean;
  };
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line naming the offending variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET === undefined && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: S3_BUCKET must be set when other S3_ variables are set');
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  }
  if ((e.SMTP_URL === undefined) !== (e.MAIL_FROM === undefined)) {
    throw new ConfigError('Invalid configuration: SMTP_URL and MAIL_FROM must be set together');
  }
  if (e.ADMIN_PASSWORD !== undefined && e.ADMIN_EMAIL === undefined) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL must be set when ADMIN_PASSWORD is set');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
          queryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
          statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
        }
      : { kind: 'sqlite', file: path.join(dataDir, 'campus.db'), busyTimeoutMs: e.DB_BUSY_TIMEOUT_MS },
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    monitorPassword: e.MONITOR_PASSWORD,
    seedDemo: e.SEED_DEMO,
    sessionSecret: e.SESSION_SECRET,
    trustProxy: e.TRUST_PROXY,
    production: e.NODE_ENV === 'production',
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          timeoutMs: e.S3_TIMEOUT_MS,
        }
      : undefined,
    redisUrl: e.REDIS_URL,
    redisTimeoutMs: e.REDIS_TIMEOUT_MS,
    concernRetentionDays: e.CONCERN_RETENTION_DAYS,
    documentMaxBytes: e.DOCUMENT_MAX_MB * 1024 * 1024,
    foiRetentionDays: e.FOI_RETENTION_DAYS,
    csmRetentionDays: e.CSM_RETENTION_DAYS,
    loginFailuresPerIp: e.LOGIN_FAILURES_PER_IP,
    loginFailuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
    acknowledgementLimits: {
      perRecipientPerDay: e.ACK_MAIL_PER_RECIPIENT_PER_DAY,
      perHour: e.ACK_MAIL_PER_HOUR,
    },
    revisionsPerArticle: e.REVISIONS_PER_ARTICLE,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    mail:
      e.SMTP_URL && e.MAIL_FROM
        ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, perMinute: e.MAIL_PER_MINUTE }
        : undefined,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    accessLog: e.ACCESS_LOG,
    metricsToken: e.METRICS_TOKEN,
    complaintsToken: e.COMPLAINTS_TOKEN,
    shutdownGraceMs: e.SHUTDOWN_GRACE_S * 1000,
    clientDir: path.resolve(e.CLIENT_DIR),
    linkCheck: {
      enabled: e.LINK_CHECK === undefined ? e.NODE_ENV === 'production' : e.LINK_CHECK === 'true',
      timeoutMs: e.LINK_CHECK_TIMEOUT_S * 1000,
      perRun: e.LINK_CHECK_PER_RUN,
      hostDelayMs: e.LINK_CHECK_HOST_DELAY_MS,
      allowPrivate: e.LINK_CHECK_ALLOW_PRIVATE,
    },
  };
}

/**
 * Checks what only a server start needs (commands such as backup do not): several instances on one
 * Postgres database must sign and check session tokens with the same secret, so a generated per-instance
 * secret is refused there; a production or proxied server must know its public address (PUBLIC_URL).
 */
export function assertServerConfig(config: Config): void {
  if (config.database.kind === 'postgres' && config.sessionSecret === undefined) {
    throw new ConfigError(
      'Invalid configuration: SESSION_SECRET must be set when DATABASE_URL is set: every instance on the ' +
        'shared database must sign sessions with the same secret (at least 32 characters, e.g. from ' +
        '`openssl rand -base64 48`), or visitors are signed out and re-counted as they move between instances',
    );
  }
  if (config.publicUrl === undefined && (config.production || config.trustProxy !== false)) {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL must be set when NODE_ENV=production or TRUST_PROXY is set: ' +
        'canonical links, previews, feeds, robots.txt and the sitemap name the site by it, and the Host ' +
        'header of a request is never trusted for them. To fix: set PUBLIC_URL to the address visitors ' +
        'type, e.g. add the line PUBLIC_URL=https://campus.example.edu to /etc/campus-site/env (the ' +
        'systemd units read it), then start again; see "Upgrade notes" in CHANGELOG.md',
    );
  }
}
