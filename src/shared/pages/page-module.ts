// A public page is one module (docs/decisions/0042-a-page-is-one-module.md): its route entry (the addresses it
// answers, the component file that draws it, whether it wakes as islands), its loader and its metadata. The
// server imports the module to load the page's data through its services and to write the page's head from
// that same data; the client router takes the route entry, and the page's components read the same keys.
import type { Article } from '../contract/articles.ts';
import type { DirectoryResponse } from '../contract/directory.ts';
import type { FoiRegisterResponse } from '../contract/foi.ts';
import type { NewsQuery, NewsResponse } from '../contract/news.ts';
import type { OfficeSlug } from '../contract/offices.ts';
import type { LastReviewedResponse, ReviewKind } from '../contract/review-dates.ts';
import type { SearchResponse } from '../contract/search.ts';
import type {
  AdmissionsResponse,
  EventResponse,
  EventsResponse,
  SiteAlert,
  SiteContent,
  SiteEvent,
} from '../contract/site.ts';
import { PAGE_ROUTES, type PageComponent, type PageHandle } from '../routes.ts';

/** What one key loaded: its data, or the answer "not found" (a 404 page is drawn from it). */
export type PageDataEntry = { data: unknown } | { notFound: true };
/** Everything a page was drawn with, by data key; the browser's components read the same keys. */
export type PageData = Record<string, PageDataEntry>;

/** Thrown by a read for a record that does not exist or is not public: the key is stored as not found. */
export class ReadNotFound extends Error {
  constructor(message = 'Not found') {
    super(message);
    this.name = 'ReadNotFound';
  }
}

/**
 * The reads public pages are drawn from. The server implements them with its services (services/page-reads.ts);
 * each returns what the browser's API call for the same key returns, so a page hydrates with what it would
 * have fetched.
 */
export interface PageReads {
  /** The site content every page shows (alert, footer contacts, home blocks): GET /api/site. */
  siteContent(signal: AbortSignal): Promise<SiteContent>;
  /** A public, published article (ReadNotFound otherwise). */
  article(id: number, signal: AbortSignal): Promise<Article>;
  /** An office's newest public articles, newest first. */
  officeArticles(office: OfficeSlug, limit: number, signal: AbortSignal): Promise<Article[]>;
  /** The newest public articles of every office. */
  latestArticles(limit: number, signal: AbortSignal): Promise<Article[]>;
  /** One campus event (ReadNotFound when there is none). */
  event(id: number, signal: AbortSignal): Promise<EventResponse>;
  /** The events of one office or all, upcoming and past. */
  events(office: OfficeSlug | undefined, signal: AbortSignal): Promise<EventsResponse>;
  /** The admissions block. */
  admissions(signal: AbortSignal): Promise<AdmissionsResponse>;
  /** One page of every office's public articles. */
  news(query: NewsQuery, signal: AbortSignal): Promise<NewsResponse>;
  /** One page of the FOI disclosure log. */
  foiRegister(page: number, signal: AbortSignal): Promise<FoiRegisterResponse>;
  /** One page of site search results. */
  search(query: { q: string; page: number; limit: number }, signal: AbortSignal): Promise<SearchResponse>;
  /** Every office's and faculty member's contacts, or those a search (`q`) finds: GET /api/directory?q=. */
  directory(q: string, signal: AbortSignal): Promise<DirectoryResponse>;
  /** When a page's item was last reviewed: GET /api/review-dates/{kind}/{key}. */
  lastReviewed(kind: ReviewKind, key: string, signal: AbortSignal): Promise<LastReviewedResponse>;
}

/** The data key of the site content (GET /api/site), which every page's layout shows. */
export const SITE_CONTENT_KEY = 'GET /api/site';

/** The address a page was asked for: its route's parameters and handle, and the whole URL (its query). */
export interface PageArgs {
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
  handle: PageHandle;
}

/** The feed a page announces: one office's articles, or all of them. */
export type FeedName = OfficeSlug | 'all';

/**
 * What a page says about itself: the server writes its <head> from it (seo/page-meta.ts), the React
 * application sets the document's title and preview tags from it on client-side navigation.
 */
export interface PageMeta {
  /** The page's own title (the document title adds the site name). */
  title: string;
  description: string;
  /** 404: the page drew its not-found state (an unknown or private article). */
  status?: 404;
  /** The feed announced with <link rel="alternate">. */
  feed?: FeedName;
  /** Pages for staff, tests or one visitor's results: kept out of search engines and the sitemap. */
  noindex?: boolean;
  /** The home page also describes the campus (CollegeOrUniversity structured data). */
  home?: boolean;
  /** An article's page: its preview picture, dates and NewsArticle data come from the article. */
  article?: Article;
  /** An event's page: its Event data. */
  event?: SiteEvent;
  /** The active campus alert, on the home page's structured data. */
  alert?: SiteAlert | null;
}

/** One address of a page, with the handle its component reads (which variant to show). */
export interface PageRouteEntry {
  readonly path: string;
  readonly handle?: PageHandle;
}

