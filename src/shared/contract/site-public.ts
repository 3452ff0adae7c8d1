// The part of the site-content contract public pages use, without zod, so they stay within their JavaScript
// budget (docs/decisions/0006-public-javascript-budget.md): the alert vocabulary and checks of the public
// answers. The zod schemas in site.ts describe the same shapes; tests/api/site-content.test.ts checks both agree.
import type {
  EventResponse,
  EventsResponse,
  HomeEvent,
  SiteAlert,
  SiteContent,
  SiteEvent,
  Vacancy,
} from './site.ts';

const fail = (): never => {
  throw new Error('Invalid response from server');
};
type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : fail();
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : fail());
const str = (o: Obj, k: string): string => (typeof o[k] === 'string' ? (o[k] as string) : fail());
const strOrNull = (o: Obj, k: string): string | null => (o[k] === null ? null : str(o, k));
const num = (o: Obj, k: string): number => (typeof o[k] === 'number' ? (o[k] as number) : fail());
const bool = (o: Obj, k: string): boolean => (typeof o[k] === 'boolean' ? (o[k] as boolean) : fail());

function alertOf(v: unknown): SiteAlert {
  const o = obj(v);
  const severity = str(o, 'severity');
  if (severity !== 'information' && severity !== 'advisory' && severity !== 'urgent') fail();
  return {
    id: num(o, 'id'),
    severity: severity as SiteAlert['severity'],
    title: str(o, 'title'),
    message: str(o, 'message'),
    link: strOrNull(o, 'link'),
    starts_at: str(o, 'starts_at'),
    ends_at: strOrNull(o, 'ends_at'),
    office: str(o, 'office'),
    office_name: str(o, 'office_name'),
    posted_at: str(o, 'posted_at'),
    lifted_at: strOrNull(o, 'lifted_at'),
    updates: arr(o.updates).map((u) => {
      const x = obj(u);
      return { message: str(x, 'message'), lifts: bool(x, 'lifts'), posted_at: str(x, 'posted_at') };
    }),
  };
}

function eventOf(v: unknown): SiteEvent {
  const o = obj(v);
  return {
    id: num(o, 'id'),
    title: str(o, 'title'),
    office: str(o, 'office'),
    office_name: str(o, 'office_name'),
    date: str(o, 'date'),
    start_time: strOrNull(o, 'start_time'),
    end_date: strOrNull(o, 'end_date'),
    end_time: strOrNull(o, 'end_time'),
    place: str(o, 'place'),
    description: str(o, 'description'),
    image: strOrNull(o, 'image'),
    image_alt: strOrNull(o, 'image_alt'),
  };
}

const homeEventOf = (v: unknown): HomeEvent => ({ ...eventOf(v), past: bool(obj(v), 'past') });

function vacancyOf(v: unknown): Vacancy {
  const o = obj(v);
  return {
    id: num(o, 'id'),
    title: str(o, 'title'),
    office: str(o, 'office'),
    closing_date: str(o, 'closing_date'),
    description: str(o, 'description'),
    requirements: str(o, 'requirements'),
    how_to_apply: str(o, 'how_to_apply'),
  };
}

/** GET /api/site, checked field by field (throws on anything else). */
export function parseSite(body: unknown): SiteContent {
  const o = obj(body);
  if (o.ok !== true) fail();
  const contacts = obj(o.contacts);
  return {
    ok: true,
    alert: o.alert === null ? null : alertOf(o.alert),
    events: arr(o.events).map(homeEventOf),
    vacancies: arr(o.vacancies).map(vacancyOf),
    facts: arr(o.facts).map((v) => {
      const f = obj(v);
      return { label: str(f, 'label'), value: num(f, 'value'), note: strOrNull(f, 'note') };
    }),
    slides: arr(o.slides).map((v) => {
      const s = obj(v);
      return { image: str(s, 'image'), caption: str(s, 'caption'), alt: str(s, 'alt') };
    }),
    contacts: {
      address: str(contacts, 'address'),
      email: str(contacts, 'email'),
      phone: str(contacts, 'phone'),
      social: arr(contacts.social).map((v) => {
        const s = obj(v);
        return { label: str(s, 'label'), url: str(s, 'url') };
      }),
    },
    quick_links: arr(o.quick_links).map((v) => {
      const l = obj(v);
      return { label: str(l, 'label'), url: strOrNull(l, 'url'), external: bool(l, 'external') };
    }),
  };
}

/** GET /api/site/events (the /events page). */
export function parseEventsResponse(body: unknown): EventsResponse {
  const o = obj(body);
  if (o.ok !== true) fail();
  return {
    ok: true,
    today: str(o, 'today'),
    upcoming: arr(o.upcoming).map(eventOf),
    past: arr(o.past).map(eventOf),
    subscribe: str(o, 'subscribe'),
  };
}

/** GET /api/site/events/{id}. */
export function parseEventResponse(body: unknown): EventResponse {
  const o = obj(body);
  if (o.ok !== true) fail();
  return { ok: true, event: eventOf(o.event), past: bool(o, 'past') };
}
