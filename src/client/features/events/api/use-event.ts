// One event for its public page: GET /api/site/events/{id}; a 404 becomes EventNotFoundError.
import { useCallback } from 'react';
import { routeOf, urlOf } from '../../../../shared/contract/route-url.ts';
import type { EventResponse, siteEndpoints } from '../../../../shared/contract/site.ts';
import { parseEventResponse } from '../../../../shared/contract/site-public.ts';
import { ApiError, callEndpoint } from '../../../lib/api-client.ts';
import { type AsyncData, useAsyncData } from '../../../lib/use-async-data.ts';

const eventRoute = routeOf<(typeof siteEndpoints)['event']>('GET', '/api/site/events/:id');

export class EventNotFoundError extends Error {}

/** The data key of an event (shared with the server's page loaders, src/client/ssr/page-loaders.ts). */
export const eventKey = (id: number) => `GET ${urlOf(eventRoute, { params: { id } })}`;

export async function loadEvent(id: number, signal: AbortSignal): Promise<EventResponse> {
  try {
    return parseEventResponse(await callEndpoint(eventRoute, { params: { id } }, { signal }));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw new EventNotFoundError('Event not found');
    throw err;
  }
}

const notFoundError = () => new EventNotFoundError('Event not found');

export function useEvent(id: number | undefined): AsyncData<EventResponse> {
  const load = useCallback((signal: AbortSignal) => loadEvent(id as number, signal), [id]);
  return useAsyncData(id === undefined ? null : eventKey(id), load, { notFoundError });
}
