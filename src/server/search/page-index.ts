// The pages the site search finds besides articles: every indexed page of the route table
// (src/shared/routes.ts, titles and descriptions from src/server/seo/route-meta.ts) with the text its content
// file shows, and each office of the Staff Directory with its functions and services. Content files change
// only with a deploy, so the index is built once in memory when the server starts (ADR 0019).

import { charterFront } from '../../../content/citizens-charter.ts';
import { facultyPrograms } from '../../../content/directories/faculty-programs.ts';
import {
  coreFunctions,
  officeServices,
  staffDirectoryText,
  staffOffices,
} from '../../../content/directories/staff-offices.ts';
import { foiPage } from '../../../content/foi-manual.ts';
import { admissionsPage } from '../../../content/pages/admissions.ts';
import { alertsPage } from '../../../content/pages/alerts.ts';
import { careersPage } from '../../../content/pages/careers.ts';
import { eventsPage } from '../../../content/pages/events.ts';
import { extensionAgendaPage } from '../../../content/pages/extension-agenda.ts';
import { extensionProgramPage } from '../../../content/pages/extension-program.ts';
import { historyPage } from '../../../content/pages/history.ts';
import { homePage } from '../../../content/pages/home.ts';
import {
  freeDatabases,
  libraryIntro,
  libraryRules,
  subscribedEResources,
} from '../../../content/pages/library.ts';
import { missionVisionPage } from '../../../content/pages/mission-vision.ts';
import { administrationPage } from '../../../content/pages/office-pages.ts';
import { pathPages } from '../../../content/pages/paths.ts';
import { qualityPolicyPage } from '../../../content/pages/quality-policy.ts';
import { researchAgendaPage } from '../../../content/pages/research-agenda.ts';
import { researchProgramPage } from '../../../content/pages/research-program.ts';
import { subscribePage } from '../../../content/pages/subscribe.ts';
import {
  PROCUREMENT_DOCUMENT_LABELS,
  PROCUREMENT_INTRO,
  PROCUREMENT_MODES,
  PROCUREMENT_TITLE,
} from '../../../content/procurement.ts';
import { pageKeywords } from '../../../content/search-keywords.ts';
import {
  DOCUMENTS_INTRO,
  DOCUMENTS_TITLE,
  TRANSPARENCY_INTRO,
  TRANSPARENCY_SECTIONS,
} from '../../../content/transparency.ts';
import { type CitizenService, CLASSIFICATION_LABELS } from '../../shared/contract/citizen-services.ts';
import {
  ALERTS_PATH,
  DOCUMENTS_PATH,
  PAGE_ROUTES,
  type PagePath,
  PROCUREMENT_PATH,
  PROGRAM_SUBS,
  SERVICES_PATH,
  type SitePath,
  SUBSCRIBE_PATH,
  servicePath,
  TRANSPARENCY_PATH,
} from '../../shared/routes.ts';
import { STATIC_ROUTES } from '../seo/route-meta.ts';

/** One findable page: what the results show and the text it is found by. */
export interface PageEntry {
  /** Address on the site (a route, or the Staff Directory with one office selected). */
  path: string;
  title: string;
  /** One or two sentences: the page's description. */
  summary: string;
  /** The part of the site it belongs to, shown beside the title ('' when the title says enough). */
  section: string;
  /** Words visitors use for it (content/search-keywords.ts). */
  keywords: readonly string[];
  /** The page's own text, one paragraph or list item each. */
  segments: readonly string[];
}

/** The Staff Directory selects an office with ?office= (src/client/features/directories/staff-page.tsx). */
const STAFF_DIRECTORY: PagePath = '/staff';
export const staffOfficePath = (id: string) => `${STAFF_DIRECTORY}?office=${encodeURIComponent(id)}`;

/** Keys of content objects that hold addresses, ids or display settings rather than text. */
const NOT_TEXT = new Set(['id', 'url', 'to', 'icon', 'kind', 'theme', 'sub', 'office', 'chart', 'related']);

/** Every piece of text in a content value (strings, arrays and objects, read depth first). */
export function textOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text && !/^(https?:|\/)/.test(text)) out.push(text);
  } else if (Array.isArray(value)) {
    for (const item of value) textOf(item, out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!NOT_TEXT.has(key)) textOf(item, out);
  }
  return out;
}

