// POST /api/admin/cases/{id}/notes: an internal note (never sent to the sender).
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function addCaseNote(id: number, body: string): Promise<void> {
  await adminRequest(`/api/admin/cases/${id}/notes`, { method: 'POST', json: { body } });
}
