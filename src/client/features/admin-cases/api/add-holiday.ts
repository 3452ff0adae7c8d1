// POST /api/admin/case-holidays: adds a date (open cases' deadlines move with it).
import type { Holiday } from '../../../../shared/contract/cases.ts';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function addHoliday(holiday: Holiday): Promise<void> {
  await adminRequest('/api/admin/case-holidays', { method: 'POST', json: holiday });
}
