// The portal's calls of bids and awards: the committee's list, posting or changing an opportunity
// (src/shared/contract/procurement.ts), and the library documents one can attach.
import { type DocumentItem, documentAdminEndpoints } from '../../../../shared/contract/documents.ts';
import {
  type Opportunity,
  type OpportunityFormValues,
  procurementAdminEndpoints,
} from '../../../../shared/contract/procurement.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const PROCUREMENT_QUERY_KEY = ['admin', 'procurement'] as const;

export async function getOpportunities(signal?: AbortSignal): Promise<Opportunity[]> {
  return (await portalCall(procurementAdminEndpoints.list, { query: {} }, { signal })).opportunities;
}

export function saveOpportunity(
  id: number | null,
  values: OpportunityFormValues,
): Promise<{ message: string; opportunity: Opportunity }> {
  const body = values;
  return id === null
    ? portalCall(procurementAdminEndpoints.create, { body })
    : portalCall(procurementAdminEndpoints.update, { params: { id }, body });
}

export const LIBRARY_QUERY_KEY = ['admin', 'procurement', 'library'] as const;

/** The library documents this member of staff may attach (their office's; every office's for superadmins). */
export async function getLibraryDocuments(signal?: AbortSignal): Promise<DocumentItem[]> {
  return (await portalCall(documentAdminEndpoints.list, { query: {} }, { signal })).documents;
}
