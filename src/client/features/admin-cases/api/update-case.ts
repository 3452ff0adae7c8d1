// PATCH /api/admin/cases/{id}: status, classification (which sets the deadline) and office.
import { type CaseUpdate, caseEndpoints } from '../../../../shared/contract/cases.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function updateCase(id: number, patch: CaseUpdate): Promise<void> {
  await portalCall(caseEndpoints.update, { params: { id }, body: patch });
}
