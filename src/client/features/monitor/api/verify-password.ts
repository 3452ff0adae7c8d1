// POST /api/honeypot-admin/verify { password } → { valid, token?, expiresAt? }.
import { type MonitorVerifyResponse, monitorEndpoints } from '../../../../shared/contract/concern.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

export function verifyPassword(password: string): Promise<MonitorVerifyResponse> {
  return callEndpoint(
    monitorEndpoints.verify,
    { body: { password } },
    { timeoutMs: 15_000, init: { cache: 'no-store' } },
  );
}
