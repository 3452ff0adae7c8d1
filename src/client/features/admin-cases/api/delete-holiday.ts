// DELETE /api/admin/case-holidays/{date}.
import { caseEndpoints } from '../../../../shared/contract/cases.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function deleteHoliday(date: string): Promise<void> {
  await portalCall(caseEndpoints.removeHoliday, { params: { date } });
}