/** Headings and labels this short, without a full stop, lead into the text after them. */
const LABEL_CHARS = 40;

/**
 * The text as passages for snippets: a heading or label is joined to the text it introduces ("Library
 * hours: The library is open…"), so a match in a heading shows what it is about.
 */
export function passages(texts: readonly string[]): string[] {
  const out: string[] = [];
  let label = '';
  for (const text of texts) {
    if (text.length < LABEL_CHARS && !/[.!?:;]$/.test(text)) {
      label = label ? `${label} · ${text}` : text;
      continue;
    }
    out.push(label ? `${label.replace(/[.:]$/, '')}: ${text}` : text);
    label = '';
  }
  if (label) out.push(label);
  return out;
}

interface RouteSource {
  /** The page's heading when it differs from its browser title (the Library shows 'Campus Library'). */
  title?: string;
  section?: string;
  text: unknown[];
}

const contentPage = (page: { eyebrow: string; sections: unknown }): RouteSource => ({
  section: page.eyebrow,
  text: [page.sections],
});

const programText = (sub: (typeof PROGRAM_SUBS)[number]): RouteSource => {
  const faculty = facultyPrograms.find((p) => p.id === sub);
  return { section: 'Programs', text: [faculty?.description, faculty?.overview, faculty?.facts] };
};

/** The text each page shows beyond its title and description; pages not listed are found by those. */
const ROUTE_SOURCES: Partial<Record<SitePath, RouteSource>> = {
  '/': { text: [homePage.welcome, homePage.intro] },
  '/administration': { text: [administrationPage.description] },
  '/about/history': contentPage(historyPage),
  '/about/mission-vision': contentPage(missionVisionPage),
  '/about/quality-policy': contentPage(qualityPolicyPage),
  '/research/program': contentPage(researchProgramPage),
  '/research/agenda': contentPage(researchAgendaPage),
  '/extension/program': contentPage(extensionProgramPage),
  '/extension/agenda': contentPage(extensionAgendaPage),
  '/library': {
    title: libraryIntro.title,
    text: [libraryIntro.highlights, libraryRules, subscribedEResources, freeDatabases],
  },
  '/faculty': { text: [facultyPrograms.map((p) => [p.name, p.description])] },
  '/staff': { text: [staffOffices.map((o) => o.name)] },
  '/careers': {
    section: careersPage.eyebrow,
    text: [careersPage.heading, careersPage.benefits, careersPage.steps, careersPage.equalOpportunity],
  },
  '/admissions': {
    section: admissionsPage.eyebrow,
    text: [
      admissionsPage.heading,
      admissionsPage.whoTitle,
      admissionsPage.who,
      admissionsPage.tuitionTitle,
      admissionsPage.tuition,
      admissionsPage.feesTitle,
      admissionsPage.fees,
      admissionsPage.askTitle,
      admissionsPage.ask,
    ],
  },
  '/foi': { section: foiPage.eyebrow, text: [foiPage.howItWorks, foiPage.privacy] },
  '/foi/register': { section: foiPage.eyebrow, text: [] },
  '/students': { section: pathPages.students.eyebrow, text: [] },
  '/faculty-staff': { section: pathPages.staff.eyebrow, text: [] },
  '/alumni': { section: pathPages.alumni.eyebrow, text: [] },
  '/events': { section: eventsPage.eyebrow, text: [eventsPage.upcomingTitle, eventsPage.subscribeNote] },
  '/programs/bsit': programText('bsit'),
  '/programs/bsed': programText('bsed'),
  '/programs/btvted': programText('btvted'),
  '/programs/bsa': programText('bsa'),
};

function routeEntry(path: SitePath): PageEntry | undefined {
  const meta = STATIC_ROUTES[path];
  // Pages kept out of search engines (staff tools, the results page itself) are kept out of the site search.
  if (!meta || meta.noindex) return undefined;
  const source = ROUTE_SOURCES[path];
  return {
    path,
    title: source?.title ?? meta.title,
    summary: meta.description,
    section: source?.section ?? '',
    keywords: pageKeywords[path] ?? [],
    segments: passages(textOf(source?.text ?? [])),
  };
}

