// The /events page's data: GET /api/site/events?office= (upcoming and past events, the calendar address),
// and the page's address filters (?office=, ?month=).

import type { OfficeSlug } from '../../../../shared/contract/offices.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import type { EventsResponse, siteEndpoints } from '../../../../shared/contract/site.ts';
import { parseEventsResponse } from '../../../../shared/contract/site-public.ts';
import type { EventsFilters } from '../../../../shared/pages/events-pages.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const eventsRoute = routeOf<(typeof siteEndpoints)['events']>('GET', '/api/site/events');

/** The /events address of these filters. */
export function eventsHref(f: EventsFilters): string {
  const params = new URLSearchParams();
  if (f.office) params.set('office', f.office);
  if (f.month) params.set('month', f.month);
  const query = params.toString();
  return query ? `/events?${query}` : '/events';
}

export async function listEvents(
  office: OfficeSlug | undefined,
  signal: AbortSignal,
): Promise<EventsResponse> {
  return parseEventsResponse(await callEndpoint(eventsRoute, { query: { office } }, { signal }));
}
