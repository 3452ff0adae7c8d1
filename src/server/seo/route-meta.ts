// What the server knows about each public route before any script runs: its title and description for
// previews, the feed it announces, whether search engines should index it, and the routes that redirect.
// Titles and descriptions come from the same content files the pages show.
import { siteConfig } from '../../../config/site.ts';
import { foiPage } from '../../../content/foi-manual.ts';
import { careersPage } from '../../../content/pages/careers.ts';
import { charterPage } from '../../../content/pages/charter.ts';
import { extensionAgendaPage } from '../../../content/pages/extension-agenda.ts';
import { extensionProgramPage } from '../../../content/pages/extension-program.ts';
import { historyPage } from '../../../content/pages/history.ts';
import { missionVisionPage } from '../../../content/pages/mission-vision.ts';
import { pathPages } from '../../../content/pages/paths.ts';
import { qualityPolicyPage } from '../../../content/pages/quality-policy.ts';
import { researchAgendaPage } from '../../../content/pages/research-agenda.ts';
import { researchProgramPage } from '../../../content/pages/research-program.ts';
import { programPageModule } from '../../shared/pages/office-pages.ts';
import { contentMeta as content, type PageMeta } from '../../shared/pages/page-module.ts';
import { PAGE_MODULES } from '../../shared/pages/pages.ts';
import { type PAGE_ROUTES, PROGRAM_SUBS, REDIRECTS } from '../../shared/routes.ts';

/** A page's title, description, feed and indexing (src/shared/pages/page-module.ts). */
export type RouteMeta = PageMeta;

export type PageMatch =
  | { kind: 'page'; path: string; meta: RouteMeta }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

export { OFFICE_PAGE, REDIRECTS } from '../../shared/routes.ts';

/** The route table's paths of the pages that have no module yet (src/shared/pages/). */
type TablePath = Extract<
  (typeof PAGE_ROUTES)[number],
  {
    component: 'static' | 'charter' | 'careers' | 'concern' | 'foi' | 'paths' | 'monitor' | 'stack';
  }
>['path'];

/**
 * The metadata of every page in the route table (src/shared/routes.ts) that has no module of its own, by
 * lower-case path; the type demands an entry for each, so such a page cannot be forgotten here.
 */
const TABLE_META: Readonly<Record<TablePath, RouteMeta>> = {
  '/about/history': content(historyPage),
  '/about/mission-vision': content(missionVisionPage),
  '/about/quality-policy': content(qualityPolicyPage),
  '/quick-links/citizens-charter': { title: charterPage.title, description: charterPage.tagline },
  '/research/program': content(researchProgramPage),
  '/research/agenda': content(researchAgendaPage),
  '/extension/program': content(extensionProgramPage),
  '/extension/agenda': content(extensionAgendaPage),
  '/careers': content(careersPage),
  '/send-concern': {
    title: 'Send a Concern',
    description: `Send a question, request or concern to the ${siteConfig.campus_name}. We reply by e-mail.`,
  },
  '/foi': { title: foiPage.title, description: foiPage.lead },
  '/students': content(pathPages.students),
  '/faculty-staff': content(pathPages.staff),
  '/alumni': content(pathPages.alumni),
  '/honeypot/admin': { title: 'Submissions Monitor', description: siteConfig.description, noindex: true },
  '/test/stack': { title: 'Stack check', description: siteConfig.description, noindex: true },
};

const ANY_URL = 'http://localhost';

/**
 * The metadata of the page modules' fixed addresses as they read before any data (the home page without its
 * alert), and of every programme page: for the sitemap, the site search's page index and matching.
 */
const MODULE_META: Readonly<Record<string, RouteMeta>> = Object.fromEntries([
  ...PAGE_MODULES.flatMap((page) =>
    page.routes
      .filter((r) => !r.path.includes(':'))
      .map((r) => [
        r.path,
        page.meta({ params: {}, url: new URL(r.path, ANY_URL), handle: r.handle ?? {} }, {}),
      ]),
  ),
  ...PROGRAM_SUBS.map((sub) => {
    const path = `/programs/${sub}`;
    return [path, programPageModule.meta({ params: { sub }, url: new URL(path, ANY_URL), handle: {} }, {})];
  }),
]);

/** Every page with a fixed address and its metadata, by lower-case path. */
export const STATIC_ROUTES: Readonly<Record<string, RouteMeta>> = { ...MODULE_META, ...TABLE_META };

const ADMIN_PORTAL: RouteMeta = {
  title: 'Administrator Portal',
  description: `Sign-in for the staff of the ${siteConfig.campus_name}.`,
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
  return { kind: 'not-found' };
}
