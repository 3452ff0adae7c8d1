// Concern form submissions (POST /api/honeypot/initial, POST /api/honeypot) and the submissions monitor
// (/api/honeypot-admin/*), plus the daily retention purge (docs/product/server-behaviour.md#concerns-and-the-monitor).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteConfig } from '../../../config/site.ts';
import {
  CONCERN_MESSAGE_MIN,
  CONCERN_MESSAGES,
  type ConcernSubmitPayload,
  concernSubmitSchema,
  INITIAL_LOG_EMAIL,
  INITIAL_LOG_MESSAGE,
  initialLogSchema,
  type MonitorVerifyResponse,
  monitorVerifySchema,
  submissionsQuerySchema,
} from '../../shared/contract/concern.ts';
import { describeBrowser, detectInAppBrowser } from '../../shared/in-app-browser.ts';
import { caseMailDelivery } from '../jobs/case-mail-delivery.ts';
import { lookupIp, normalizeIp } from '../lib/geoip.ts';
import { badRequest, HttpError, unauthorized } from '../lib/http-errors.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { parseOr400 } from '../lib/validate.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import { recordAttempt, settleAttempt } from '../repositories/login-attempts.ts';
import {
  getSetting,
  insertSubmission,
  listSubmissions,
  type NewSubmission,
  submissionStats,
} from '../repositories/submissions.ts';
import { MONITOR_HASH_KEY, MONITOR_TOKEN_KEY_PREFIX, pruneMonitorTokens } from '../seed/seed.ts';
import { openCase } from '../services/concern-cases.ts';
import {
  type AttemptLimits,
  emailLockState,
  pairLockState,
  reserveAttempt,
} from '../services/sign-in-lockout.ts';

const MINUTE = 60_000;

/**
 * Form posts per IP: generous enough for a campus network where many students share one public address,
 * useless for a flood.
 */
export const CONCERN_RATE_LIMIT = { max: 20, timeWindow: 15 * MINUTE };
export const INITIAL_LOG_RATE_LIMIT = { max: 60, timeWindow: 15 * MINUTE };
/** Largest accepted form body; a 5000-character message in any script fits. */
export const CONCERN_BODY_LIMIT = 32 * 1024;
/** Failed monitor authentications per IP, across every monitor endpoint, within the window. */
export const MONITOR_MAX_FAILURES = 10;
/** Failed monitor authentications from all addresses together within the window (the global budget). */
export const MONITOR_MAX_FAILURES_GLOBAL = 100;
/** The monitor's key in the sign-in attempt table (not an e-mail, so it never meets an account). */
export const MONITOR_ATTEMPT_KEY = '#monitor';
const MONITOR_LIMITS: AttemptLimits = { perPair: MONITOR_MAX_FAILURES, perKey: MONITOR_MAX_FAILURES_GLOBAL };
export const MONITOR_FAILURE_WINDOW_MS = 15 * MINUTE;
/** Lifetime of the monitor token that verify hands out. */
export const MONITOR_TOKEN_TTL_MS = 2 * 60 * MINUTE;

/** Removes control characters (Postgres text refuses NUL) but keeps tabs and line breaks. */
function plainText(value: string | null | undefined, max: number): string | null {
  if (value == null) return null;
  let out = '';
  for (const ch of value.toWellFormed()) {
    const c = ch.codePointAt(0) ?? 0;
    if ((c < 0x20 && ch !== '\n' && ch !== '\r' && ch !== '\t') || c === 0x7f) continue;
    out += ch;
  }
  out = out.trim().slice(0, max);
  return out === '' ? null : out;
}

const headerText = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Start of the current day in the campus time zone, as an ISO instant. */
export function startOfCampusDay(now: Date, timeZone = siteConfig.timezone): string {
  const parts: Record<string, string> = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const n = (type: string) => Number(parts[type] ?? 0);
  // Wall-clock time in the zone, read as if it were UTC, minus the real instant = the zone's offset.
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  const offset = wall - Math.floor(now.getTime() / 1000) * 1000;
  const midnightWall = Date.UTC(n('year'), n('month') - 1, n('day'));
  return new Date(midnightWall - offset).toISOString();
}

