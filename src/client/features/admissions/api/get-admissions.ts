// GET /api/site/admissions: the intake, steps and documents staff keep in the portal's Site area.
import { routeOf } from '../../../../shared/contract/route-url.ts';
import type { AdmissionsResponse, siteEndpoints } from '../../../../shared/contract/site.ts';
import { ApiError, callEndpoint, INVALID_RESPONSE } from '../../../lib/api-client.ts';

const admissionsRoute = routeOf<(typeof siteEndpoints)['admissions']>('GET', '/api/site/admissions');

export async function loadAdmissions(signal: AbortSignal): Promise<AdmissionsResponse> {
  const body: Partial<AdmissionsResponse> | undefined = await callEndpoint(admissionsRoute, {}, { signal });
  const a = body?.admissions;
  if (body?.ok !== true || !a?.intake || !Array.isArray(a.steps) || !Array.isArray(a.requirements)) {
    throw new ApiError(INVALID_RESPONSE);
  }
  return body as AdmissionsResponse;
}
