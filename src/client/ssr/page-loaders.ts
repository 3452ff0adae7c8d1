// The server's route loaders (docs/decisions/0008-server-rendered-public-pages.md): before a public page is
// drawn, each matched route loads what its components will ask useAsyncData for, with the same keys and the
// same load functions. API calls made here go into the server itself (entry-server.tsx), as the visitor.
// Only the server bundle imports this file: in the browser the routes have no loaders, so client-side
// navigation fetches as before, with its loading states.

import type { LoaderFunctionArgs } from 'react-router';
import type { OfficeSlug } from '../../shared/contract/offices.ts';
import { numericIdOf } from '../../shared/routes.ts';
import type { RouteLoaders } from '../app/router.tsx';
import { loadOfficeList, officeListKey } from '../components/news/news-list.tsx';
import { ADMISSIONS_KEY, loadAdmissions } from '../features/admissions/api/get-admissions.ts';
import { ArticleNotFoundError, articleKey, getArticle } from '../features/article/api/get-article.ts';
import { loadMoreFrom, moreFromKey } from '../features/article/api/get-more-from-office.ts';
import { eventsFiltersOf, eventsKey, listEvents } from '../features/events/api/list-events.ts';
import { EventNotFoundError, eventKey, loadEvent } from '../features/events/api/use-event.ts';
import { loadRegister, registerKey, registerPageOf } from '../features/foi/api/get-register.ts';
import { getHomeNews, homeNewsKey } from '../features/home/api/get-home-news.ts';
import { listNews, newsFiltersOf, newsKey } from '../features/news/api/list-news.ts';
import { findProgramPage } from '../features/office-pages/lib/find-program-page.ts';
import {
  hasSearchWords,
  searchArticles,
  searchKey,
  searchQueryOf,
} from '../features/search/api/search-articles.ts';
import type { PageData } from '../lib/page-data.ts';
import { loadSiteContent, SITE_CONTENT_KEY } from '../lib/use-site-content.ts';

type Load = (signal: AbortSignal) => Promise<unknown>;

/**
 * Runs each load and keeps what it found. A load that fails (other than "not found") is left out: the page
 * is drawn in its loading state and the browser fetches it, as it does without server rendering.
 */
async function collect(args: LoaderFunctionArgs, loads: [key: string, load: Load][]): Promise<PageData> {
  const entries = await Promise.all(
    loads.map(async ([key, load]) => {
      try {
        return [key, { data: await load(args.request.signal) }] as const;
      } catch (error) {
        if (error instanceof ArticleNotFoundError || error instanceof EventNotFoundError)
          return [key, { notFound: true as const }] as const;
        return undefined;
      }
    }),
  );
  return Object.fromEntries(entries.filter((e) => e !== undefined));
}

const officeList = (office: OfficeSlug) => (args: LoaderFunctionArgs) =>
  collect(args, [[officeListKey(office), (signal) => loadOfficeList(office, signal)]]);

export const PAGE_LOADERS: RouteLoaders = {
  // The campus alert, footer contacts and home blocks are on every page.
  layout: (args) => collect(args, [[SITE_CONTENT_KEY, loadSiteContent]]),
  home: (args) => collect(args, [[homeNewsKey('all'), (signal) => getHomeNews('all', signal)]]),
  administration: officeList('administration'),
  research: officeList('research'),
  extension: officeList('extension'),
  library: officeList('library'),
  program: (args) => {
    const program = findProgramPage(args.params.sub);
    return program ? officeList(program.office)(args) : {};
  },
  article: async (args) => {
    const id = numericIdOf(args.params.id);
    if (id === undefined) return {};
    const data = await collect(args, [[articleKey(id), (signal) => getArticle(id, signal)]]);
    // "More from {office}" at the end of the article: the office is known once the article is.
    const entry = data[articleKey(id)];
    const office = entry && 'data' in entry ? (entry.data as { office?: OfficeSlug }).office : undefined;
    if (!office) return data;
    return {
      ...data,
      ...(await collect(args, [[moreFromKey(office), (signal) => loadMoreFrom(office, signal)]])),
    };
  },
  event: (args) => {
    const id = numericIdOf(args.params.id);
    if (id === undefined) return {};
    return collect(args, [[eventKey(id), (signal) => loadEvent(id, signal)]]);
  },
  admissions: (args) => collect(args, [[ADMISSIONS_KEY, loadAdmissions]]),
  events: (args) => {
    const { office } = eventsFiltersOf(new URL(args.request.url).searchParams);
    return collect(args, [[eventsKey(office), (signal) => listEvents(office, signal)]]);
  },
  news: (args) => {
    const filters = newsFiltersOf(new URL(args.request.url).searchParams);
    return collect(args, [[newsKey(filters), (signal) => listNews(filters, signal)]]);
  },
  foiRegister: (args) => {
    const page = registerPageOf(new URL(args.request.url).search);
    return collect(args, [[registerKey(page), (signal) => loadRegister(page, signal)]]);
  },
  search: (args) => {
    const query = searchQueryOf(new URL(args.request.url).searchParams);
    if (!hasSearchWords(query.q)) return {};
    return collect(args, [[searchKey(query), (signal) => searchArticles(query, signal)]]);
  },
};