/** Every findable page, pages of the route table first, then the offices of the Staff Directory. */
export function buildPageEntries(): PageEntry[] {
  const paths: SitePath[] = [
    ...PAGE_ROUTES.map((r) => r.path),
    ...PROGRAM_SUBS.map((sub) => `/programs/${sub}` as const),
  ];
  const routes = paths.map(routeEntry).filter((e): e is PageEntry => e !== undefined);
  const offices = staffOffices.map((office): PageEntry => {
    const path = staffOfficePath(office.id);
    return {
      path,
      title: office.name,
      summary: office.description,
      section: staffDirectoryText.title,
      keywords: pageKeywords[path] ?? [],
      segments: passages(textOf([coreFunctions[office.id], officeServices[office.id]])),
    };
  });
  // The alerts page is drawn by the server alone (seo/alert-pages.ts), outside the client's route table.
  const alerts: PageEntry = {
    path: ALERTS_PATH,
    title: alertsPage.title,
    summary: alertsPage.lead,
    section: '',
    keywords: pageKeywords[ALERTS_PATH] ?? [],
    segments: [alertsPage.intro],
  };
  // The Transparency Seal page is drawn by the server alone too (seo/transparency-page.ts).
  const transparency: PageEntry = {
    path: TRANSPARENCY_PATH,
    title: 'Transparency Seal',
    summary: TRANSPARENCY_INTRO,
    section: '',
    keywords: pageKeywords[TRANSPARENCY_PATH] ?? [],
    segments: TRANSPARENCY_SECTIONS.map((s) => `${s.title}. ${s.summary}`),
  };
  // And the list of every published document (seo/documents-page.ts).
  const documents: PageEntry = {
    path: DOCUMENTS_PATH,
    title: DOCUMENTS_TITLE,
    summary: DOCUMENTS_INTRO,
    section: '',
    keywords: pageKeywords[DOCUMENTS_PATH] ?? [],
    segments: [],
  };
  // So is the subscription form (seo/subscribe-page.ts).
  const subscribe: PageEntry = {
    path: SUBSCRIBE_PATH,
    title: subscribePage.title,
    summary: subscribePage.lead,
    section: '',
    keywords: pageKeywords[SUBSCRIBE_PATH] ?? [],
    segments: [subscribePage.intro],
  };
  // So is bids and awards (seo/procurement-pages.ts).
  const procurement: PageEntry = {
    path: PROCUREMENT_PATH,
    title: PROCUREMENT_TITLE,
    summary: PROCUREMENT_INTRO,
    section: '',
    keywords: pageKeywords[PROCUREMENT_PATH] ?? [],
    segments: [...Object.values(PROCUREMENT_MODES), ...Object.values(PROCUREMENT_DOCUMENT_LABELS)],
  };
  // The charter's services page is drawn by the server alone too (seo/service-pages.ts).
  const services: PageEntry = {
    path: SERVICES_PATH,
    title: charterFront.servicesTitle,
    summary: charterFront.servicesIntro,
    section: charterFront.title,
    keywords: pageKeywords[SERVICES_PATH] ?? [],
    segments: [charterFront.pledge],
  };
  return [...routes, alerts, transparency, documents, procurement, subscribe, services, ...offices];
}

/**
 * Each published service of the Citizen's Charter as a findable page. They are kept in the database, so the
 * search adds them to the built index and rebuilds that when a service changes (routes/search.ts).
 */
export function serviceEntries(services: readonly CitizenService[]): PageEntry[] {
  return services.map((s) => ({
    path: servicePath(s.slug),
    title: s.title,
    summary: s.description || `${s.who_may_avail}. ${s.total_time}; ${s.total_fees}.`,
    section: s.unit,
    keywords: [CLASSIFICATION_LABELS[s.classification]],
    segments: passages([
      `Who may avail: ${s.who_may_avail}`,
      ...s.requirements.map((r) => `Requirement: ${r.item} (${r.where})`),
      ...s.steps.map((st) => `${st.client} ${st.agency}`),
      `Fees: ${s.total_fees}. Processing time: ${s.total_time}.`,
    ]),
  }));
}
