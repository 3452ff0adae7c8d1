// JSON request to the monitor API. Rejects with MonitorRequestError on an HTTP error status, or with the
// fetch error itself when the network fails.
export class MonitorRequestError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'MonitorRequestError';
    this.status = status;
  }
}

export async function monitorRequest<T>(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; token?: string; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
    cache: 'no-store',
    signal: init.signal ?? AbortSignal.timeout(15_000),
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : `HTTP ${response.status}`;
    throw new MonitorRequestError(response.status, message);
  }
  return data as T;
}
