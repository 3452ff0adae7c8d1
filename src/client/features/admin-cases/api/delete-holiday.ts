// DELETE /api/admin/case-holidays/{date}.
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

export async function deleteHoliday(date: string): Promise<void> {
  await adminRequest(`/api/admin/case-holidays/${date}`, { method: 'DELETE' });
}
