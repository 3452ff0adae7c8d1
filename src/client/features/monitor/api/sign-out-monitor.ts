// POST /api/honeypot-admin/logout: the server drops the monitor token from its list.
import { monitorRequest } from './monitor-request.ts';

export async function signOutMonitor(token: string): Promise<void> {
  await monitorRequest('/api/honeypot-admin/logout', { method: 'POST', token });
}
