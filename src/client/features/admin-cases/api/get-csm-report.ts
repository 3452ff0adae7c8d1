// GET /api/admin/csm-report?year=: the year's client satisfaction figures (ARTA CSM).
import { type CsmReport, csmEndpoints } from '../../../../shared/contract/csm.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const csmReportQueryKey = (year: number) => ['admin', 'csm-report', year] as const;

export async function getCsmReport(year: number): Promise<CsmReport> {
  return (await portalCall(csmEndpoints.report, { query: { year } })).report;
}
