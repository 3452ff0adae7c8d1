// GET /api/honeypot-admin/stats (bearer) → { total, today, withMessage, inAppBrowser }.
import type { MonitorStats } from '../../../../shared/contract/concern.ts';
import { monitorRequest } from './monitor-request.ts';

export function getMonitorStats(token: string, signal?: AbortSignal): Promise<MonitorStats> {
  return monitorRequest<MonitorStats>('/api/honeypot-admin/stats', { token, signal });
}
