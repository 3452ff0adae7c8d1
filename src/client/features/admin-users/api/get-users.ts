// GET /api/users (docs/product/admin-portal.md#calls): every account, for Manage Users.
import { z } from 'zod';
import { type User, userSchema } from '../../../../shared/contract/users.ts';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

const listSchema = z.union([
  z.array(userSchema),
  z.object({ users: z.array(userSchema) }).transform((b) => b.users),
]);

export const USERS_QUERY_KEY = ['admin', 'users'] as const;

export async function getUsers(): Promise<User[]> {
  return listSchema.parse(await adminRequest('/api/users'));
}
