// The one way the client calls the API (docs/decisions/0020-endpoints-described-once.md): callEndpoint takes
// an endpoint of the shared contract (or its route-only form on public pages, which carry no zod), fills in
// its path, query and body, and answers with the reply or one error type, ApiError. The error reasons of
// docs/product/public-site.md#errors: 'Request timeout', the server's text or the status line, 'Invalid
// response from server', 'Unknown error'.
import type {
  EndpointDef,
  EndpointInput,
  EndpointOf,
  EndpointReply,
} from '../../shared/contract/endpoint.ts';
import { urlOf } from '../../shared/contract/route-url.ts';

export const REQUEST_TIMEOUT = 'Request timeout';
export const INVALID_RESPONSE = 'Invalid response from server';
export const UNKNOWN_ERROR = 'Unknown error';

/**
 * An API failure whose message is safe to show: the server's message, else the status line. `status` is
 * undefined when no answer came (network failure or timeout); `body` is the server's JSON reply, with the
 * `field` a 400 answer names.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly timedOut: boolean;
  readonly body: { field?: string; [key: string]: unknown } | undefined;
  constructor(message: string, status?: number, body?: Record<string, unknown>, timedOut = false) {
    super(message);
    this.status = status;
    this.body = body;
    this.timedOut = timedOut;
  }
}

export interface CallOptions {
  /** Milliseconds before the call fails with 'Request timeout'; 0 waits as long as it takes. Default 10 s. */
  timeoutMs?: number;
  /** Aborting this (e.g. on leaving a page) rejects with an AbortError, which callers ignore. */
  signal?: AbortSignal;
  /** Sent as a bearer token (the portal's session, the monitor's token). */
  token?: string | null;
  /**
   * Sends the request instead of fetch: withProgress(onProgress) (./upload-wire.ts) goes through
   * XMLHttpRequest, which reports upload progress; only the calls that show it load that code.
   */
  send?: Sender;
  /** More of fetch's options: `cache`, or `keepalive` for a request that outlives the page. */
  init?: Pick<RequestInit, 'cache' | 'keepalive'>;
}

/** What the wire answered; the fetch and the XMLHttpRequest senders give the same. */
export interface WireReply {
  status: number;
  statusText: string;
  text: string;
}

export interface WireRequest extends Pick<RequestInit, 'cache' | 'keepalive'> {
  method: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  signal: AbortSignal;
}

export type Sender = (url: string, request: WireRequest) => Promise<WireReply>;

/** True for a request cancelled by the caller (not by the timeout); such failures are not shown. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
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

/** The default sender; a caller's own (CallOptions.send) may wrap it, as the portal's does to see a 401. */
export async function fetchWire(url: string, request: WireRequest): Promise<WireReply> {
  const response = await fetchSource()(url, { ...request, credentials: 'same-origin' });
  return { status: response.status, statusText: response.statusText, text: await response.text() };
}

/**
 * Calls one endpoint: the reply parsed with the endpoint's response schema when it has one (the portal and
 * the monitor pass the contract's endpoints; public pages its route-only forms and check the reply lightly),
 * a Blob for a file endpoint. Fails with ApiError: a non-2xx answer or a reply with `ok: false`, no answer,
 * the timeout, or a reply that is not JSON.
 */
export async function callEndpoint<R extends Pick<EndpointDef, 'method' | 'path'>>(
  endpoint: R,
  input: EndpointInput<EndpointOf<R>>,
  options: CallOptions = {},
): Promise<EndpointReply<EndpointOf<R>>> {
  const { timeoutMs = 10_000, signal, token, send = fetchWire } = options;
  const controller = new AbortController();
  const abort = () => controller.abort();
  let timedOut = false;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          abort();
        }, timeoutMs)
      : undefined;
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });

  const { body } = input;
  const json = body !== undefined && !(body instanceof FormData);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json) headers['Content-Type'] = 'application/json';
  let reply: WireReply;
  try {
    reply = await send(urlOf(endpoint, input as Parameters<typeof urlOf>[1]), {
      method: endpoint.method,
      headers,
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
      signal: controller.signal,
      ...options.init,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(REQUEST_TIMEOUT, undefined, undefined, true);
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    throw new ApiError((error as Error).message || UNKNOWN_ERROR);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }

  const { status, text } = reply;
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = null;
  }
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  const ok = status > 199 && status < 300;
  if (!ok || record?.ok === false) {
    throw new ApiError(
      (record?.message as string) ||
        (ok ? INVALID_RESPONSE : `HTTP ${status}: ${reply.statusText || 'Error'}`),
      status,
      record,
    );
  }
  if ('file' in endpoint) return new Blob([text]) as never;
  if (data === null || (data !== undefined && !record)) throw new ApiError(INVALID_RESPONSE, status);
  const schema = (endpoint as EndpointDef).response;
  return (schema ? schema.parse(data) : data) as never;
}

/** The visitor-facing reason of a failure. */
export function errorReason(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR;
}
