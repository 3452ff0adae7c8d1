// The one table of the public site's routes. The client router (src/client/app/router.tsx), the server's
// page metadata and redirects (src/server/seo/route-meta.ts), the navigation and the office-page tabs are
// all derived from it, so a new page is added here (and given its metadata, which TypeScript then demands).
import type { OfficeSlug } from './contract/offices.ts';

/** Which page component a route shows; the client maps each to a lazily loaded module. */
export type PageComponent =
  | 'home'
  | 'administration'
  | 'research'
  | 'extension'
  | 'library'
  | 'static'
  | 'charter'
  | 'program'
  | 'faculty'
  | 'staff'
  | 'careers'
  | 'concern'
  | 'foi'
  | 'foiRegister'
  | 'monitor'
  | 'stack'
  | 'search'
  | 'news'
  | 'admissions'
  | 'events'
  | 'paths';

/** Tells a shared page component which variant to show (the route's `handle`). */
export interface PageHandle {
  page?: string;
  mode?: 'news' | 'proposals' | 'completed';
}

export interface PageRoute {
  readonly path: string;
  readonly component: PageComponent;
  readonly handle?: PageHandle;
}

/** Every public page with a fixed address (the programme pages and articles have parameters, below). */
export const PAGE_ROUTES = [
  { path: '/', component: 'home' },
  { path: '/administration', component: 'administration', handle: { mode: 'news', page: 'about' } },
  { path: '/administration/news', component: 'administration', handle: { mode: 'news', page: 'news' } },
  { path: '/about/history', component: 'static', handle: { page: 'history' } },
  { path: '/about/mission-vision', component: 'static', handle: { page: 'mission-vision' } },
  { path: '/about/quality-policy', component: 'static', handle: { page: 'quality-policy' } },
  { path: '/quick-links/citizens-charter', component: 'charter' },
  { path: '/research/news', component: 'research', handle: { mode: 'news' } },
  { path: '/research/proposals', component: 'research', handle: { mode: 'proposals' } },
  { path: '/research/published', component: 'research', handle: { mode: 'completed' } },
  { path: '/research/program', component: 'static', handle: { page: 'research-program' } },
  { path: '/research/agenda', component: 'static', handle: { page: 'research-agenda' } },
  { path: '/extension/news', component: 'extension', handle: { mode: 'news' } },
  { path: '/extension/proposals', component: 'extension', handle: { mode: 'proposals' } },
  { path: '/extension/completed', component: 'extension', handle: { mode: 'completed' } },
  { path: '/extension/program', component: 'static', handle: { page: 'extension-program' } },
  { path: '/extension/agenda', component: 'static', handle: { page: 'extension-agenda' } },
  { path: '/library', component: 'library', handle: { mode: 'news' } },
  { path: '/library/proposals', component: 'library', handle: { mode: 'proposals' } },
  { path: '/library/completed', component: 'library', handle: { mode: 'completed' } },
  { path: '/faculty', component: 'faculty' },
  { path: '/staff', component: 'staff' },
  // Before Careers: a search for "apply" or "how to apply" leads to Admissions first (equal scores keep this order).
  { path: '/admissions', component: 'admissions' },
  { path: '/careers', component: 'careers' },
  { path: '/send-concern', component: 'concern' },
  { path: '/foi', component: 'foi' },
  { path: '/foi/register', component: 'foiRegister' },
  { path: '/search', component: 'search' },
  { path: '/news', component: 'news' },
  { path: '/events', component: 'events' },
  // The audience paths beside Admissions (content/pages/paths.ts).
  { path: '/students', component: 'paths', handle: { page: 'students' } },
  { path: '/faculty-staff', component: 'paths', handle: { page: 'staff' } },
  { path: '/alumni', component: 'paths', handle: { page: 'alumni' } },
  { path: '/honeypot/admin', component: 'monitor' },
  { path: '/test/stack', component: 'stack' },
] as const satisfies readonly PageRoute[];

/** The address of a public page with a fixed address. */
export type PagePath = (typeof PAGE_ROUTES)[number]['path'];

/** The programme pages (`/programs/:sub`, case-insensitive slugs). */
export const PROGRAM_SUBS = ['bsit', 'bsed', 'btvted', 'bsa'] as const;
export type ProgramPath = `/programs/${(typeof PROGRAM_SUBS)[number]}`;
export const PROGRAM_ROUTE = '/programs/:sub';

/** One article's page. */
export const ARTICLE_ROUTE = '/news/:id';

/**
 * The numeric id in an article's or event's address (`/news/12`), or undefined when the segment is not one:
 * the page component and its server loader both read it here, so they agree on which addresses are 404s.
 */
export const numericIdOf = (segment: string | undefined): number | undefined =>
  segment !== undefined && /^\d{1,10}$/.test(segment) ? Number(segment) : undefined;

/** One campus event's page (events are managed in the portal's Site area). */
export const EVENT_ROUTE = '/events/:id';
export const eventPath = (id: number) => `/events/${id}`;
/** One event's calendar file, and the calendar feed of every event. */
export const eventIcsPath = (id: number) => `/api/site/events/${id}/ics`;
export const EVENTS_FEED_PATH = '/events.ics';

/**
 * Campus alerts' own pages: every alert ever posted, and one permanent page per alert with its card image.
 * They are small documents of their own, drawn by the server without the app's scripts
 * (src/server/seo/alert-pages.ts), so links to them load the whole page (no client-side navigation).
 */
export const ALERTS_PATH = '/alerts';
export const ALERT_ROUTE = '/alerts/:id';
export const alertPath = (id: number) => `/alerts/${id}`;
export const alertCardPath = (id: number) => `/alerts/${id}/card.png`;

