// POST /api/admin/cases/{id}/replies: a plain-text reply, queued for e-mail to the sender.
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function sendCaseReply(id: number, body: string): Promise<void> {
  await adminRequest(`/api/admin/cases/${id}/replies`, { method: 'POST', json: { body } });
}
