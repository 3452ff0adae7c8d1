// What the server knows about each public route before any script runs: its title and description for
// previews, the feed it announces, whether search engines should index it, and the routes that redirect.
// Titles and descriptions come from the same content files the pages show.
import { siteConfig } from '../../../config/site.ts';
import { facultyDirectoryText } from '../../../content/directories/faculty-programs.ts';
import { staffDirectoryText } from '../../../content/directories/staff-offices.ts';
import { foiPage } from '../../../content/foi-manual.ts';
import { admissionsPage } from '../../../content/pages/admissions.ts';
import { careersPage } from '../../../content/pages/careers.ts';
import { charterPage } from '../../../content/pages/charter.ts';
import { eventsPage } from '../../../content/pages/events.ts';
import { extensionAgendaPage } from '../../../content/pages/extension-agenda.ts';
import { extensionProgramPage } from '../../../content/pages/extension-program.ts';
import { historyPage } from '../../../content/pages/history.ts';
import { libraryIntro } from '../../../content/pages/library.ts';
import { missionVisionPage } from '../../../content/pages/mission-vision.ts';
import { newsIndexPage } from '../../../content/pages/news.ts';
import {
  administrationPage,
  extensionPage,
  libraryPage,
  PROGRAM_FALLBACK_TEXT,
  PROGRAM_FALLBACK_TITLE,
  programPages,
  researchPage,
} from '../../../content/pages/office-pages.ts';
import { pathPages } from '../../../content/pages/paths.ts';
import { qualityPolicyPage } from '../../../content/pages/quality-policy.ts';
import { researchAgendaPage } from '../../../content/pages/research-agenda.ts';
import { researchProgramPage } from '../../../content/pages/research-program.ts';
import { idParamSchema } from '../../shared/contract/common.ts';
import type { OfficeSlug } from '../../shared/contract/offices.ts';
import { type PagePath, type ProgramPath, REDIRECTS } from '../../shared/routes.ts';

/** A feed: one office's articles, or all of them. */
export type FeedName = OfficeSlug | 'all';

export interface RouteMeta {
  /** The page's own title (the document title adds the site name). */
  title: string;
  description: string;
  /** The feed announced with <link rel="alternate">. */
  feed?: FeedName;
  /** Pages for staff, tests or one visitor's results: kept out of search engines and the sitemap. */
  noindex?: boolean;
  /** The home page also describes the campus (CollegeOrUniversity structured data). */
  home?: boolean;
}

export type PageMatch =
  | { kind: 'page'; path: string; meta: RouteMeta }
  | { kind: 'redirect'; location: string }
  | { kind: 'article'; id: number }
  | { kind: 'event'; id: number }
  /** `meta`: a not-found address that has a page of its own (an unknown programme); else the 404 page. */
  | { kind: 'not-found'; meta?: RouteMeta };

export { OFFICE_PAGE, REDIRECTS } from '../../shared/routes.ts';

const content = (page: { title: string; lead: string }, feed?: FeedName): RouteMeta => ({
  title: page.title,
  description: page.lead,
  ...(feed ? { feed } : {}),
});

const programs = Object.fromEntries(
  programPages.map((p) => [
    `/programs/${p.sub}`,
    { title: p.title, description: p.description, feed: p.office } satisfies RouteMeta,
  ]),
) as Record<ProgramPath, RouteMeta>;

/**
 * The metadata of every page in the route table (src/shared/routes.ts), by lower-case path; the type
 * demands an entry for each route there, so a new page cannot be forgotten here.
 */
