// The sign-in's second step (no session yet, so no token): the code or a recovery code, or the set-up of an
// authenticator when the site requires one (docs/decisions/0014-two-step-sign-in.md).
import type { LoginResponse } from '../../../../shared/contract/auth.ts';
import {
  type ConfirmResponse,
  type SetupResponse,
  twoFactorEndpoints,
} from '../../../../shared/contract/two-factor.ts';
import { portalCall } from '../../../lib/portal-call.ts';
import { refusalOf } from './login.ts';

/** The code step; a refusal is a normal answer (its message and attempts left are shown). */
export async function submitSignInCode(
  challenge: string,
  factor: { code: string } | { recovery_code: string },
): Promise<LoginResponse & { status: number }> {
  try {
    const reply = await portalCall(
      twoFactorEndpoints.loginCode,
      { body: { challenge, ...factor } },
      { anonymous: true },
    );
    return { ...reply, status: 200 };
  } catch (error) {
    return refusalOf(error);
  }
}

export function startEnrolment(challenge: string): Promise<SetupResponse> {
  return portalCall(twoFactorEndpoints.enrolSetup, { body: { challenge } }, { anonymous: true });
}

export function confirmEnrolment(challenge: string, code: string): Promise<ConfirmResponse> {
  return portalCall(twoFactorEndpoints.enrolConfirm, { body: { challenge, code } }, { anonymous: true });
}
