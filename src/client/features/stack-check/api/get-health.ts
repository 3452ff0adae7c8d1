// GET /api/health → { ok, db, version } (or { ok:false, db, message } with 503 when the database is down).
import type { healthEndpoints } from '../../../../shared/contract/common.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import { ApiError, callEndpoint } from '../../../lib/api-client.ts';

const healthRoute = routeOf<(typeof healthEndpoints)['health']>('GET', '/api/health');

export interface HealthReport {
  httpStatus: number;
  ok: boolean;
  db?: string;
  version?: string;
  message?: string;
  /** Milliseconds the request took. */
  elapsedMs: number;
}

export async function getHealth(signal?: AbortSignal): Promise<HealthReport> {
  const started = performance.now();
  let httpStatus = 200;
  let body: Record<string, unknown> | undefined;
  try {
    body = (await callEndpoint(
      healthRoute,
      {},
      { signal, timeoutMs: 0, init: { cache: 'no-store' } },
    )) as typeof body;
  } catch (error) {
    // An unhealthy answer (503) is a report too; no answer at all is the page's 'Unreachable'.
    if (!(error instanceof ApiError) || error.status === undefined) throw error;
    httpStatus = error.status;
    body = error.body;
  }
  const b = body ?? {};
  return {
    httpStatus,
    ok: httpStatus < 300 && b.ok === true,
    db: typeof b.db === 'string' ? b.db : undefined,
    version: typeof b.version === 'string' ? b.version : undefined,
    message: typeof b.message === 'string' ? b.message : undefined,
    elapsedMs: Math.round(performance.now() - started),
  };
}
