// GET /api/admin/case-report?month=: the monthly Citizen's Charter report per office.
import { type ReportResponse, reportResponseSchema } from '../../../../shared/contract/cases.ts';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export const caseReportQueryKey = (month: string) => ['admin', 'case-report', month] as const;

export async function getCaseReport(month: string): Promise<ReportResponse> {
  return reportResponseSchema.parse(await adminRequest(`/api/admin/case-report?month=${month}`));
}
