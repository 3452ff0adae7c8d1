// Audit log entries are kept for AUDIT_RETENTION_DAYS, then pruned: at start, then once a day.
import { pruneAuditBefore } from '../repositories/audit-log.ts';
import { defineJob } from './job.ts';

const DAY = 24 * 60 * 60_000;

export const auditLogRetention = defineJob({
  name: 'audit log retention',
  everyMs: DAY,
  atStart: 'in-background',
  run: async (ctx) => {
    const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.auditRetentionDays * DAY).toISOString();
    const n = await pruneAuditBefore(ctx.db.kysely, cutoff);
    if (n > 0) ctx.log.info({ pruned: n, cutoff }, 'pruned old audit log entries');
  },
});
