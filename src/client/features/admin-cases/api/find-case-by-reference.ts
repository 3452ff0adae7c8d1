// GET /api/admin/cases/by-reference/{reference}: the case a sender's quoted reference names.
import { z } from 'zod';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function findCaseByReference(reference: string): Promise<number> {
  const body = z
    .object({ id: z.number().int() })
    .parse(await adminRequest(`/api/admin/cases/by-reference/${encodeURIComponent(reference)}`));
  return body.id;
}
