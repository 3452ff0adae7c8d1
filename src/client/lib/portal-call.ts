// How the administrator portal calls the API: callEndpoint (./api-client.ts) with the session's bearer token,
// no timeout (uploads and reports may take long), the portal's own wording for an unreachable server, and a
// 401 on a call that carried the token treated as the end of the session: the token is dropped and the shell
// (src/client/app/admin/admin-layout.tsx) is told, so it can send the user to sign in.
import type {
  EndpointDef,
  EndpointInput,
  EndpointOf,
  EndpointReply,
} from '../../shared/contract/endpoint.ts';
import { clearSessionToken, getSessionToken, SESSION_EXPIRED_EVENT } from './admin-session-token.ts';
import { ApiError, type CallOptions, callEndpoint, fetchWire, type Sender } from './api-client.ts';

/** The message of a call that got no answer at all. */
export const UNREACHABLE_MESSAGE = 'Unable to reach the server. Please try again later.';

export interface PortalCallOptions extends Omit<CallOptions, 'token'> {
  /** Sign-in and the second step send no session token (there is none yet). */
  anonymous?: boolean;
}

function portalSender(send: Sender, withToken: boolean): Sender {
  return async (url, request) => {
    let reply: Awaited<ReturnType<Sender>>;
    try {
      reply = await send(url, request);
    } catch {
      // callEndpoint turns this into an ApiError, or into an AbortError when the caller aborted.
      throw new Error(UNREACHABLE_MESSAGE);
    }
    if (reply.status === 401 && withToken) {
      clearSessionToken();
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    }
    return reply;
  };
}

/** Calls one endpoint of the contract as the signed-in user; fails with ApiError (or an AbortError). */
export function portalCall<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<EndpointOf<E>>,
  options: PortalCallOptions = {},
): Promise<EndpointReply<EndpointOf<E>>> {
  const { anonymous = false, send = fetchWire, timeoutMs = 0, ...rest } = options;
  const token = anonymous ? null : getSessionToken();
  return callEndpoint(endpoint, input, {
    ...rest,
    timeoutMs,
    token,
    send: portalSender(send, Boolean(token)),
  });
}

/** True when the server answered that the session is not (or no longer) valid. */
export function isSessionRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** The server's message of a failed call (or the unreachable message), or undefined for anything else. */
export function portalErrorMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.message : undefined;
}
