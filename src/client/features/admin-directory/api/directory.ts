// The portal's calls of the directories' contacts (src/shared/contract/directory.ts).
import {
  type DirectoryOffice,
  type DirectoryResponse,
  directoryAdminEndpoints,
  type FacultyContactInput,
  type FacultyMember,
  type OfficeContactInput,
} from '../../../../shared/contract/directory.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const DIRECTORY_QUERY_KEY = ['admin', 'directory'] as const;

export function getDirectory(signal?: AbortSignal): Promise<DirectoryResponse> {
  return portalCall(directoryAdminEndpoints.list, {}, { signal });
}

export function saveOfficeContact(
  id: string,
  body: OfficeContactInput,
): Promise<{ message: string; office: DirectoryOffice }> {
  return portalCall(directoryAdminEndpoints.updateOffice, { params: { id }, body });
}

export function saveFacultyContact(
  id: number,
  body: FacultyContactInput,
): Promise<{ message: string; person: FacultyMember }> {
  return portalCall(directoryAdminEndpoints.updateFaculty, { params: { id }, body });
}
