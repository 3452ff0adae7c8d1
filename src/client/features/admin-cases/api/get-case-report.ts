// GET /api/admin/case-report?month=: the monthly Citizen's Charter report per office.
import { caseEndpoints, type ReportResponse } from '../../../../shared/contract/cases.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const caseReportQueryKey = (month: string) => ['admin', 'case-report', month] as const;

export function getCaseReport(month: string): Promise<ReportResponse> {
  return portalCall(caseEndpoints.report, { query: { month } });
}
