// GET /api/admin/cases/{id}: the case with its notes, history and mail (each view is audited).
import { type CaseDetailResponse, caseEndpoints } from '../../../../shared/contract/cases.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const caseQueryKey = (id: number) => ['admin', 'case', id] as const;

export function getCase(id: number, signal?: AbortSignal): Promise<CaseDetailResponse> {
  return portalCall(caseEndpoints.detail, { params: { id } }, { signal });
}
