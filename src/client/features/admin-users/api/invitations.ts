// Invitations (issue 38): POST /api/admin/users/invitations creates a pending account and mails it a link to
// choose its password; POST /api/admin/users/{id}/invitation sends a new link (the earlier one stops working).
import { type InviteUserPayload, userEndpoints } from '../../../../shared/contract/users.ts';
import { portalCall } from '../../../lib/portal-call.ts';

/** Returns the server's words for what happened (sent, or waiting until e-mail is turned on). */
export async function inviteUser(payload: InviteUserPayload): Promise<string> {
  return (await portalCall(userEndpoints.invite, { body: payload })).message;
}

export async function resendInvitation(id: number): Promise<string> {
  return (await portalCall(userEndpoints.resendInvitation, { params: { id } })).message;
}
