// GET /api/directory?q=: every office's and faculty member's contacts, or those a search finds.
import type { DirectoryResponse, directoryEndpoints } from '../../../../shared/contract/directory.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import { ApiError, callEndpoint, INVALID_RESPONSE } from '../../../lib/api-client.ts';

const directoryRoute = routeOf<(typeof directoryEndpoints)['list']>('GET', '/api/directory');
const DIRECTORY_TIMEOUT_MS = 10_000;

export async function loadDirectory(q: string, signal: AbortSignal): Promise<DirectoryResponse> {
  const body: Partial<DirectoryResponse> | undefined = await callEndpoint(
    directoryRoute,
    { query: { q: q || undefined } },
    { signal, timeoutMs: DIRECTORY_TIMEOUT_MS },
  );
  if (body?.ok !== true || !Array.isArray(body.offices) || !Array.isArray(body.faculty)) {
    throw new ApiError(INVALID_RESPONSE);
  }
  return body as DirectoryResponse;
}
