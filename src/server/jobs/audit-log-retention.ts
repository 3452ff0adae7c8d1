// Audit log entries are kept for AUDIT_RETENTION_DAYS, then pruned: at start, then once a day.
import { pruneAuditBefore } from '../repositories/audit-log.ts';
import { defineJob } from './job.ts';

const DAY = 24 * 60 * 60_000;

export const auditLogRetention = defineJob({
  name: 'audit log retention',
  everyMs: DAY,
  atStart: 'in-background',
  run: async (app) => {
    const cutoff = new Date(app.clock.now().getTime() - app.config.auditRetentionDays * DAY).toISOString();
    const n = await pruneAuditBefore(app.db.kysely, cutoff);
    if (n > 0) app.log.info({ pruned: n, cutoff }, 'pruned old audit log entries');
  },
});
