// Concerns from the public form and the submissions monitor (docs/product/server-behaviour.md#concerns-and-the-monitor):
// what a submission stores (plain text only, the server's own reading of the address and browser), a concern
// and its case stored together, and the monitor's password check under its own failure budget, its tokens
// (monitor-tokens.ts), its audit entries and its reads. The daily purge is jobs/concern-retention-purge.ts.

import { siteConfig } from '../../../config/site.ts';
import {
  CONCERN_MESSAGE_MIN,
  CONCERN_MESSAGES,
  type ConcernSubmitPayload,
  INITIAL_LOG_EMAIL,
  INITIAL_LOG_MESSAGE,
} from '../../shared/contract/concern.ts';
import { describeBrowser, detectInAppBrowser } from '../../shared/in-app-browser.ts';
import type { AuditAction } from '../domain/audit.ts';
import { BusyError } from '../lib/gate.ts';
import { lookupIp } from '../lib/geoip.ts';
import { badRequest, HttpError, unauthorized } from '../lib/http-errors.ts';
import { passwordChecks, verifyPassword } from '../lib/passwords.ts';
import { writeAudit, writeRepeatedAudit } from '../repositories/audit-log.ts';
import { cancelAttempt, recordAttempt, settleAttempt } from '../repositories/login-attempts.ts';
import { MONITOR_HASH_KEY } from '../repositories/monitor-settings.ts';
import {
  getSetting,
  insertSubmission,
  listSubmissions,
  type NewSubmission,
  submissionStats,
} from '../repositories/submissions.ts';
import { type AppContext, inTransaction } from './app-context.ts';
import { openCase } from './concern-cases.ts';
import { issueMonitorToken, monitorTokenIsValid, revokeMonitorToken } from './monitor-tokens.ts';
import { type AttemptLimits, emailLockState, pairLockState, reserveAttempt } from './sign-in-lockout.ts';

const MINUTE = 60_000;

/** Failed monitor authentications per IP, across every monitor endpoint, within the window. */
export const MONITOR_MAX_FAILURES = 10;
/** The monitor's key in the sign-in attempt table (not an e-mail, so it never meets an account). */
export const MONITOR_ATTEMPT_KEY = '#monitor';
/**
 * Per address first; the monitor is locked for every address only at the account count
 * (LOGIN_FAILURES_PER_ACCOUNT), and a valid token is never refused by either lock.
 */
