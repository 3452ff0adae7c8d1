// Server-side session records behind the session tokens: created at sign-in, checked on every admin call.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { USER_WITH_OFFICE_COLUMNS } from './users.ts';

export function newSessionId(): string {
  return randomBytes(24).toString('base64url');
}

export async function createSession(
  db: Kysely<Database>,
  s: {
    id: string;
    userId: number;
    createdAt: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: s.id,
      user_id: s.userId,
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      revoked_at: null,
      ip: s.ip,
      user_agent: s.userAgent ? s.userAgent.slice(0, 500) : null,
    })
    .execute();
}

/** The session with its user and office, whatever its state; the caller judges validity. */
export async function findSessionWithUser(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('offices', 'offices.office_id', 'users.office_id')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at',
      'sessions.revoked_at',
      'sessions.last_seen_at',
      ...USER_WITH_OFFICE_COLUMNS,
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

export async function revokeSession(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at.toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every open session of a user, optionally keeping one (the caller's own). Returns how many. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  at: Date,
  exceptId?: string,
): Promise<number> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: at.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptId) q = q.where('id', '<>', exceptId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Revokes every open session of every user with `role`, keeping one (the caller's own). Returns how many. */
export async function revokeRoleSessions(
  db: Kysely<Database>,
  role: Database['users']['role'],
  at: Date,
  exceptId: string,
): Promise<number> {
  const res = await db
    .updateTable('sessions')
    .set({ revoked_at: at.toISOString() })
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('users.id').where('users.role', '=', role))
    .where('revoked_at', 'is', null)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Drops a user's sessions that ended more than a day ago, so the table does not grow forever. */
export async function pruneUserSessions(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<', cutoff).execute();
}

/** A user's sessions that are neither revoked nor expired, newest first. */
export async function listOpenSessions(db: Kysely<Database>, userId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .execute();
}

/** Records that a session was used; callers throttle (at most once a minute per session). */
export async function touchSession(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at.toISOString() }).where('id', '=', id).execute();
}
