// GET /api/admin/audit (one page) and /api/admin/audit.csv (the same filters, saved as a file).
import { type AuditPage, auditEndpoints } from '../../../../shared/contract/audit.ts';
import { campusToday } from '../../../../shared/dates.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export interface AuditFilters {
  user: string;
  action: string;
  office: string;
  from: string;
  to: string;
}

export const EMPTY_FILTERS: AuditFilters = { user: '', action: '', office: '', from: '', to: '' };

/** The filters that are set, and the page after the first. */
const queryOf = (f: AuditFilters, page?: number) => ({
  ...Object.fromEntries(Object.entries(f).filter(([, v]) => v)),
  ...(page && page > 1 ? { page } : {}),
});

export function getAuditPage(f: AuditFilters, page: number, signal?: AbortSignal): Promise<AuditPage> {
  return portalCall(auditEndpoints.page, { query: queryOf(f, page) }, { signal });
}

export function downloadAuditCsv(f: AuditFilters): Promise<void> {
  const day = campusToday();
  return downloadFile(auditEndpoints.csv, { query: queryOf(f) }, `audit-log-${day}.csv`);
}
