// The portal's FOI desk: GET /api/admin/foi (list), GET /api/admin/foi/{id} (each view audited) and
// POST /api/admin/foi/{id}/actions (one step of the FOI Manual).
import {
  type FoiAction,
  type FoiDetailResponse,
  type FoiListQuery,
  type FoiListResponse,
  foiEndpoints,
} from '../../../../shared/contract/foi.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const FOI_QUERY_KEY = ['admin', 'foi'] as const;
export const foiQueryKey = (id: number) => [...FOI_QUERY_KEY, id] as const;

export function getFoiRequests(query: FoiListQuery, signal?: AbortSignal): Promise<FoiListResponse> {
  return portalCall(foiEndpoints.list, { query }, { signal });
}

export function getFoiRequest(id: number, signal?: AbortSignal): Promise<FoiDetailResponse> {
  return portalCall(foiEndpoints.detail, { params: { id } }, { signal });
}

export async function actOnFoi(id: number, action: FoiAction): Promise<string> {
  return (await portalCall(foiEndpoints.act, { params: { id }, body: action })).message;
}