/**
 * E-mail subscriptions (docs/decisions/0039-subscriptions-and-push.md): the form, and the pages its mail links
 * to (confirm, manage, one-click unsubscribe). Small documents drawn by the server (src/server/seo/subscribe-page.ts)
 * whose forms post without JavaScript, like the alerts' pages.
 */
export const SUBSCRIBE_PATH = '/subscribe';
export const SUBSCRIBE_CONFIRM_PATH = '/subscribe/confirm';
export const SUBSCRIBE_MANAGE_PATH = '/subscribe/manage';
export const SUBSCRIBE_UNSUBSCRIBE_PATH = '/subscribe/unsubscribe';

/**
 * The Transparency Seal page: every mandated item with its documents and "as of" date. A small document drawn
 * by the server without the app's scripts (src/server/seo/transparency-page.ts), like the alerts' pages.
 */
export const TRANSPARENCY_PATH = '/transparency';

/**
 * One published document of the library (docs/decisions/0047-device-alerts-and-document-pages.md): its details, its file and
 * every earlier version, marked superseded. A server-drawn document without scripts, like the Transparency Seal
 * page that lists it.
 */
export const DOCUMENTS_PATH = '/documents';
export const DOCUMENT_ROUTE = '/documents/:id';
export const documentPath = (id: number) => `/documents/${id}`;

/**
 * Bids and awards: every procurement opportunity, open ones first, and one page each; an RSS feed of new and
 * changed notices and a calendar of bid deadlines. Server-drawn documents without the app's scripts
 * (src/server/seo/procurement-pages.ts), like the Transparency Seal page.
 */
export const PROCUREMENT_PATH = '/procurement';
export const PROCUREMENT_ROUTE = '/procurement/:id';
export const procurementPath = (id: number) => `/procurement/${id}`;
export const PROCUREMENT_FEED_PATH = '/procurement/feed.xml';
export const PROCUREMENT_DEADLINES_PATH = '/procurement/deadlines.ics';

/**
 * The Citizen's Charter as services (docs/decisions/0038-charter-services.md): every external service grouped
 * by office, one page per service, and the whole charter on one printable page. Small documents drawn by the
 * server without scripts (src/server/seo/service-pages.ts), like the Transparency Seal page. The charter PDF
 * keeps the address of the sample it replaced (config/site.ts `charterPdfSampleUrl`) and is drawn from the
 * same rows.
 */
export const SERVICES_PATH = '/services';
export const SERVICE_ROUTE = '/services/:slug';
export const servicePath = (slug: string) => `/services/${slug}`;
export const CHARTER_PRINT_PATH = '/services/charter';
export const CHARTER_PDF_PATH = '/documents/citizens-charter.pdf';

/**
 * The client satisfaction survey (docs/decisions/0046-client-satisfaction.md): a closed case's signed link, and
 * each service's anonymous survey. Server-drawn documents without scripts, not indexed.
 */
export const CSM_PATH = '/feedback';

/** The FOI requester's own page (signed link mailed with the acknowledgement; ADR 0052), server-drawn. */
export const FOI_REQUESTER_PATH = '/foi/request';
export const SERVICE_FEEDBACK_ROUTE = '/services/:slug/feedback';
export const serviceFeedbackPath = (slug: string) => `/services/${slug}/feedback`;

/**
 * Pages the server draws alone (alerts, Transparency Seal, documents, bids and awards, subscriptions, services,
 * the satisfaction survey): links to them load the whole page.
 */
export const SERVER_DRAWN_PATHS = [
  ALERTS_PATH,
  TRANSPARENCY_PATH,
  PROCUREMENT_PATH,
  SUBSCRIBE_PATH,
  SERVICES_PATH,
  CSM_PATH,
  FOI_REQUESTER_PATH,
  DOCUMENTS_PATH,
] as const;
export const isServerDrawnPath = (path: string): boolean =>
  SERVER_DRAWN_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

/** Section addresses that lead to their first page; the server answers them with a real redirect. */
export const REDIRECTS = {
  '/about': '/about/history',
  '/research': '/research/news',
  '/extension': '/extension/news',
  '/programs': '/programs/bsit',
} as const satisfies Readonly<Record<string, PagePath | ProgramPath>>;

/** The page that lists each office's articles (the link of its feed). */
export const OFFICE_PAGE = {
  administration: '/administration/news',
  bsit: '/programs/bsit',
  bsed: '/programs/bsed',
  btvted: '/programs/btvted',
  bsa: '/programs/bsa',
  research: '/research/news',
  extension: '/extension/news',
  library: '/library',
} as const satisfies Record<OfficeSlug, PagePath | ProgramPath>;

/** The tabs of an office page's article lists, in order. */
export const OFFICE_LIST_TABS = {
  research: [
    { label: 'News', to: '/research/news' },
    { label: 'Proposals', to: '/research/proposals' },
    { label: 'Published', to: '/research/published' },
  ],
  extension: [
    { label: 'News', to: '/extension/news' },
    { label: 'Proposals', to: '/extension/proposals' },
    { label: 'Completed', to: '/extension/completed' },
  ],
  library: [
    { label: 'News', to: '/library' },
    { label: 'Proposals', to: '/library/proposals' },
    { label: 'Completed', to: '/library/completed' },
  ],
} as const satisfies Record<string, readonly { label: string; to: PagePath }[]>;

/** A link to a page of the site: a typo in an address fails the type check. */
export type SitePath = PagePath | ProgramPath;

/**
 * The search page's title for its query (?q=): the browser's React application sets it, and the server writes
 * it in the head of an islands page, which has no script to set it.
 */
export const searchPageTitle = (q: string): string => (q ? `Search: ${q}` : 'Search news');
