// The account's two-step sign-in and Sessions calls, and the sign-in's second step (no session yet).

import { type LoginResponse, loginResponseSchema } from '../../../../shared/contract/auth.ts';
import { type SessionInfo, sessionListSchema } from '../../../../shared/contract/sessions.ts';
import {
  type ConfirmResponse,
  confirmResponseSchema,
  type SetupResponse,
  setupResponseSchema,
  type TwoFactorStatus,
  twoFactorStatusSchema,
} from '../../../../shared/contract/two-factor.ts';
import { AdminApiError, adminRequest } from '../../admin-auth/api/admin-request.ts';

export const twoFactorQueryKey = ['admin', 'account', 'two-factor'] as const;
export const sessionsQueryKey = ['admin', 'account', 'sessions'] as const;

export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return twoFactorStatusSchema.parse(await adminRequest('/api/admin/account/two-factor', { signal }));
}

export async function startSetup(): Promise<SetupResponse> {
  return setupResponseSchema.parse(
    await adminRequest('/api/admin/account/two-factor/setup', { method: 'POST' }),
  );
}

export async function confirmSetup(code: string): Promise<ConfirmResponse> {
  return confirmResponseSchema.parse(
    await adminRequest('/api/admin/account/two-factor/confirm', { method: 'POST', json: { code } }),
  );
}

export async function disableTwoFactor(code: string): Promise<void> {
  await adminRequest('/api/admin/account/two-factor/disable', { method: 'POST', json: { code } });
}

export async function getSecuritySettings(): Promise<{ require_superadmin_2fa: boolean }> {
  return adminRequest('/api/admin/settings/security');
}

export async function putSecuritySettings(on: boolean): Promise<void> {
  await adminRequest('/api/admin/settings/security', { method: 'PUT', json: { require_superadmin_2fa: on } });
}

export async function getSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return sessionListSchema.parse(await adminRequest('/api/admin/account/sessions', { signal })).sessions;
}

export async function signOutSession(id: string): Promise<void> {
  await adminRequest(`/api/admin/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function signOutOtherSessions(): Promise<number> {
  const r = await adminRequest<{ revoked: number }>('/api/admin/account/sessions/sign-out-others', {
    method: 'POST',
  });
  return r.revoked;
}

/** The sign-in's code step; a refusal is a normal answer (its message and attempts left are shown). */
export async function submitSignInCode(
  challenge: string,
  factor: { code: string } | { recovery_code: string },
): Promise<LoginResponse & { status: number }> {
  try {
    const body = await adminRequest('/api/auth/login/code', {
      method: 'POST',
      json: { challenge, ...factor },
      auth: false,
    });
    return { ...loginResponseSchema.parse(body), status: 200 };
  } catch (error) {
    if (!(error instanceof AdminApiError)) throw error;
    const parsed = loginResponseSchema.safeParse(error.body ?? {});
    return {
      ...(parsed.success ? parsed.data : {}),
      ok: false,
      message: error.message,
      status: error.status,
    };
  }
}

export async function startEnrolment(challenge: string): Promise<SetupResponse> {
  return setupResponseSchema.parse(
    await adminRequest('/api/auth/login/enrol/setup', { method: 'POST', json: { challenge }, auth: false }),
  );
}

export async function confirmEnrolment(challenge: string, code: string): Promise<ConfirmResponse> {
  return confirmResponseSchema.parse(
    await adminRequest('/api/auth/login/enrol/confirm', {
      method: 'POST',
      json: { challenge, code },
      auth: false,
    }),
  );
}

export const twoFactorUsersQueryKey = ['admin', 'users', 'two-factor'] as const;

/** Ids of the users whose two-step sign-in is on (superadmin). */
export async function getTwoFactorUserIds(): Promise<number[]> {
  return (await adminRequest<{ user_ids: number[] }>('/api/admin/users/two-factor')).user_ids;
}

/** Removes a user's second factor and signs them out everywhere (superadmin, audited). */
export async function resetUserTwoFactor(id: number): Promise<void> {
  await adminRequest(`/api/admin/users/${id}/two-factor/reset`, { method: 'POST' });
}
