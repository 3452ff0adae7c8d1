// Campus events: the /events page (upcoming and past events, of one office or all) and one event's page,
// /events/{id}, whose head is the event's own and whose status is 404 for an unknown event.
import { siteConfig } from '../../../config/site.ts';
import { eventsPage as eventsText } from '../../../content/pages/events.ts';
import { OFFICE_SLUGS, type OfficeSlug } from '../contract/offices.ts';
import type { EventResponse } from '../contract/site.ts';
import { EVENT_ROUTE, numericIdOf } from '../routes.ts';
import { DESCRIPTION_CHARS, truncateWords } from './article-page.ts';
import { collect, definePage, NOT_FOUND_META, tableRoutes } from './page-module.ts';

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

/** The data key of the events of one office or all. */
export const eventsKey = (office: OfficeSlug | undefined) => `GET /api/site/events?office=${office ?? ''}`;

/** The data key of one event. */
export const eventKey = (id: number) => `GET /api/site/events/${id}`;

export const eventsRoute = {
  name: 'events',
  routes: /* @__PURE__ */ tableRoutes('events'),
  file: 'src/client/features/events/events-page.tsx',
  islands: true,
} as const;

export const eventsPageModule = /* @__PURE__ */ definePage(eventsRoute, {
  load: ({ url }, reads, failed) => {
    const { office } = eventsFiltersOf(url.searchParams);
    return collect([[eventsKey(office), (signal) => reads.events(office, signal)]], failed);
  },
  meta: () => ({ title: eventsText.title, description: eventsText.lead }),
});

export const eventRoute = {
  name: 'event',
  routes: [{ path: EVENT_ROUTE }],
  file: 'src/client/features/events/event-page.tsx',
  islands: true,
} as const;

export const eventPageModule = /* @__PURE__ */ definePage(eventRoute, {
  load: async ({ params }, reads, failed) => {
    const id = numericIdOf(params.id);
    if (id === undefined) return {};
    return collect([[eventKey(id), (signal) => reads.event(id, signal)]], failed);
  },
  meta: ({ params }, data) => {
    const id = numericIdOf(params.id);
    if (id === undefined) return NOT_FOUND_META;
    const entry = data[eventKey(id)];
    if (!entry) throw new Error(`Event ${id} could not be read`);
    if (!('data' in entry)) return NOT_FOUND_META;
    const { event } = entry.data as EventResponse;
    return {
      title: event.title,
      description:
        truncateWords(event.description, DESCRIPTION_CHARS) || `${event.title}, ${siteConfig.campus_name}`,
      event,
    };
  },
});
