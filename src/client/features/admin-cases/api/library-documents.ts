// The published documents of the library (GET /api/documents), for picking the ones an FOI decision releases.
import { type DocumentItem, documentEndpoints } from '../../../../shared/contract/documents.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const LIBRARY_DOCUMENTS_QUERY_KEY = ['admin', 'foi', 'library-documents'] as const;

export async function getPublishedDocuments(signal?: AbortSignal): Promise<DocumentItem[]> {
  return (await portalCall(documentEndpoints.list, { query: {} }, { signal })).documents;
}
