// GET /api/admin/case-report.csv?month=: the monthly report, saved as a file.
import { caseEndpoints } from '../../../../shared/contract/cases.ts';
import { downloadFile } from '../../../lib/download-file.ts';

export function downloadCaseReport(month: string): Promise<void> {
  return downloadFile(caseEndpoints.reportCsv, { query: { month } }, `concern-cases-${month}.csv`);
}
