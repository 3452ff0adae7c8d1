// GET /api/health → { ok, db, version } (or { ok:false, db, message } with 503 when the database is down).

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
  const res = await fetch('/api/health', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    signal,
  });
  const elapsedMs = Math.round(performance.now() - started);
  const body: unknown = await res.json().catch(() => undefined);
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return {
    httpStatus: res.status,
    ok: res.ok && b.ok === true,
    db: typeof b.db === 'string' ? b.db : undefined,
    version: typeof b.version === 'string' ? b.version : undefined,
    message: typeof b.message === 'string' ? b.message : undefined,
    elapsedMs,
  };
}
