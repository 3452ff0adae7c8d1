// Sign-in and user helpers for API tests: every test that needs a signed-in admin or superadmin uses these.
import type { FastifyInstance } from 'fastify';
import { findOffice, type OfficeSlug, type Role } from '../../src/shared/contract/offices.ts';
import { SUPERADMIN } from './test-app.ts';

export { SUPERADMIN };

/** The Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through POST /api/auth/login and returns the token; throws with the reply when it fails. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, admin: true },
  });
  const body = res.json() as { ok: boolean; token?: string; message?: string };
  if (res.statusCode !== 200 || !body.ok || !body.token) {
    throw new Error(`Sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  }
  return body.token;
}

/** Signs in the seeded superadmin. */
export const signInSuperadmin = (app: FastifyInstance) => signIn(app, SUPERADMIN.email, SUPERADMIN.password);

let counter = 0;

export interface CreateUserOverrides {
  email?: string;
  first_name?: string;
  middle_name?: string | null;
  last_name?: string;
  password?: string;
  role?: Role;
  /** Office by slug (default bsit) … */
  office?: OfficeSlug;
  /** … or by id (wins over `office`). */
  office_id?: number;
}

export interface CreatedUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** Creates an account through POST /api/admin/users (as the superadmin of `superToken`) and signs it in. */
export async function createUser(
  app: FastifyInstance,
  superToken: string,
  overrides: CreateUserOverrides = {},
): Promise<CreatedUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}.${Date.now().toString(36)}@campus.test`;
  const password = overrides.password ?? `Staff${counter}Password9`;
  const office_id = overrides.office_id ?? findOffice(overrides.office ?? 'bsit')?.office_id ?? 2;
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: bearer(superToken),
    payload: {
      email,
      first_name: overrides.first_name ?? 'Test',
      middle_name: overrides.middle_name ?? null,
      last_name: overrides.last_name ?? `User ${counter}`,
      password,
      password_confirm: password,
      role: overrides.role ?? 'admin',
      office_id,
    },
  });
  if (res.statusCode !== 201) throw new Error(`Creating ${email} failed: ${res.statusCode} ${res.body}`);
  const { id } = res.json() as { id: number };
  const token = await signIn(app, email, password);
  return { id, email, password, token };
}
