// One event for its public page: GET /api/site/events/{id}; a 404 becomes EventNotFoundError.

import { useCallback } from 'react';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import type { EventResponse, siteEndpoints } from '../../../../shared/contract/site.ts';
import { parseEventResponse } from '../../../../shared/contract/site-public.ts';
import { eventKey } from '../../../../shared/pages/events-pages.ts';
import { ReadNotFound } from '../../../../shared/pages/page-module.ts';
import { ApiError, callEndpoint } from '../../../lib/api-client.ts';
import { type AsyncData, useAsyncData } from '../../../lib/use-async-data.ts';

const eventRoute = routeOf<(typeof siteEndpoints)['event']>('GET', '/api/site/events/:id');

export class EventNotFoundError extends ReadNotFound {}

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
