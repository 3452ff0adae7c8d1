// Audit log: who did what, when, from where. Written by sign-in, users, articles and the monitor; read by
// the superadmins' audit log viewer; never edited, only pruned after AUDIT_RETENTION_DAYS.
import type { Kysely, Transaction } from 'kysely';
import { type DbKind, lockKeys } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { AuditAction } from '../domain/audit.ts';

export interface AuditEntry {
  actorUserId?: number | null;
  /** E-mail of the actor, or a label such as 'monitor' or 'system'. */
  actor?: string | null;
  action: AuditAction;
  targetType?: string | null;
  targetId?: string | number | null;
  ip?: string | null;
  details?: Record<string, unknown> | null;
  /** Office slug the entry concerns; defaults to `details.office` when that is a string. */
  office?: string | null;
}

type Db = Kysely<Database> | Transaction<Database>;

/** An entry about a user's own account (sign-out, their sessions, their second factor), done by them. */
export function writeOwnAccountAudit(
  db: Db,
  at: Date,
  user: { id: number; email: string },
  action: AuditAction,
  ip: string | null,
  details?: Record<string, unknown>,
): Promise<void> {
  return writeAudit(db, at, {
    actorUserId: user.id,
    actor: user.email,
    action,
    targetType: 'user',
    targetId: user.id,
    ip,
    details,
  });
}

export async function writeAudit(db: Db, at: Date, e: AuditEntry): Promise<void> {
  const detailOffice = typeof e.details?.office === 'string' ? e.details.office : null;
  await db
    .insertInto('audit_log')
    .values({
      created_at: at.toISOString(),
      actor_user_id: e.actorUserId ?? null,
      actor: e.actor ?? null,
      action: e.action,
      target_type: e.targetType ?? null,
      target_id: e.targetId == null ? null : String(e.targetId),
      ip: e.ip ?? null,
      details: e.details ? JSON.stringify(e.details) : null,
      office: e.office ?? detailOffice,
    })
    .execute();
}

/**
 * An entry that repeats (a refused sign-in, a wrong monitor password): the first one within `windowMs` for
 * the same action, actor and address is written, later ones add to its `details.count` and `details.lastAt`,
 * so a guessing run is one row per account and address per window instead of one per request.
 */
export async function writeRepeatedAudit(
  db: Kysely<Database>,
  kind: DbKind,
  at: Date,
  e: AuditEntry,
  windowMs: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockKeys(trx, kind, [`audit:${e.action}:${e.actor ?? ''}:${e.ip ?? ''}`]);
    const row = await trx
      .selectFrom('audit_log')
      .select(['id', 'details'])
      .where('action', '=', e.action)
      .where('created_at', '>=', new Date(at.getTime() - windowMs).toISOString())
      .where((eb) => (e.actor == null ? eb('actor', 'is', null) : eb('actor', '=', e.actor)))
      .where((eb) => (e.ip == null ? eb('ip', 'is', null) : eb('ip', '=', e.ip)))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) {
      await writeAudit(trx, at, { ...e, details: { ...e.details, count: 1 } });
      return;
    }
    const details = (row.details ? JSON.parse(row.details) : {}) as Record<string, unknown>;
    const count = (typeof details.count === 'number' ? details.count : 1) + 1;
    await trx
      .updateTable('audit_log')
      .set({ details: JSON.stringify({ ...details, count, lastAt: at.toISOString() }) })
      .where('id', '=', row.id)
      .execute();
  });
}

export interface AuditFilter {
  /** Entries this user did, or that were done to this user. */
  userId?: number;
  /** An exact action, or a group such as 'auth.' (ends with a dot). */
  action?: string;
  /** Entries about this office, or done by one of its users. */
  office?: string;
  /** ISO instants, from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

function filtered(db: Db, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (f.userId !== undefined) {
    const id = f.userId;
    q = q.where((eb) =>
      eb.or([
        eb('audit_log.actor_user_id', '=', id),
        eb.and([eb('audit_log.target_type', '=', 'user'), eb('audit_log.target_id', '=', String(id))]),
      ]),
    );
  }
  if (f.action) {
    const action = f.action;
    // The contract allows only [a-z0-9.-] in an action, so LIKE needs no escaping.
    q = action.endsWith('.')
      ? q.where('audit_log.action', 'like', `${action}%`)
      : q.where('audit_log.action', '=', action);
  }
  if (f.office) {
    const office = f.office;
    q = q.where((eb) =>
      eb.or([
        eb('audit_log.office', '=', office),
        eb(
          'audit_log.actor_user_id',
          'in',
          eb
            .selectFrom('users')
            .innerJoin('offices', 'offices.office_id', 'users.office_id')
            .select('users.id')
            .where('offices.slug', '=', office),
        ),
      ]),
    );
  }
  if (f.from) q = q.where('audit_log.created_at', '>=', f.from);
  if (f.to) q = q.where('audit_log.created_at', '<', f.to);
  return q;
}

const COLUMNS = [
  'audit_log.id',
  'audit_log.created_at',
  'audit_log.actor_user_id',
  'audit_log.actor',
  'audit_log.action',
  'audit_log.target_type',
  'audit_log.target_id',
  'audit_log.ip',
  'audit_log.details',
  'audit_log.office',
] as const;

/** One page of entries, newest first, and how many match in all. */
export async function listAudit(db: Db, f: AuditFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .select(COLUMNS)
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every action name in the log, for the viewer's filter. */
export async function auditActions(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
  return rows.map((r) => r.action);
}

/** Deletes entries older than the cutoff (the retention job); returns how many. */
export async function pruneAuditBefore(db: Db, cutoffIso: string): Promise<number> {
  const r = await db.deleteFrom('audit_log').where('created_at', '<', cutoffIso).executeTakeFirst();
  return Number(r.numDeletedRows);
}
