// POST /api/honeypot-admin/verify { password } → { valid, token?, expiresAt? }.
import type { MonitorVerifyResponse } from '../../../../shared/contract/concern.ts';
import { monitorRequest } from './monitor-request.ts';

export function verifyPassword(password: string): Promise<MonitorVerifyResponse> {
  return monitorRequest<MonitorVerifyResponse>('/api/honeypot-admin/verify', {
    method: 'POST',
    body: { password },
  });
}