/**
 * A page's route entry: what the client router needs. A module spreads it into the page, so the router imports
 * the entry alone and the page's texts and loaders stay out of the browser's entry (tree-shaken).
 */
export interface PageEntry {
  /** A short name, unique among the pages. */
  readonly name: string;
  /** The addresses the page answers (React Router patterns: `/news/:id`). */
  readonly routes: readonly PageRouteEntry[];
  /** The source file of its component, which the client loads lazily and whose scripts the server announces. */
  readonly file: string;
  /** Drawn by the server and woken as Preact islands, without React (docs/decisions/0026-public-pages-as-islands.md). */
  readonly islands?: boolean;
}

export interface PageModule extends PageEntry {
  /** Loads the page's data; a part that fails is left out and `failed()` is called. */
  load?(args: PageArgs, reads: PageReads, failed: () => void): Promise<PageData>;
  /** The page's metadata, from its address and the data its loader found. */
  meta(args: PageArgs, data: PageData): PageMeta;
}

/**
 * A page module from its route entry and its loader and metadata. Called with `/* @__PURE__ *\/`, so a bundle
 * that uses only the route entry (the client router) or a data key leaves the page's texts and loader out.
 */
export const definePage = (entry: PageEntry, parts: Pick<PageModule, 'load' | 'meta'>): PageModule => ({
  ...entry,
  ...parts,
});

type Load = (signal: AbortSignal) => Promise<unknown>;

/**
 * Runs each load and keeps what it found. A load that fails (other than "not found") is left out: the page
 * is drawn in its loading state, `failed()` notes it, and the browser fetches that part.
 */
export async function collect(
  loads: readonly (readonly [key: string, load: Load])[],
  failed: () => void,
  signal: AbortSignal = new AbortController().signal,
): Promise<PageData> {
  const entries = await Promise.all(
    loads.map(async ([key, load]): Promise<[string, PageDataEntry] | undefined> => {
      try {
        return [key, { data: await load(signal) }];
      } catch (error) {
        if (error instanceof ReadNotFound) return [key, { notFound: true }];
        failed();
        return undefined;
      }
    }),
  );
  return Object.fromEntries(entries.filter((e) => e !== undefined));
}

/** The data stored under `key`, or undefined when it was not loaded or not found. */
export function dataOf<T>(data: PageData, key: string): T | undefined {
  const entry = data[key];
  return entry && 'data' in entry ? (entry.data as T) : undefined;
}

/** A loaded page: its data, its metadata, and whether every part loaded (else it is sent once, never kept). */
export interface LoadedPage {
  data: PageData;
  meta: PageMeta;
  complete: boolean;
}

/** Loads a page once and computes its metadata from what it loaded: one read of each record per render. */
export async function loadPage(page: PageModule, args: PageArgs, reads: PageReads): Promise<LoadedPage> {
  let complete = true;
  const failed = () => {
    complete = false;
  };
  // The layout's part (the campus alert, the footer's contacts) is on every page.
  const [layout, own] = await Promise.all([
    collect([[SITE_CONTENT_KEY, (signal) => reads.siteContent(signal)]], failed),
    page.load ? page.load(args, reads, failed) : {},
  ]);
  const data = { ...layout, ...own };
  return { data, meta: page.meta(args, data), complete };
}

const patternCache = new Map<string, RegExp>();
/** A route pattern as a case-insensitive expression; `:name` matches one segment. */
function patternOf(path: string): RegExp {
  let re = patternCache.get(path);
  if (!re) {
    const source = path
      .split('/')
      .map((part) =>
        part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    re = new RegExp(`^${source}$`, 'i');
    patternCache.set(path, re);
  }
  return re;
}

/** The page and route answering `path` (no query, trailing slash ignored), with the route's parameters. */
export function matchPageModule(
  pages: readonly PageModule[],
  rawPath: string,
): { page: PageModule; route: PageRouteEntry; params: Record<string, string | undefined> } | undefined {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : '/';
  for (const page of pages) {
    for (const route of page.routes) {
      const m = patternOf(route.path).exec(path);
      if (m) return { page, route, params: { ...m.groups } };
    }
  }
  return undefined;
}

/** The not-found page (404 status; the client shows its own not-found screen). */
export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: 'The page you are looking for may have moved, or the address may be mistyped.',
  noindex: true,
  status: 404,
};

/** The addresses the route table (src/shared/routes.ts) gives a page component, for its module's `routes`. */
export const tableRoutes = (component: PageComponent): readonly PageRouteEntry[] =>
  PAGE_ROUTES.filter((r) => r.component === component).map((r) =>
    'handle' in r ? { path: r.path, handle: r.handle } : { path: r.path },
  );

/** The page's title and description from a content file's title and lead, with the feed it announces. */
export const contentMeta = (page: { title: string; lead: string }, feed?: FeedName): PageMeta => ({
  title: page.title,
  description: page.lead,
  ...(feed ? { feed } : {}),
});
