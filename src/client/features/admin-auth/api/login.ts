// POST /api/auth/login (docs/product/admin-portal.md#calls). A refusal is a normal answer here: its body carries the message,
// remainingAttempts and waitMinutes the sign-in screen shows.
import { type LoginResponse, loginResponseSchema } from '../../../../shared/contract/auth.ts';
import { AdminApiError, adminRequest } from './admin-request.ts';

export async function login(email: string, password: string): Promise<LoginResponse> {
  try {
    const body = await adminRequest('/api/auth/login', {
      method: 'POST',
      json: { email, password, admin: true },
      auth: false,
    });
    const parsed = loginResponseSchema.safeParse(body);
    return parsed.success ? parsed.data : { ok: false };
  } catch (error) {
    if (!(error instanceof AdminApiError)) throw error;
    const parsed = loginResponseSchema.safeParse(error.body ?? {});
    return {
      ...(parsed.success ? parsed.data : {}),
      ok: false,
      message: error.body ? error.message : undefined,
    };
  }
}
