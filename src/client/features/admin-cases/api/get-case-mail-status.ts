// GET /api/admin/cases/{id}/mail-status: delivery state of the case's mail, polled while some is queued.
import { type CaseMailStatus, caseEndpoints } from '../../../../shared/contract/cases.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function getCaseMailStatus(id: number, signal?: AbortSignal): Promise<CaseMailStatus[]> {
  return (await portalCall(caseEndpoints.mailStatus, { params: { id } }, { signal })).mail;
}
