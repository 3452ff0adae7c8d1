// POST /api/honeypot-admin/logout: the server drops the monitor token from its list.
import { monitorEndpoints } from '../../../../shared/contract/concern.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

export async function signOutMonitor(token: string): Promise<void> {
  await callEndpoint(monitorEndpoints.logout, {}, { token, timeoutMs: 15_000, init: { cache: 'no-store' } });
}
