// The portal's calls of the Citizen's Charter's services (src/shared/contract/citizen-services.ts).
import {
  type CitizenService,
  citizenServiceAdminEndpoints,
  type ServiceInput,
} from '../../../../shared/contract/citizen-services.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const SERVICES_QUERY_KEY = ['admin', 'services'] as const;

export async function getServices(signal?: AbortSignal): Promise<CitizenService[]> {
  return (await portalCall(citizenServiceAdminEndpoints.list, {}, { signal })).services;
}

export async function getService(id: number, signal?: AbortSignal): Promise<CitizenService> {
  return (await portalCall(citizenServiceAdminEndpoints.byId, { params: { id } }, { signal })).service;
}

export function saveService(
  id: number | null,
  body: ServiceInput,
): Promise<{ message: string; service: CitizenService }> {
  return id === null
    ? portalCall(citizenServiceAdminEndpoints.create, { body })
    : portalCall(citizenServiceAdminEndpoints.update, { params: { id }, body });
}
