// POST /api/admin/cases/{id}/notes: an internal note (never sent to the sender).
import { caseEndpoints } from '../../../../shared/contract/cases.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function addCaseNote(id: number, body: string): Promise<void> {
  await portalCall(caseEndpoints.addNote, { params: { id }, body: { body } });
}
