// GET /api/admin/cases: one page of the cases this user may see, filtered and searched.
import {
  type CaseListQuery,
  type CaseListResponse,
  caseEndpoints,
} from '../../../../shared/contract/cases.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const CASES_QUERY_KEY = ['admin', 'cases'] as const;

export function getCases(query: CaseListQuery, signal?: AbortSignal): Promise<CaseListResponse> {
  return portalCall(caseEndpoints.list, { query }, { signal });
}
