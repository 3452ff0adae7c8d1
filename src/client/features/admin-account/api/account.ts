// The account's two-step sign-in and Sessions calls.

import { type SessionInfo, sessionEndpoints } from '../../../../shared/contract/sessions.ts';
import {
  type ConfirmResponse,
  type SecuritySettings,
  type SetupResponse,
  type TwoFactorStatus,
  twoFactorEndpoints,
} from '../../../../shared/contract/two-factor.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const twoFactorQueryKey = ['admin', 'account', 'two-factor'] as const;
export const sessionsQueryKey = ['admin', 'account', 'sessions'] as const;

export function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return portalCall(twoFactorEndpoints.status, {}, { signal });
}

export function startSetup(): Promise<SetupResponse> {
  return portalCall(twoFactorEndpoints.setup, {});
}

export function confirmSetup(code: string, currentPassword: string): Promise<ConfirmResponse> {
  return portalCall(twoFactorEndpoints.confirm, { body: { current_password: currentPassword, code } });
}

export async function disableTwoFactor(code: string, currentPassword: string): Promise<void> {
  await portalCall(twoFactorEndpoints.disable, { body: { current_password: currentPassword, code } });
}

export async function makeNewRecoveryCodes(currentPassword: string): Promise<string[]> {
  return (
    await portalCall(twoFactorEndpoints.newRecoveryCodes, { body: { current_password: currentPassword } })
  ).recovery_codes;
}

export function getSecuritySettings(): Promise<SecuritySettings> {
  return portalCall(twoFactorEndpoints.securitySettings, {});
}

export async function putSecuritySettings(on: boolean): Promise<void> {
  await portalCall(twoFactorEndpoints.putSecuritySettings, { body: { require_superadmin_2fa: on } });
}

export async function getSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return (await portalCall(sessionEndpoints.list, {}, { signal })).sessions;
}

export async function signOutSession(id: string): Promise<void> {
  await portalCall(sessionEndpoints.signOut, { params: { id } });
}

export async function signOutOtherSessions(): Promise<number> {
  return (await portalCall(sessionEndpoints.signOutOthers, {})).revoked;
}
