// POST /api/auth/login (docs/product/admin-portal.md#calls). A refusal is a normal answer here: its body carries the message,
// remainingAttempts and waitMinutes the sign-in screen shows.
import { authEndpoints, type LoginResponse, loginResponseSchema } from '../../../../shared/contract/auth.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function login(email: string, password: string): Promise<LoginResponse> {
  try {
    return await portalCall(
      authEndpoints.login,
      { body: { email, password, admin: true } },
      { anonymous: true },
    );
  } catch (error) {
    // No answer at all (status undefined) is the caller's network failure, not a refusal.
    if (!(error instanceof ApiError) || error.status === undefined) throw error;
    const parsed = loginResponseSchema.safeParse(error.body ?? {});
    return {
      ...(parsed.success ? parsed.data : {}),
      ok: false,
      message: error.body ? error.message : undefined,
    };
  }
}
