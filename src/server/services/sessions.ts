// Sessions: opening one at sign-in, and the account's Sessions screen (list, sign out one or all others).
import { createHash } from 'node:crypto';
import type { OfficeSlug } from '../../shared/contract/offices.ts';
import { SESSION_MESSAGES, type SessionInfo } from '../../shared/contract/sessions.ts';
import type { RequestOrigin, SignedInUser } from '../domain/actor.ts';
import { notFound } from '../lib/http-errors.ts';
import { SESSION_LIFETIME_MS, signSessionToken, verifySessionToken } from '../lib/tokens.ts';
import { describeUserAgent } from '../lib/user-agent.ts';
import { writeOwnAccountAudit } from '../repositories/audit-log.ts';
import {
  createSession,
  findSessionWithUser,
  listOpenSessions,
  newSessionId,
  pruneUserSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from '../repositories/sessions.ts';
import type { PublicUser } from '../repositories/users.ts';
import type { AppContext } from './app-context.ts';

const fullName = (u: Pick<PublicUser, 'first_name' | 'middle_name' | 'last_name'>) =>
  [u.first_name, u.middle_name, u.last_name].filter((p) => p && p.trim() !== '').join(' ');

/** How often a session's last_seen_at is written at most (the Sessions screen shows it). */
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * The user a bearer token signs in, or null: an HS256 JWT signed with the session secret, not expired, whose
 * session row is neither revoked nor expired and belongs to a user who is still active.
 */
export async function sessionUser(
  ctx: Pick<AppContext, 'db' | 'clock' | 'sessionSecret'>,
  token: string,
): Promise<SignedInUser | null> {
  const now = ctx.clock.now();
  const claims = await verifySessionToken(ctx.sessionSecret, token, now);
  if (!claims) return null;
  const row = await findSessionWithUser(ctx.db.kysely, claims.sid);
  if (!row || String(row.id) !== claims.sub) return null;
  if (row.revoked_at !== null || Date.parse(row.expires_at) <= now.getTime()) return null;
  if (row.status !== 'active') return null;
  if (row.last_seen_at === null || now.getTime() - Date.parse(row.last_seen_at) >= LAST_SEEN_EVERY_MS)
    await touchSession(ctx.db.kysely, row.session_id, now);
  // Role and office come from the database, so a change applies at once, not at the next sign-in.
  const { session_id, expires_at, revoked_at, last_seen_at, ...user } = row;
  return { ...user, office: user.office as OfficeSlug, sessionId: session_id };
}

/** Opens a session for the user and returns its signed token. */
export async function issueSession(
  ctx: AppContext,
  user: PublicUser,
  request: RequestOrigin,
): Promise<string> {
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const sid = newSessionId();
  await pruneUserSessions(ctx.db.kysely, user.id, now);
  await createSession(ctx.db.kysely, {
    id: sid,
    userId: user.id,
    createdAt: now,
    expiresAt,
    ip: request.ip,
    userAgent: request.userAgent,
  });
  return signSessionToken(
    ctx.sessionSecret,
    {
      sub: String(user.id),
      sid,
      name: `${user.first_name} ${user.last_name}`.trim(),
      username: user.email,
      fullname: fullName(user),
      role: user.role,
      office: user.office,
      office_abbrev: user.office_abbrev,
      course_abbrev: user.office_abbrev,
    },
    now,
    expiresAt,
  );
}

/** The handle the Sessions screen uses for a session: the session id itself is a credential's half. */
export const publicSessionId = (sid: string) => createHash('sha256').update(sid).digest('hex').slice(0, 16);

export async function listSessions(ctx: AppContext, user: SignedInUser): Promise<SessionInfo[]> {
  const rows = await listOpenSessions(ctx.db.kysely, user.id, ctx.clock.now());
  return rows.map((r) => ({
    id: publicSessionId(r.id),
    device: describeUserAgent(r.user_agent),
    ip: r.ip,
    created_at: r.created_at,
    last_seen_at: r.last_seen_at,
    current: r.id === user.sessionId,
  }));
}

/** Signs out one of the user's own sessions (the current one too: that is signing out). */
export async function signOutSession(
  ctx: AppContext,
  user: SignedInUser,
  publicId: string,
  ip: string | null,
): Promise<{ current: boolean }> {
  const now = ctx.clock.now();
  const rows = await listOpenSessions(ctx.db.kysely, user.id, now);
  const row = rows.find((r) => publicSessionId(r.id) === publicId);
  if (!row) throw notFound(SESSION_MESSAGES.notFound);
  await revokeSession(ctx.db.kysely, row.id, now);
  await writeOwnAccountAudit(ctx.db.kysely, now, user, 'auth.session.revoke', ip, {
    device: describeUserAgent(row.user_agent),
    sessionIp: row.ip,
  });
  return { current: row.id === user.sessionId };
}

export async function signOutOtherSessions(
  ctx: AppContext,
  user: SignedInUser,
  ip: string | null,
): Promise<number> {
  const now = ctx.clock.now();
  const n = await revokeUserSessions(ctx.db.kysely, user.id, now, user.sessionId);
  await writeOwnAccountAudit(ctx.db.kysely, now, user, 'auth.session.revoke_others', ip, {
    revokedSessions: n,
  });
  return n;
}