export const monitorLimits = (config: { loginFailuresPerAccount: number }): AttemptLimits => ({
  perPair: MONITOR_MAX_FAILURES,
  perKey: config.loginFailuresPerAccount,
});
export const MONITOR_FAILURE_WINDOW_MS = 15 * MINUTE;
/** What the server itself sees of a request: its (normalised) address and headers. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  referer: string | undefined;
}

/** Removes control characters (Postgres text refuses NUL) but keeps tabs and line breaks. */
export function plainText(value: string | null | undefined, max: number): string | null {
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

// ---- Submissions -------------------------------------------------------------------------------------

/** What the form sends, plus what the server itself sees. */
async function submissionOf(
  ctx: AppContext,
  client: ClientInfo,
  body: Omit<Partial<ConcernSubmitPayload>, 'replyEmail' | 'message'>,
  content: { isInitial: boolean; replyEmail: string; message: string },
): Promise<NewSubmission> {
  const ip = client.ip;
  const userAgent = plainText(client.userAgent, 512);
  const gps = body.gpsLocation ?? null;
  const place = await lookupIp(ip);
  return {
    created_at: ctx.clock.now().toISOString(),
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
    referrer: plainText(body.referrer !== undefined ? body.referrer : client.referer, 2048),
  };
}

/** Logs a visit to the form (the initial access log). */
export async function logInitialVisit(
  ctx: AppContext,
  client: ClientInfo,
  body: Omit<Partial<ConcernSubmitPayload>, 'replyEmail' | 'message'>,
): Promise<void> {
  const row = await submissionOf(ctx, client, body, {
    isInitial: true,
    replyEmail: INITIAL_LOG_EMAIL,
    message: INITIAL_LOG_MESSAGE,
  });
  await insertSubmission(ctx.db.kysely, row);
}

/**
 * Stores a concern and opens its case (with the queued acknowledgement); returns the case reference and the
 * last day of the reply (yyyy-mm-dd, campus time), which the success screen and the acknowledgement show.
 */
export async function submitConcern(
  ctx: AppContext,
  client: ClientInfo,
  body: ConcernSubmitPayload,
): Promise<{ reference: string; due_date: string }> {
  // Stored as plain text exactly as typed (minus control characters); the monitor renders it as text.
  const message = plainText(body.message, 5000);
  if (!message || message.length < CONCERN_MESSAGE_MIN) throw badRequest(CONCERN_MESSAGES.messageTooShort);
  const row = await submissionOf(ctx, client, body, {
    isInitial: false,
    replyEmail: body.replyEmail,
    message,
  });
  // The concern and its case are stored together or not at all.
  const { reference, due, withheld } = await ctx.db.kysely.transaction().execute(async (trx) => {
    const submissionId = await insertSubmission(trx, row);
    return openCase(
      inTransaction(ctx, trx),
      { submissionId, replyEmail: body.replyEmail, message },
      ctx.config.acknowledgementLimits,
    );
  });
  if (withheld) {
    // The concern is kept and answered from its case; only the automatic mail is refused, and recorded.
    ctx.log.warn({ reason: withheld, reference }, 'concern acknowledgement not sent (limit reached)');
    await writeRepeatedAudit(
      ctx.db.kysely,
      ctx.db.kind,
      ctx.clock.now(),
      {
        actor: 'Concern form',
        action: 'concern.acknowledgement_withheld',
        targetType: 'case',
        ip: client.ip,
        details: { reason: withheld, reference },
      },
      60 * MINUTE,
    );
  } else ctx.mail.deliverSoon();
  return { reference, due_date: due };
}

// ---- The monitor ---------------------------------------------------------------------------------------

export const monitorLockedMessage = (waitMinutes: number) =>
  `Too many failed attempts. Please try again in ${waitMinutes} minute${waitMinutes === 1 ? '' : 's'}.`;

const lockedError = (waitMinutes: number) =>
  new HttpError(429, monitorLockedMessage(waitMinutes), { waitMinutes });

const monitorAudit = (
  ctx: AppContext,
  client: ClientInfo,
  action: AuditAction,
  details: Record<string, unknown> = {},
) =>
  writeAudit(ctx.db.kysely, ctx.clock.now(), {
    actor: 'monitor',
    action,
    targetType: 'monitor',
    ip: client.ip,
    details: { userAgent: plainText(client.userAgent, 512), ...details },
  });

/** A wrong monitor password or token: one row per address per window, with a count. */
const auditMonitorRefusal = (ctx: AppContext, client: ClientInfo, action: AuditAction) =>
  writeRepeatedAudit(
    ctx.db.kysely,
    ctx.db.kind,
    ctx.clock.now(),
    {
      actor: 'monitor',
      action,
      targetType: 'monitor',
      ip: client.ip,
      details: { userAgent: plainText(client.userAgent, 512) },
    },
    MONITOR_FAILURE_WINDOW_MS,
  );

/** After a failure: a lock that has just come into force (this address, or every address) is audited. */
async function auditMonitorLock(ctx: AppContext, client: ClientInfo): Promise<void> {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  const limits = monitorLimits(ctx.config);
  const pair = await pairLockState(db, MONITOR_ATTEMPT_KEY, client.ip, now, limits.perPair);
  const all = await emailLockState(db, MONITOR_ATTEMPT_KEY, now, limits.perKey);
  if (pair.locked || all.locked) {
    await monitorAudit(ctx, client, 'monitor.lockout', { pair: pair.locked, everyone: all.locked });
  }
}

/** 429 while this address, or everyone, has spent the failure budget; applies to every monitor endpoint. */
export async function assertMonitorNotLockedOut(ctx: AppContext, ip: string): Promise<void> {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  const limits = monitorLimits(ctx.config);
  const pair = await pairLockState(db, MONITOR_ATTEMPT_KEY, ip, now, limits.perPair);
  const all = await emailLockState(db, MONITOR_ATTEMPT_KEY, now, limits.perKey);
  const wait = Math.max(pair.locked ? pair.waitMinutes : 0, all.locked ? all.waitMinutes : 0);
  if (wait > 0) throw lockedError(wait);
}

/**
 * Checks the monitor password with an attempt reserved first (as at sign-in), so parallel guesses cannot
 * run more checks than the budget allows; returns the stored hash when it matches. Throws 429 when no
 * attempt is left.
 */
async function checkMonitorPassword(ctx: AppContext, ip: string, password: string): Promise<string | null> {
  const db = ctx.db.kysely;
  const reservation = await reserveAttempt(
    db,
    ctx.db.kind,
    { emailLower: MONITOR_ATTEMPT_KEY, ip, at: ctx.clock.now() },
    monitorLimits(ctx.config),
  );
  if (!reservation.ok) throw lockedError(reservation.waitMinutes);
  const hash = await getSetting(db, MONITOR_HASH_KEY);
  // Without a stored hash nothing can match; still spend the time a real check would take. Through the
  // password-check gate like sign-in: when it is full, "busy" and the reservation given back.
  const valid = await passwordChecks
    .run(async () => (await verifyPassword(password, hash ?? FALLBACK_HASH)) && hash !== null)
    .catch(async (err: unknown) => {
      if (err instanceof BusyError) await cancelAttempt(db, reservation.id);
      throw err;
    });
  await settleAttempt(db, reservation.id, valid);
  return valid ? hash : null;
}

/**
 * The monitor's sign-in: a token for the right password, `valid: false` for a wrong one (both audited).
 * The lockout is checked before the body is read, by the caller.
 */
export async function verifyMonitor(ctx: AppContext, client: ClientInfo, password: string) {
  const hash = await checkMonitorPassword(ctx, client.ip, password);
  if (!hash) {
    await auditMonitorRefusal(ctx, client, 'monitor.sign_in_failed');
    await auditMonitorLock(ctx, client);
    return { ok: true as const, valid: false };
  }
  await monitorAudit(ctx, client, 'monitor.sign_in');
  const token = await issueMonitorToken({ db: ctx.db.kysely, clock: ctx.clock }, hash);
  return { ok: true as const, valid: true, ...token };
}

/**
 * Accepts a bearer credential: the token from verify, or (as the spec describes) the password itself. A
 * wrong credential counts as a failed attempt; a missing one does not.
 */
export async function authenticateMonitor(
  ctx: AppContext,
  client: ClientInfo,
  bearer: string | undefined,
): Promise<void> {
  const isToken = bearer !== undefined && (bearer.startsWith('m2.') || bearer.length > 512);
  // A valid token is checked before the lockout: guesses at the password from other addresses must not
  // sign out the staff already using the monitor.
  if (isToken && bearer.length <= 512) {
    const hash = await getSetting(ctx.db.kysely, MONITOR_HASH_KEY);
    if (hash && (await monitorTokenIsValid({ db: ctx.db.kysely, clock: ctx.clock }, bearer, hash))) return;
  }
  await assertMonitorNotLockedOut(ctx, client.ip);
  if (!bearer) throw unauthorized('Monitor password required');
  if (isToken) {
    await recordAttempt(ctx.db.kysely, {
      emailLower: MONITOR_ATTEMPT_KEY,
      ip: client.ip,
      success: false,
      at: ctx.clock.now(),
    });
  } else if (await checkMonitorPassword(ctx, client.ip, bearer)) {
    return;
  }
  await auditMonitorRefusal(ctx, client, 'monitor.auth_failed');
  await auditMonitorLock(ctx, client);
  throw unauthorized('Invalid or expired monitor session');
}

/** Logout ends the token on the server too, so a copy of it is worth nothing afterwards. */
export async function signOutMonitor(ctx: AppContext, client: ClientInfo, bearer: string | undefined) {
  if (bearer?.startsWith('m2.') && bearer.length <= 512) {
    await revokeMonitorToken(ctx.db.kysely, bearer);
    await monitorAudit(ctx, client, 'monitor.sign_out');
  }
}

export async function monitorSubmissions(ctx: AppContext, page: number, limit: number) {
  const { rows, total } = await listSubmissions(ctx.db.kysely, { page, limit });
  return {
    ok: true as const,
    data: rows,
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}

export async function monitorStats(ctx: AppContext) {
  return { ok: true as const, ...(await submissionStats(ctx.db.kysely, startOfCampusDay(ctx.clock.now()))) };
}

/** A valid scrypt hash of a random string, compared against when no monitor hash is stored. */
const FALLBACK_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$N2v0dC9MZWZ0QmxhbmtPbkR1cnBvc2VfdG9fd2FzdGVfdGltZQ==';
