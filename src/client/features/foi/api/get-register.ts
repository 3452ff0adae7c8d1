// GET /api/foi/register: one page of the public disclosure log (no personal data), for the page and its
// server loader (src/client/ssr/page-loaders.ts), under the same key.
import type { FoiRegisterResponse, foiEndpoints } from '../../../../shared/contract/foi.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const registerRoute = routeOf<(typeof foiEndpoints)['register']>('GET', '/api/foi/register');

export async function loadRegister(page: number, signal: AbortSignal): Promise<FoiRegisterResponse> {
  const body = await callEndpoint(registerRoute, { query: { page } }, { signal });
  if (!Array.isArray(body.entries)) throw new Error('Invalid disclosure log');
  return body;
}
