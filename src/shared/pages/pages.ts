// Every public page module (docs/decisions/0042-a-page-is-one-module.md): the server matches, loads and heads
// pages from PAGE_MODULES; the client router makes its routes from PAGE_ENTRIES, the same modules' route
// entries alone, so the browser's entry carries none of the pages' texts or loaders. A new page is a module in
// this folder and one line in each list (tests/unit/page-modules.test.ts checks that they agree).
import { admissionsPageModule, admissionsRoute } from './admissions-page.ts';
import { articlePageModule, articleRoute } from './article-page.ts';
import { facultyPageModule, facultyRoute, staffPageModule, staffRoute } from './directory-pages.ts';
import { eventPageModule, eventRoute, eventsPageModule, eventsRoute } from './events-pages.ts';
import { foiRegisterPageModule, foiRegisterRoute } from './foi-register-page.ts';
import { homePageModule, homeRoute } from './home-page.ts';
import { newsPageModule, newsRoute } from './news-page.ts';
import {
  administrationPageModule,
  administrationRoute,
  extensionPageModule,
  extensionRoute,
  libraryPageModule,
  libraryRoute,
  programPageModule,
  programRoute,
  researchPageModule,
  researchRoute,
} from './office-pages.ts';
import type { PageEntry, PageModule } from './page-module.ts';
import { searchPageModule, searchRoute } from './search-page.ts';

export const PAGE_MODULES: readonly PageModule[] = [
  homePageModule,
  administrationPageModule,
  researchPageModule,
  extensionPageModule,
  libraryPageModule,
  programPageModule,
  articlePageModule,
  newsPageModule,
  eventsPageModule,
  eventPageModule,
  admissionsPageModule,
  searchPageModule,
  foiRegisterPageModule,
  staffPageModule,
  facultyPageModule,
];

export const PAGE_ENTRIES = [
  homeRoute,
  administrationRoute,
  researchRoute,
  extensionRoute,
  libraryRoute,
  programRoute,
  articleRoute,
  newsRoute,
  eventsRoute,
  eventRoute,
  admissionsRoute,
  searchRoute,
  foiRegisterRoute,
  staffRoute,
  facultyRoute,
] as const satisfies readonly PageEntry[];
