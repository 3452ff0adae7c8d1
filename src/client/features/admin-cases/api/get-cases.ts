// GET /api/admin/cases: one page of the cases this user may see, filtered and searched.
import {
  type CaseListQuery,
  type CaseListResponse,
  caseListResponseSchema,
} from '../../../../shared/contract/cases.ts';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export const CASES_QUERY_KEY = ['admin', 'cases'] as const;

export async function getCases(query: CaseListQuery, signal?: AbortSignal): Promise<CaseListResponse> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.status) params.set('status', query.status);
  if (query.office !== undefined) params.set('office', String(query.office));
  if (query.due) params.set('due', query.due);
  if (query.q) params.set('q', query.q);
  return caseListResponseSchema.parse(await adminRequest(`/api/admin/cases?${params}`, { signal }));
}