export default async function honeypotRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  // ---- What the form sends, plus what the server itself sees. -----------------------------------
  async function record(
    request: FastifyRequest,
    body: Omit<Partial<ConcernSubmitPayload>, 'replyEmail' | 'message'>,
    content: { isInitial: boolean; replyEmail: string; message: string },
  ): Promise<NewSubmission> {
    const ip = normalizeIp(request.ip);
    const userAgent = plainText(headerText(request.headers['user-agent']), 512);
    const gps = body.gpsLocation ?? null;
    const place = await lookupIp(ip);
    return {
      created_at: app.clock.now().toISOString(),
      is_initial: content.isInitial ? 1 : 0,
      reply_email: content.replyEmail,
      message: content.message,
      ip_address: ip,
      ...place,
      location_source: gps ? 'gps' : 'ip',
      latitude: gps ? gps.latitude : null,
      longitude: gps ? gps.longitude : null,
      accuracy: gps?.accuracy ?? null,
      // The server trusts its own reading of the user agent; the client's is a fallback.
      in_app_browser: detectInAppBrowser(userAgent) ?? plainText(body.inAppBrowser, 100),
      browser_type: userAgent ? describeBrowser(userAgent) : plainText(body.browserType, 200),
      user_agent: userAgent,
      full_url: plainText(body.fullUrl, 2048),
      // The form sends document.referrer (null when there was none); the Referer header, which names the
      // form page itself, is only a fallback for callers that leave the field out.
      referrer: plainText(
        body.referrer !== undefined ? body.referrer : headerText(request.headers.referer),
        2048,
      ),
    };
  }

  app.post(
    '/api/honeypot/initial',
    { bodyLimit: CONCERN_BODY_LIMIT, config: { rateLimit: INITIAL_LOG_RATE_LIMIT } },
    async (request, reply) => {
      const body = parseOr400(initialLogSchema, request.body);
      const row = await record(request, body, {
        isInitial: true,
        replyEmail: INITIAL_LOG_EMAIL,
        message: INITIAL_LOG_MESSAGE,
      });
      await insertSubmission(db, row);
      return reply.code(201).send({ ok: true });
    },
  );

  app.post(
    '/api/honeypot',
    { bodyLimit: CONCERN_BODY_LIMIT, config: { rateLimit: CONCERN_RATE_LIMIT } },
    async (request, reply) => {
      const body = parseOr400(concernSubmitSchema, request.body);
      // Stored as plain text exactly as typed (minus control characters); the monitor renders it as text.
      const message = plainText(body.message, 5000);
      if (!message || message.length < CONCERN_MESSAGE_MIN)
        throw badRequest(CONCERN_MESSAGES.messageTooShort);
      const row = await record(request, body, {
        isInitial: false,
        replyEmail: body.replyEmail,
        message,
      });
      // The concern and its case (with the queued acknowledgement) are stored together or not at all.
      const { reference } = await db.transaction().execute(async (trx) => {
        const submissionId = await insertSubmission(trx, row);
        const deps = { db: trx, kind: app.db.kind, clock: app.clock };
        return openCase(deps, { submissionId, replyEmail: body.replyEmail, message });
      });
      if (app.caseMail.sender) app.jobs.trigger(caseMailDelivery.name);
      return reply.code(201).send({ ok: true, message: 'Your concern has been submitted.', reference });
    },
  );

  // ---- Monitor authentication --------------------------------------------------------------------
  const monitorHash = () => getSetting(db, MONITOR_HASH_KEY);
  const clientIp = (request: FastifyRequest) => normalizeIp(request.ip);

  // Tokens live in a server-side list (app_settings rows keyed by the token's SHA-256), so Logout ends a
  // token for good, a password change ends them all, and a restart ends none. Each row also names the
  // password hash it was issued under.
  const tokenRowKey = (token: string) =>
    `${MONITOR_TOKEN_KEY_PREFIX}${createHash('sha256').update(token).digest('hex')}`;
  const hashFingerprint = (hash: string) => createHash('sha256').update(hash).digest('hex').slice(0, 32);

  async function issueToken(hash: string): Promise<{ token: string; expiresAt: string }> {
    const now = app.clock.now().getTime();
    const exp = now + MONITOR_TOKEN_TTL_MS;
    const token = `m2.${randomBytes(32).toString('base64url')}`;
    await pruneMonitorTokens(db, now);
    await db
      .insertInto('app_settings')
      .values({ key: tokenRowKey(token), value: `${exp}:${hashFingerprint(hash)}` })
      .execute();
    return { token, expiresAt: new Date(exp).toISOString() };
  }

  async function tokenIsValid(token: string, hash: string): Promise<boolean> {
    if (!/^m2\.[A-Za-z0-9_-]{43}$/.test(token)) return false;
    const row = await getSetting(db, tokenRowKey(token));
    if (!row) return false;
    const [exp, fingerprint] = row.split(':');
    return Number(exp) > app.clock.now().getTime() && fingerprint === hashFingerprint(hash);
  }

  const lockedReply = (waitMinutes: number) =>
    new HttpError(
      429,
      `Too many failed attempts. Please try again in ${waitMinutes} minute${waitMinutes === 1 ? '' : 's'}.`,
      { waitMinutes },
    );

  /** 429 while this address, or everyone, has spent the failure budget; applies to every monitor endpoint. */
  async function assertNotLockedOut(request: FastifyRequest): Promise<void> {
    const now = app.clock.now();
    const ip = clientIp(request);
    const pair = await pairLockState(db, MONITOR_ATTEMPT_KEY, ip, now, MONITOR_LIMITS.perPair);
    const all = await emailLockState(db, MONITOR_ATTEMPT_KEY, now, MONITOR_LIMITS.perKey);
    const wait = Math.max(pair.locked ? pair.waitMinutes : 0, all.locked ? all.waitMinutes : 0);
    if (wait > 0) throw lockedReply(wait);
  }

  /**
   * Checks the monitor password with an attempt reserved first (as at sign-in), so parallel guesses cannot
   * run more checks than the budget allows. Throws 429 when no attempt is left.
   */
  async function checkPassword(request: FastifyRequest, password: string): Promise<string | null> {
    const reservation = await reserveAttempt(
      db,
      app.db.kind,
      { emailLower: MONITOR_ATTEMPT_KEY, ip: clientIp(request), at: app.clock.now() },
      MONITOR_LIMITS,
    );
    if (!reservation.ok) throw lockedReply(reservation.waitMinutes);
    const hash = await monitorHash();
    // Without a stored hash nothing can match; still spend the time a real check would take.
    const valid = (await verifyPassword(password, hash ?? FALLBACK_HASH)) && hash !== null;
    await settleAttempt(db, reservation.id, valid);
    return valid ? hash : null;
  }

  const audit = (request: FastifyRequest, action: string) =>
    writeAudit(db, app.clock.now(), {
      actor: 'monitor',
      action,
      targetType: 'monitor',
      ip: clientIp(request),
      details: { userAgent: plainText(headerText(request.headers['user-agent']), 512) },
    });

  const bearerOf = (request: FastifyRequest) =>
    /^Bearer\s+(.+)$/i.exec(headerText(request.headers.authorization) ?? '')?.[1]?.trim();

  /**
   * preHandler of the bearer endpoints: accepts the token from verify, or (as the spec describes) the
   * password itself. A wrong credential counts as a failed attempt; a missing one does not.
   */
  async function requireMonitor(request: FastifyRequest): Promise<void> {
    await assertNotLockedOut(request);
    const bearer = bearerOf(request);
    if (!bearer) throw unauthorized('Monitor password required');
    if (bearer.startsWith('m2.') || bearer.length > 512) {
      const hash = await monitorHash();
      if (hash && (await tokenIsValid(bearer, hash))) return;
      await recordAttempt(db, {
        emailLower: MONITOR_ATTEMPT_KEY,
        ip: clientIp(request),
        success: false,
        at: app.clock.now(),
      });
    } else if (await checkPassword(request, bearer)) {
      return;
    }
    await audit(request, 'monitor.auth_failed');
    throw unauthorized('Invalid or expired monitor session');
  }

  const monitorRateLimit = { max: 120, timeWindow: MINUTE };
  const noStore = { onSend: noStoreHook };

  app.post(
    '/api/honeypot-admin/verify',
    { bodyLimit: 4096, config: { rateLimit: { max: 30, timeWindow: MINUTE } }, ...noStore },
    async (request): Promise<MonitorVerifyResponse & { ok: true }> => {
      await assertNotLockedOut(request);
      const { password } = parseOr400(monitorVerifySchema, request.body);
      const hash = await checkPassword(request, password);
      if (!hash) {
        await audit(request, 'monitor.sign_in_failed');
        return { ok: true, valid: false };
      }
      await audit(request, 'monitor.sign_in');
      return { ok: true, valid: true, ...(await issueToken(hash)) };
    },
  );

  // Logout ends the token on the server too, so a copy of it is worth nothing afterwards.
  app.post(
    '/api/honeypot-admin/logout',
    { bodyLimit: 4096, config: { rateLimit: { max: 30, timeWindow: MINUTE } }, ...noStore },
    async (request) => {
      const bearer = bearerOf(request);
      if (bearer?.startsWith('m2.') && bearer.length <= 512) {
        await db.deleteFrom('app_settings').where('key', '=', tokenRowKey(bearer)).execute();
        await audit(request, 'monitor.sign_out');
      }
      return { ok: true as const, message: 'Signed out' };
    },
  );

  app.get(
    '/api/honeypot-admin/submissions',
    { preHandler: requireMonitor, config: { rateLimit: monitorRateLimit }, ...noStore },
    async (request) => {
      const { page, limit } = parseOr400(submissionsQuerySchema, request.query);
      const { rows, total } = await listSubmissions(db, { page, limit });
      return {
        ok: true as const,
        data: rows,
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },
  );

  app.get(
    '/api/honeypot-admin/stats',
    { preHandler: requireMonitor, config: { rateLimit: monitorRateLimit }, ...noStore },
    async () => {
      const stats = await submissionStats(db, startOfCampusDay(app.clock.now()));
      return { ok: true as const, ...stats };
    },
  );
}

/** Monitor replies carry personal data: no browser or proxy may keep a copy. */
async function noStoreHook(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'no-store');
  return payload;
}

/** A valid scrypt hash of a random string, compared against when no monitor hash is stored. */
const FALLBACK_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$N2v0dC9MZWZ0QmxhbmtPbkR1cnBvc2VfdG9fd2FzdGVfdGltZQ==';