const PAGE_META: Readonly<Record<PagePath | ProgramPath, RouteMeta>> = {
  '/': { title: siteConfig.campus_name, description: siteConfig.description, feed: 'all', home: true },
  '/administration': content(administrationPage, 'administration'),
  '/administration/news': {
    title: administrationPage.listTitles.news,
    description: administrationPage.newsPageLead,
    feed: 'administration',
  },
  '/about/history': content(historyPage),
  '/about/mission-vision': content(missionVisionPage),
  '/about/quality-policy': content(qualityPolicyPage),
  '/quick-links/citizens-charter': { title: charterPage.title, description: charterPage.tagline },
  '/research/news': { title: researchPage.listTitles.news, description: researchPage.lead, feed: 'research' },
  '/research/proposals': {
    title: researchPage.listTitles.proposals,
    description: researchPage.lead,
    feed: 'research',
  },
  '/research/published': {
    title: researchPage.listTitles.completed,
    description: researchPage.lead,
    feed: 'research',
  },
  '/research/program': content(researchProgramPage),
  '/research/agenda': content(researchAgendaPage),
  '/extension/news': {
    title: extensionPage.listTitles.news,
    description: extensionPage.lead,
    feed: 'extension',
  },
  '/extension/proposals': {
    title: extensionPage.listTitles.proposals,
    description: extensionPage.lead,
    feed: 'extension',
  },
  '/extension/completed': {
    title: extensionPage.listTitles.completed,
    description: extensionPage.lead,
    feed: 'extension',
  },
  '/extension/program': content(extensionProgramPage),
  '/extension/agenda': content(extensionAgendaPage),
  '/library': { title: libraryPage.listTitles.news, description: libraryIntro.lead, feed: 'library' },
  '/library/proposals': {
    title: libraryPage.listTitles.proposals,
    description: libraryIntro.lead,
    feed: 'library',
  },
  '/library/completed': {
    title: libraryPage.listTitles.completed,
    description: libraryIntro.lead,
    feed: 'library',
  },
  ...programs,
  '/faculty': { title: facultyDirectoryText.title, description: facultyDirectoryText.subtitle },
  '/staff': { title: staffDirectoryText.title, description: staffDirectoryText.subtitle },
  '/careers': content(careersPage),
  '/send-concern': {
    title: 'Send a Concern',
    description: `Send a question, request or concern to the ${siteConfig.campus_name}. We reply by e-mail.`,
  },
  '/foi': { title: foiPage.title, description: foiPage.lead },
  '/foi/register': {
    title: 'FOI Disclosure Log',
    description: `Every Freedom of Information request received by the ${siteConfig.campus_name}, with its status and decision.`,
  },
  '/search': {
    title: 'Search news',
    description: `Search the news, proposals and completed projects of the ${siteConfig.campus_name}.`,
    noindex: true,
  },
  '/news': { title: newsIndexPage.title, description: newsIndexPage.lead, feed: 'all' },
  '/admissions': { title: admissionsPage.title, description: admissionsPage.lead },
  '/events': { title: eventsPage.title, description: eventsPage.lead },
  '/students': content(pathPages.students),
  '/faculty-staff': content(pathPages.staff),
  '/alumni': content(pathPages.alumni),
  '/honeypot/admin': { title: 'Submissions Monitor', description: siteConfig.description, noindex: true },
  '/test/stack': { title: 'Stack check', description: siteConfig.description, noindex: true },
};

export const STATIC_ROUTES: Readonly<Record<string, RouteMeta>> = PAGE_META;

const ADMIN_PORTAL: RouteMeta = {
  title: 'Administrator Portal',
  description: `Sign-in for the staff of the ${siteConfig.campus_name}.`,
  noindex: true,
};

/** The not-found page (404 status; the client shows its own not-found screen). */
export const NOT_FOUND_META: RouteMeta = {
  title: 'Page not found',
  description: 'The page you are looking for may have moved, or the address may be mistyped.',
  noindex: true,
};

/**
 * An unknown programme (`/programs/{anything else}`): still a 404, but the browser shows the programme chooser
 * under 'Academic Programs' (src/client/features/office-pages/program-page.tsx), so the head says the same.
 */
export const UNKNOWN_PROGRAM_META: RouteMeta = {
  title: PROGRAM_FALLBACK_TITLE,
  description: PROGRAM_FALLBACK_TEXT,
  noindex: true,
};

/** The public routes search engines should index, for the sitemap. */
export const SITEMAP_PATHS: readonly string[] = Object.entries(STATIC_ROUTES)
  .filter(([, meta]) => !meta.noindex)
  .map(([path]) => path);

/**
 * Matches a request path (no query) to a page. Paths compare case-insensitively with any trailing slash
 * ignored, as the client router does; `path` is the canonical form.
 */
export function matchPage(rawPath: string): PageMatch {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '').toLowerCase() || '/' : '/';
  const redirect = (REDIRECTS as Readonly<Record<string, string>>)[path];
  if (redirect) return { kind: 'redirect', location: redirect };
  const meta = STATIC_ROUTES[path];
  if (meta) return { kind: 'page', path, meta };
  if (path === '/administrator' || path.startsWith('/administrator/')) {
    return { kind: 'page', path, meta: ADMIN_PORTAL };
  }
  const article = /^\/news\/([^/]+)$/.exec(path);
  if (article) {
    const id = idParamSchema.safeParse({ id: article[1] });
    if (id.success && /^\d+$/.test(article[1] ?? '')) return { kind: 'article', id: id.data.id };
  }
  const event = /^\/events\/([^/]+)$/.exec(path);
  if (event) {
    const id = idParamSchema.safeParse({ id: event[1] });
    if (id.success && /^\d+$/.test(event[1] ?? '')) return { kind: 'event', id: id.data.id };
  }
  if (/^\/programs\/[^/]+$/.test(path)) return { kind: 'not-found', meta: UNKNOWN_PROGRAM_META };
  return { kind: 'not-found' };
}
