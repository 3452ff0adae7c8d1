// The portal's calls of the document library: the staff list and register, upload, replace, edit, and the
// compliance checklist as a CSV file (src/shared/contract/documents.ts).
import {
  type DocumentItem,
  type DocumentMeta,
  documentAdminEndpoints,
  documentEndpoints,
  type TransparencyItem,
} from '../../../../shared/contract/documents.ts';
import { campusToday } from '../../../../shared/dates.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const DOCUMENTS_QUERY_KEY = ['admin', 'documents'] as const;
/** The Transparency Seal register with overdue flags (the Documents screen and the dashboard's card). */
export const TRANSPARENCY_QUERY_KEY = ['admin', 'transparency'] as const;

export async function getDocuments(signal?: AbortSignal): Promise<DocumentItem[]> {
  return (await portalCall(documentAdminEndpoints.list, { query: {} }, { signal })).documents;
}

export async function getRegister(signal?: AbortSignal): Promise<TransparencyItem[]> {
  return (await portalCall(documentAdminEndpoints.transparency, {}, { signal })).items;
}

export function uploadDocument(form: FormData): Promise<{ message: string }> {
  return portalCall(documentAdminEndpoints.create, { body: form });
}

export function replaceDocument(id: number, form: FormData): Promise<{ message: string }> {
  return portalCall(documentAdminEndpoints.replace, { params: { id }, body: form });
}

export function saveDocument(id: number, meta: DocumentMeta): Promise<{ message: string }> {
  return portalCall(documentAdminEndpoints.update, { params: { id }, body: meta });
}

/** A version's file, fetched with the session (drafts are not public). */
export function downloadVersion(doc: DocumentItem, number: number): Promise<void> {
  const version = doc.versions.find((v) => v.number === number);
  return downloadFile(
    documentEndpoints.file,
    { params: { id: doc.id, version: number } },
    `${doc.title.replace(/[^\w .-]+/g, '').trim() || 'document'}-v${number}.${version?.format ?? 'pdf'}`,
  );
}

export function downloadChecklist(): Promise<void> {
  return downloadFile(documentAdminEndpoints.checklistCsv, {}, `transparency-checklist-${campusToday()}.csv`);
}
