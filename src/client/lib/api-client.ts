// fetch with a timeout and the error reasons of docs/product/public-site.md#errors: 'Request timeout', the server's text or
// the status line, 'Invalid response from server', 'Unknown error'.

export const REQUEST_TIMEOUT = 'Request timeout';
export const INVALID_RESPONSE = 'Invalid response from server';
export const UNKNOWN_ERROR = 'Unknown error';

/** An API failure whose message is safe to show to a visitor. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly timedOut: boolean;
  constructor(message: string, options: { status?: number; timedOut?: boolean } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.timedOut = options.timedOut ?? false;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** Milliseconds before the request is aborted with 'Request timeout'. */
  timeoutMs?: number;
  /** Aborting this (e.g. on leaving a page) rejects with an AbortError, which callers ignore. */
  signal?: AbortSignal;
}

/** True for a request cancelled by the caller (not by the timeout); such failures are not shown. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** 'Request timed out after {n}s' (docs/product/public-site.md#errors), for logs. */
export function timeoutText(ms: number): string {
  return `Request timed out after ${Math.round(ms / 1000)}s`;
}

type Fetch = typeof fetch;
let fetchSource: () => Fetch = () => fetch;

/**
 * Where API calls go. The browser uses fetch; the server's renderer (src/client/entry-server.tsx) sends a
 * page's calls into the server itself, as the visitor who asked for the page.
 */
export function setFetchSource(source: () => Fetch): void {
  fetchSource = source;
}

export async function apiFetch<T = unknown>(url: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, timeoutMs = 10_000, signal } = request;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetchSource()(url, {
        method,
        headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new ApiError(REQUEST_TIMEOUT, { timedOut: true });
      if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      throw new ApiError(error instanceof Error && error.message ? error.message : UNKNOWN_ERROR);
    }

    const text = await response.text().catch(() => '');
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (!response.ok) {
      const serverText =
        data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
          ? data.message
          : '';
      throw new ApiError(serverText || `HTTP ${response.status}: ${response.statusText || 'Error'}`, {
        status: response.status,
      });
    }
    if (data === undefined || data === null || typeof data !== 'object') {
      throw new ApiError(INVALID_RESPONSE, { status: response.status });
    }
    return data as T;
  } catch (error) {
    if (timedOut && !(error instanceof ApiError)) throw new ApiError(REQUEST_TIMEOUT, { timedOut: true });
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** The visitor-facing reason of a failure. */
export function errorReason(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR;
}
