// GET /api/admin/cases/{id}/mail-status: delivery state of the case's mail, polled while some is queued.
import { type CaseMailStatus, caseMailStatusResponseSchema } from '../../../../shared/contract/cases.ts';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function getCaseMailStatus(id: number, signal?: AbortSignal): Promise<CaseMailStatus[]> {
  return caseMailStatusResponseSchema.parse(
    await adminRequest(`/api/admin/cases/${id}/mail-status`, { signal }),
  ).mail;
}
