// The pages of the offices that publish (Administration, Research, Extension, Library) and of the programmes:
// each draws its office's list of public articles (components/news/news-list.tsx), loaded with the page.
import { libraryIntro } from '../../../content/pages/library.ts';
import {
  administrationPage,
  extensionPage,
  libraryPage,
  PROGRAM_FALLBACK_TEXT,
  PROGRAM_FALLBACK_TITLE,
  type ProgramPageText,
  programPages,
  researchPage,
} from '../../../content/pages/office-pages.ts';
import type { OfficeSlug } from '../contract/offices.ts';
import type { ReviewKind } from '../contract/review-dates.ts';
import { type PageHandle, PROGRAM_ROUTE } from '../routes.ts';
import {
  collect,
  contentMeta,
  definePage,
  type PageMeta,
  type PageModule,
  type PageReads,
  tableRoutes,
} from './page-module.ts';

/** Every public article of an office the list may show. */
export const OFFICE_LIST_LIMIT = 1000;

/**
 * The data key of a page's "last reviewed" (ADR 0051). Here, not in the contract: the contract pulls zod into
 * every bundle that imports a page module.
 */
export const lastReviewedKey = (kind: ReviewKind, key: string) => `last-reviewed:${kind}:${key}`;

/** The data key of an office's list ('any': the latest of every office). */
export const officeListKey = (office: OfficeSlug | 'any') => `office-list:${office}`;

const officeListLoad =
  (office: OfficeSlug) =>
  (reads: PageReads, failed: () => void): ReturnType<NonNullable<PageModule['load']>> =>
    collect(
      [[officeListKey(office), (signal) => reads.officeArticles(office, OFFICE_LIST_LIMIT, signal)]],
      failed,
    );

type ListTitles = { news: string; proposals: string; completed: string };

/** The list's title by the route's mode, with the office's lead and feed. */
const listMeta =
  (titles: ListTitles, lead: string, feed: OfficeSlug) =>
  (handle: PageHandle): PageMeta => ({
    title: titles[handle.mode ?? 'news'],
    description: lead,
    feed,
  });

export const administrationRoute = {
  name: 'administration',
  routes: /* @__PURE__ */ tableRoutes('administration'),
  file: 'src/client/features/office-pages/administration-page.tsx',
  islands: true,
} as const;

export const administrationPageModule = /* @__PURE__ */ definePage(administrationRoute, {
  load: (_args, reads, failed) => officeListLoad('administration')(reads, failed),
  // The office's own page, and its news list under /administration/news.
  meta: ({ handle }) =>
    handle.page === 'news'
      ? {
          title: administrationPage.listTitles.news,
          description: administrationPage.newsPageLead,
          feed: 'administration',
        }
      : contentMeta(administrationPage, 'administration'),
});

export const researchRoute = {
  name: 'research',
  routes: /* @__PURE__ */ tableRoutes('research'),
  file: 'src/client/features/office-pages/research-page.tsx',
  islands: true,
} as const;

export const researchPageModule = /* @__PURE__ */ definePage(researchRoute, {
  load: (_args, reads, failed) => officeListLoad('research')(reads, failed),
  meta: ({ handle }) => listMeta(researchPage.listTitles, researchPage.lead, 'research')(handle),
});

export const extensionRoute = {
  name: 'extension',
  routes: /* @__PURE__ */ tableRoutes('extension'),
  file: 'src/client/features/office-pages/extension-page.tsx',
  islands: true,
} as const;

export const extensionPageModule = /* @__PURE__ */ definePage(extensionRoute, {
  load: (_args, reads, failed) => officeListLoad('extension')(reads, failed),
  meta: ({ handle }) => listMeta(extensionPage.listTitles, extensionPage.lead, 'extension')(handle),
});

export const libraryRoute = {
  name: 'library',
  routes: /* @__PURE__ */ tableRoutes('library'),
  file: 'src/client/features/office-pages/library-page.tsx',
  islands: true,
} as const;

export const libraryPageModule = /* @__PURE__ */ definePage(libraryRoute, {
  load: (_args, reads, failed) => officeListLoad('library')(reads, failed),
  meta: ({ handle }) => listMeta(libraryPage.listTitles, libraryIntro.lead, 'library')(handle),
});

/** The programme page of a /programs/{sub} address (any letter case), or undefined. */
export function findProgramPage(sub: string | undefined): ProgramPageText | undefined {
  const key = (sub ?? '').toLowerCase();
  return programPages.find((p) => p.sub === key);
}

/**
 * An unknown programme (`/programs/{anything else}`): still a 404, but the page shows the programme chooser
 * under 'Academic Programs' (src/client/features/office-pages/program-page.tsx), so the head says the same.
 */
export const UNKNOWN_PROGRAM_META: PageMeta = {
  title: PROGRAM_FALLBACK_TITLE,
  description: PROGRAM_FALLBACK_TEXT,
  noindex: true,
  status: 404,
};

export const programRoute = {
  name: 'program',
  routes: [{ path: PROGRAM_ROUTE }],
  file: 'src/client/features/office-pages/program-page.tsx',
  islands: true,
} as const;

export const programPageModule = /* @__PURE__ */ definePage(programRoute, {
  load: async ({ params }, reads, failed) => {
    const program = findProgramPage(params.sub);
    if (!program) return {};
    const [list, reviewed] = await Promise.all([
      officeListLoad(program.office)(reads, failed),
      collect(
        [
          [
            lastReviewedKey('program_page', program.sub),
            (signal) => reads.lastReviewed('program_page', program.sub, signal),
          ],
        ],
        failed,
      ),
    ]);
    return { ...list, ...reviewed };
  },
  meta: ({ params }) => {
    const program = findProgramPage(params.sub);
    return program
      ? { title: program.title, description: program.description, feed: program.office }
      : UNKNOWN_PROGRAM_META;
  },
});
