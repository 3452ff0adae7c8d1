// GET /api/admin/cases/{id}: the case with its notes, history and mail (each view is audited).
import { type CaseDetailResponse, caseDetailResponseSchema } from '../../../../shared/contract/cases.ts';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export const caseQueryKey = (id: number) => ['admin', 'case', id] as const;

export async function getCase(id: number, signal?: AbortSignal): Promise<CaseDetailResponse> {
  return caseDetailResponseSchema.parse(await adminRequest(`/api/admin/cases/${id}`, { signal }));
}
