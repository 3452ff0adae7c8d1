// The /events page's data: GET /api/site/events?office= (upcoming and past events, the calendar address),
// and the page's address filters (?office=, ?month=).
import { OFFICE_SLUGS, type OfficeSlug } from '../../../../shared/contract/offices.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import type { EventsResponse, siteEndpoints } from '../../../../shared/contract/site.ts';
import { parseEventsResponse } from '../../../../shared/contract/site-public.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const eventsRoute = routeOf<(typeof siteEndpoints)['events']>('GET', '/api/site/events');

export interface EventsFilters {
  office?: OfficeSlug;
  /** yyyy-mm: the month the calendar shows (the current month when absent). */
  month?: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The filters of an /events address; unknown values are ignored, as the page's links cannot send them. */
export function eventsFiltersOf(params: URLSearchParams): EventsFilters {
  const office = OFFICE_SLUGS.find((o) => o === params.get('office'));
  const month = params.get('month') ?? '';
  return { ...(office ? { office } : {}), ...(MONTH.test(month) ? { month } : {}) };
}

/** The /events address of these filters. */
export function eventsHref(f: EventsFilters): string {
  const params = new URLSearchParams();
  if (f.office) params.set('office', f.office);
  if (f.month) params.set('month', f.month);
  const query = params.toString();
  return query ? `/events?${query}` : '/events';
}

/** The data key of the events of one office or all (shared with the server's page loaders). */
export const eventsKey = (office: OfficeSlug | undefined) => `GET /api/site/events?office=${office ?? ''}`;

export async function listEvents(
  office: OfficeSlug | undefined,
  signal: AbortSignal,
): Promise<EventsResponse> {
  return parseEventsResponse(await callEndpoint(eventsRoute, { query: { office } }, { signal }));
}
