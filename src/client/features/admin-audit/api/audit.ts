// GET /api/admin/audit (one page) and /api/admin/audit.csv (the same filters, saved as a file).
import { type AuditPage, auditPageSchema } from '../../../../shared/contract/audit.ts';
import {
  AdminApiError,
  adminRequest,
  authHeaders,
  NetworkError,
} from '../../admin-auth/api/admin-request.ts';

export interface AuditFilters {
  user: string;
  action: string;
  office: string;
  from: string;
  to: string;
}

export const EMPTY_FILTERS: AuditFilters = { user: '', action: '', office: '', from: '', to: '' };

const queryOf = (f: AuditFilters, page?: number) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) params.set(k, v);
  if (page && page > 1) params.set('page', String(page));
  return params.toString();
};

export async function getAuditPage(f: AuditFilters, page: number, signal?: AbortSignal): Promise<AuditPage> {
  return auditPageSchema.parse(await adminRequest(`/api/admin/audit?${queryOf(f, page)}`, { signal }));
}

export async function downloadAuditCsv(f: AuditFilters): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/audit.csv?${queryOf(f)}`, {
      headers: authHeaders(),
      credentials: 'include',
    });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) throw new AdminApiError(`Request failed (${response.status})`, response.status, null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
