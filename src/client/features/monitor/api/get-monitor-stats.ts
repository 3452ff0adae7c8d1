// GET /api/honeypot-admin/stats (bearer) → { total, today, withMessage, inAppBrowser }.
import { type MonitorStats, monitorEndpoints } from '../../../../shared/contract/concern.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

export function getMonitorStats(token: string, signal: AbortSignal): Promise<MonitorStats> {
  return callEndpoint(
    monitorEndpoints.stats,
    {},
    { token, signal, timeoutMs: 0, init: { cache: 'no-store' } },
  );
}
