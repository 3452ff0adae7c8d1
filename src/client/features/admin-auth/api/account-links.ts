// "Forgot password?" and the set-password page (issue 38): POST /api/auth/forgot-password,
// /api/auth/account-link and /api/auth/set-password. None carries a session.
import {
  type AccountLinkReply,
  accountLinkEndpoints,
  type SetPasswordPayload,
} from '../../../../shared/contract/account-links.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function requestPasswordReset(email: string): Promise<string> {
  const reply = await portalCall(
    accountLinkEndpoints.forgotPassword,
    { body: { email } },
    { anonymous: true },
  );
  return reply.message;
}

export function checkAccountLink(token: string, signal?: AbortSignal): Promise<AccountLinkReply> {
  return portalCall(accountLinkEndpoints.check, { body: { token } }, { anonymous: true, signal });
}

export async function setPasswordWithLink(payload: SetPasswordPayload): Promise<string> {
  const reply = await portalCall(accountLinkEndpoints.setPassword, { body: payload }, { anonymous: true });
  return reply.message;
}
