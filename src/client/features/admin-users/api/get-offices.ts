// GET /api/admin/offices (docs/product/admin-portal.md#calls): the offices a new account can belong to.
import { type OfficeOption, userEndpoints } from '../../../../shared/contract/users.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const OFFICES_QUERY_KEY = ['admin', 'offices'] as const;

export async function getOffices(): Promise<OfficeOption[]> {
  return (await portalCall(userEndpoints.offices, {})).offices;
}
