// POST /api/admin/cases/{id}/replies: a plain-text reply, queued for e-mail to the sender.
import { caseEndpoints } from '../../../../shared/contract/cases.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function sendCaseReply(id: number, body: string): Promise<void> {
  await portalCall(caseEndpoints.reply, { params: { id }, body: { body } });
}
