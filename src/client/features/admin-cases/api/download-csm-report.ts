// GET /api/admin/csm-report.csv?year=: the year's satisfaction figures, saved as a file.
import { csmEndpoints } from '../../../../shared/contract/csm.ts';
import { downloadFile } from '../../../lib/download-file.ts';

export function downloadCsmReport(year: number): Promise<void> {
  return downloadFile(csmEndpoints.reportCsv, { query: { year } }, `client-satisfaction-${year}.csv`);
}
