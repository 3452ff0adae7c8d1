// GET /api/admin/offices (docs/product/admin-portal.md#calls): the offices a new account can belong to.
import { z } from 'zod';
import { type OfficeOption, officeOptionSchema } from '../../../../shared/contract/users.ts';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

const officesSchema = z.object({ offices: z.array(officeOptionSchema) });

export const OFFICES_QUERY_KEY = ['admin', 'offices'] as const;

export async function getOffices(): Promise<OfficeOption[]> {
  return officesSchema.parse(await adminRequest('/api/admin/offices')).offices;
}
