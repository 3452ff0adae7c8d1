// PATCH /api/admin/cases/{id}: status, classification (which sets the deadline) and office.
import type { CaseUpdate } from '../../../../shared/contract/cases.ts';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function updateCase(id: number, patch: CaseUpdate): Promise<void> {
  await adminRequest(`/api/admin/cases/${id}`, { method: 'PATCH', json: patch });
}
