// GET /api/admin/me (docs/product/admin-portal.md#calls): who is signed in. The session gate calls it on every route change.
import { z } from 'zod';
import { ROLES } from '../../../../shared/contract/offices.ts';
import { type AdminUser, resolveOffice } from '../../../lib/admin-user.ts';
import { adminRequest } from './admin-request.ts';

const meSchema = z.object({
  user: z.object({
    id: z.number().optional(),
    first_name: z.string().catch(''),
    middle_name: z.string().nullable().optional(),
    last_name: z.string().catch(''),
    email: z.string().optional(),
    role: z.enum(ROLES),
    status: z.string().optional(),
    office_id: z.number().optional(),
    office: z.string().optional(),
    office_abbrev: z.string().optional(),
  }),
});

export async function getMe(signal?: AbortSignal): Promise<AdminUser> {
  const body = meSchema.parse(await adminRequest('/api/admin/me', { signal }));
  return { ...body.user, homeOffice: resolveOffice(body.user) };
}
