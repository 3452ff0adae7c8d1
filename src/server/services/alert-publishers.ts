// Who may post campus alerts (docs/decisions/0039-subscriptions-and-push.md): superadmins, and the accounts a
// superadmin marks as alert publishers; granting and revoking are audited.

import type { Kysely } from 'kysely';
import {
  type AlertPublisher,
  ALERT_PUBLISHER_MESSAGES as M,
} from '../../shared/contract/alert-publishers.ts';
import type { Database } from '../db/schema.ts';
import { type Actor, auditActorOf, type SignedInUser } from '../domain/actor.ts';
import { forbidden, notFound } from '../lib/http-errors.ts';
import * as repo from '../repositories/alert-publishers.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import { findUserById } from '../repositories/users.ts';
import type { AppContext } from './app-context.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Superadmins always; an office admin while marked as a publisher; contributors never. */
export async function canPublishAlerts(db: Kysely<Database>, user: SignedInUser): Promise<boolean> {
  if (user.role === 'superadmin') return true;
  if (user.role !== 'admin') return false;
  return repo.isPublisher(db, user.id);
}

export async function requireAlertPublisher(db: Kysely<Database>, user: SignedInUser): Promise<void> {
  if (!(await canPublishAlerts(db, user))) throw forbidden(M.onlyPublishers);
}

export async function listAlertPublishers(ctx: Pick<Ctx, 'db'>): Promise<AlertPublisher[]> {
  return (await repo.listPublishers(ctx.db.kysely)).map((r) => ({
    user_id: Number(r.user_id),
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    office_abbrev: r.office_abbrev,
    granted_at: r.granted_at,
  }));
}

/** A superadmin marks (or unmarks) an account as an alert publisher; the change is audited. */
export async function setAlertPublisher(ctx: Ctx, actor: Actor, userId: number, publisher: boolean) {
  if (actor.user.role !== 'superadmin') throw forbidden(M.onlyPublishers);
  const user = await findUserById(ctx.db.kysely, userId);
  if (!user) throw notFound(M.userNotFound);
  if (publisher && user.role !== 'admin') throw forbidden(M.notStaff);
  const now = ctx.clock.now();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const changed = publisher
      ? await repo.grant(trx, userId, now.toISOString(), actor.user.id)
      : await repo.revoke(trx, userId);
    if (!changed) return;
    await writeAudit(trx, now, {
      ...auditActorOf(actor),
      action: publisher ? 'site.alert.publisher.grant' : 'site.alert.publisher.revoke',
      targetType: 'user',
      targetId: userId,
      details: { email: user.email },
    });
  });
  return publisher ? M.granted : M.revoked;
}
