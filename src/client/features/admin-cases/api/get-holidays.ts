// GET /api/admin/case-holidays?year=: the holidays deadlines skip.
import { type Holiday, holidaysResponseSchema } from '../../../../shared/contract/cases.ts';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export const holidaysQueryKey = (year: number) => ['admin', 'case-holidays', year] as const;

export async function getHolidays(year: number): Promise<Holiday[]> {
  return holidaysResponseSchema.parse(await adminRequest(`/api/admin/case-holidays?year=${year}`)).holidays;
}
