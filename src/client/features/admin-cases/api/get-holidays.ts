// GET /api/admin/case-holidays?year=: the holidays deadlines skip.
import { caseEndpoints, type Holiday } from '../../../../shared/contract/cases.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const holidaysQueryKey = (year: number) => ['admin', 'case-holidays', year] as const;

export async function getHolidays(year: number): Promise<Holiday[]> {
  return (await portalCall(caseEndpoints.holidays, { query: { year } })).holidays;
}
