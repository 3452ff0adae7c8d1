// Manage Users' two-step sign-in column and reset (superadmin): GET /api/admin/users/two-factor and
// POST /api/admin/users/{id}/two-factor/reset.
import { twoFactorEndpoints } from '../../../../shared/contract/two-factor.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const twoFactorUsersQueryKey = ['admin', 'users', 'two-factor'] as const;

/** Ids of the users whose two-step sign-in is on. */
export async function getTwoFactorUserIds(): Promise<number[]> {
  return (await portalCall(twoFactorEndpoints.users, {})).user_ids;
}

/** Removes a user's second factor and signs them out everywhere (audited). */
export async function resetUserTwoFactor(id: number): Promise<void> {
  await portalCall(twoFactorEndpoints.reset, { params: { id } });
}
