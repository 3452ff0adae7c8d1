// The superadmins' audit log viewer: filters from the query, one page, and the CSV export. Read-only:
// nothing in the portal edits or deletes an entry (jobs/audit-log-retention.ts prunes old ones).

import type { z } from 'zod';
import {
  AUDIT_CSV_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditPage,
  type auditQuerySchema,
} from '../../shared/contract/audit.ts';
import { type AuditFilter, auditActions, listAudit } from '../repositories/audit-log.ts';
import type { AppContext } from './app-context.ts';

type Query = z.infer<typeof auditQuerySchema>;

const DAY_MS = 24 * 60 * 60_000;

/** Days are UTC and both ends inclusive: `to` becomes the start of the following day, exclusive. */
export function toFilter(q: Query): AuditFilter {
  return {
    userId: q.user,
    action: q.action,
    office: q.office,
    from: q.from ? `${q.from}T00:00:00.000Z` : undefined,
    to: q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS).toISOString() : undefined,
  };
}

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : { value: v };
  } catch {
    return { text };
  }
}

type Row = Awaited<ReturnType<typeof listAudit>>['rows'][number];
const toEntry = (r: Row): AuditEntry => ({
  id: Number(r.id),
  created_at: r.created_at,
  actor_user_id: r.actor_user_id,
  actor: r.actor,
  action: r.action,
  target_type: r.target_type,
  target_id: r.target_id,
  ip: r.ip,
  office: r.office,
  details: parseDetails(r.details),
});

export async function auditPage(ctx: AppContext, q: Query): Promise<AuditPage> {
  const db = ctx.db.kysely;
  const offset = (q.page - 1) * AUDIT_PAGE_SIZE;
  const [{ rows, total }, actions] = await Promise.all([
    listAudit(db, toFilter(q), AUDIT_PAGE_SIZE, offset),
    auditActions(db),
  ]);
  return {
    ok: true,
    entries: rows.map(toEntry),
    total,
    page: q.page,
    page_size: AUDIT_PAGE_SIZE,
    actions,
    retention_days: ctx.config.auditRetentionDays,
  };
}

/**
 * A CSV field: quoted when needed, and a leading = + - @ (or tab/CR) prefixed with ' so a spreadsheet
 * never runs a logged value as a formula.
 */
export function csvField(value: unknown): string {
  let s =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const CSV_COLUMNS = [
  'time',
  'actor',
  'actor_user_id',
  'action',
  'target_type',
  'target_id',
  'office',
  'ip',
  'details',
];

export async function auditCsv(ctx: AppContext, q: Query): Promise<{ csv: string; truncated: boolean }> {
  const { rows, total } = await listAudit(ctx.db.kysely, toFilter(q), AUDIT_CSV_MAX_ROWS, 0);
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.created_at,
        r.actor,
        r.actor_user_id,
        r.action,
        r.target_type,
        r.target_id,
        r.office,
        r.ip,
        r.details,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return { csv: `${lines.join('\r\n')}\r\n`, truncated: total > rows.length };
}
