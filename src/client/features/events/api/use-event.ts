// One event for its public page: GET /api/site/events/{id}; a 404 becomes EventNotFoundError.
import { useCallback } from 'react';
import type { EventResponse } from '../../../../shared/contract/site.ts';
import { parseEventResponse } from '../../../../shared/contract/site-public.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { type AsyncData, useAsyncData } from '../../../lib/use-async-data.ts';

export class EventNotFoundError extends Error {}

export function useEvent(id: number | undefined): AsyncData<EventResponse> {
  const url = id === undefined ? null : `/api/site/events/${id}`;
  const load = useCallback(
    async (signal: AbortSignal) => {
      try {
        return parseEventResponse(await apiFetch<unknown>(url as string, { signal }));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) throw new EventNotFoundError('Event not found');
        throw err;
      }
    },
    [url],
  );
  return useAsyncData(url === null ? null : `GET ${url}`, load);
}
