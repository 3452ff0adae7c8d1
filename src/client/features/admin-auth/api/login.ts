// POST /api/auth/login (docs/product/admin-portal.md#calls). A refusal is a normal answer here: its body carries the message,
// remainingAttempts and waitMinutes the sign-in screen shows.
import { authEndpoints, type LoginResponse, loginResponseSchema } from '../../../../shared/contract/auth.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { portalCall } from '../../../lib/portal-call.ts';

/**
 * A refused sign-in step read as the answer it is: the reply's fields with ok false and the server's status.
 * Anything else (no answer at all, an abort) is rethrown for the caller's network message.
 */
export function refusalOf(error: unknown): LoginResponse & { status: number; hasBody: boolean } {
  if (!(error instanceof ApiError) || error.status === undefined) throw error;
  const parsed = loginResponseSchema.safeParse(error.body ?? {});
  return {
    ...(parsed.success ? parsed.data : {}),
    ok: false,
    message: error.message,
    status: error.status,
    hasBody: error.body !== undefined,
  };
}

export async function login(email: string, password: string): Promise<LoginResponse> {
  try {
    return await portalCall(
      authEndpoints.login,
      { body: { email, password, admin: true } },
      { anonymous: true },
    );
  } catch (error) {
    const { status: _, hasBody, ...refusal } = refusalOf(error);
    // Without a reply body the screen shows its own wording (LOGIN_MESSAGES.invalidCredentials).
    return { ...refusal, message: hasBody ? refusal.message : undefined };
  }
}
