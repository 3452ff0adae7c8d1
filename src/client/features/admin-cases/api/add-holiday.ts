// POST /api/admin/case-holidays: adds a date (open cases' deadlines move with it).
import { caseEndpoints, type Holiday } from '../../../../shared/contract/cases.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function addHoliday(holiday: Holiday): Promise<void> {
  await portalCall(caseEndpoints.addHoliday, { body: holiday });
}
