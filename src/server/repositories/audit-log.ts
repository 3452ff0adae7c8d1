// Audit log: who did what, when, from where. Written by sign-in, users, articles and the monitor.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface AuditEntry {
  actorUserId?: number | null;
  /** E-mail of the actor, or a label such as 'monitor' or 'system'. */
  actor?: string | null;
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  ip?: string | null;
  details?: Record<string, unknown> | null;
}

export async function writeAudit(db: Kysely<Database>, at: Date, e: AuditEntry): Promise<void> {
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
    })
    .execute();
}
