// Every route, derived from the route table in src/shared/routes.ts. Pages load lazily, so a public page
// never downloads the admin portal or the editor.
import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import {
  ARTICLE_ROUTE,
  EVENT_ROUTE,
  PAGE_ROUTES,
  type PageComponent,
  type PageRoute,
  PROGRAM_ROUTE,
  REDIRECTS,
} from '../../shared/routes.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteErrorScreen } from './routes/route-error-screen.tsx';

/**
 * The source file of each lazily loaded public page, for the server: it announces the page's scripts with
 * the entry's (src/server/seo/route-scripts.ts). tests/unit/route-modules.test.ts checks that
 * each matches the import below.
 */
export const PAGE_MODULES: Record<PageComponent | 'article' | 'event' | 'notFound', string> = {
  home: 'src/client/features/home/home-page.tsx',
  administration: 'src/client/features/office-pages/administration-page.tsx',
  research: 'src/client/features/office-pages/research-page.tsx',
  extension: 'src/client/features/office-pages/extension-page.tsx',
  library: 'src/client/features/office-pages/library-page.tsx',
  static: 'src/client/features/static-pages/static-page.tsx',
  charter: 'src/client/features/charter/charter-page.tsx',
  program: 'src/client/features/office-pages/program-page.tsx',
  faculty: 'src/client/features/directories/faculty-page.tsx',
  staff: 'src/client/features/directories/staff-page.tsx',
  careers: 'src/client/features/careers/careers-page.tsx',
  concern: 'src/client/features/concern/concern-page.tsx',
  foi: 'src/client/features/foi/foi-page.tsx',
  foiRegister: 'src/client/features/foi/register-page.tsx',
  monitor: 'src/client/features/monitor/monitor-page.tsx',
  stack: 'src/client/features/stack-check/stack-page.tsx',
  search: 'src/client/features/search/search-page.tsx',
  news: 'src/client/features/news/news-page.tsx',
  admissions: 'src/client/features/admissions/admissions-page.tsx',
  events: 'src/client/features/events/events-page.tsx',
  paths: 'src/client/features/paths/path-page.tsx',
  article: 'src/client/features/article/article-page.tsx',
  event: 'src/client/features/events/event-page.tsx',
  notFound: 'src/client/app/routes/not-found-page.tsx',
};

/** What the server needs to know of a matched route (its `handle`): the file of its page. */
export interface RouteModuleHandle {
  module?: string;
  /**
   * The page is drawn by the server and woken in the browser as islands, without React
   * (docs/decisions/0026-public-pages-as-islands.md): its interactive parts are `island(…)` components.
   */
  islands?: boolean;
}

/** The pages served as islands; the others still hydrate as the React application. */
const ISLAND_PAGES: ReadonlySet<keyof typeof PAGE_MODULES> = new Set([
  'home',
  'search',
  'article',
  'static',
  'administration',
  'research',
  'extension',
  'library',
  'program',
  'faculty',
  'staff',
  'careers',
  'event',
  'admissions',
  'news',
  'events',
  'paths',
]);

const handleOf = (page: keyof typeof PAGE_MODULES): RouteModuleHandle => ({
  module: PAGE_MODULES[page],
  ...(ISLAND_PAGES.has(page) ? { islands: true } : {}),
});

const pages: Record<PageComponent, RouteObject['lazy']> = {
  home: () => import('../features/home/home-page.tsx'),
  administration: () => import('../features/office-pages/administration-page.tsx'),
  research: () => import('../features/office-pages/research-page.tsx'),
  extension: () => import('../features/office-pages/extension-page.tsx'),
  library: () => import('../features/office-pages/library-page.tsx'),
  static: () => import('../features/static-pages/static-page.tsx'),
  charter: () => import('../features/charter/charter-page.tsx'),
  program: () => import('../features/office-pages/program-page.tsx'),
  faculty: () => import('../features/directories/faculty-page.tsx'),
  staff: () => import('../features/directories/staff-page.tsx'),
  careers: () => import('../features/careers/careers-page.tsx'),
  concern: () => import('../features/concern/concern-page.tsx'),
  foi: () => import('../features/foi/foi-page.tsx'),
  foiRegister: () => import('../features/foi/register-page.tsx'),
  monitor: () => import('../features/monitor/monitor-page.tsx'),
  stack: () => import('../features/stack-check/stack-page.tsx'),
  search: () => import('../features/search/search-page.tsx'),
  news: () => import('../features/news/news-page.tsx'),
  admissions: () => import('../features/admissions/admissions-page.tsx'),
  events: () => import('../features/events/events-page.tsx'),
  paths: () => import('../features/paths/path-page.tsx'),
};
/** TanStack Query's provider, only around the routes that use it (the monitor and the portal). */
const queryLayout = () => import('./layouts/query-layout.tsx');
/** Pages that need TanStack Query's provider. */
const withQuery = new Set<PageComponent>(['monitor']);

const relative = (path: string) => path.replace(/^\//, '');
const tableRoutes: readonly PageRoute[] = PAGE_ROUTES;

/** Where a server loader may hang (src/client/ssr/page-loaders.ts): the layout, a page component, an article. */
export type LoaderSlot = 'layout' | 'article' | 'event' | PageComponent;
export type RouteLoaders = Partial<Record<LoaderSlot, LoaderFunction>>;

/**
 * The whole route tree. The browser router (main.tsx) is made from it without loaders; the server's static
 * handler (entry-server.tsx) adds its page loaders. Both trees have the same shape, so route ids match and a
 * server-rendered page hydrates into the same routes.
 */
export function makeRoutes(loaders: RouteLoaders = {}): RouteObject[] {
  const toRoute = (r: PageRoute): RouteObject => {
    const common = {
      lazy: pages[r.component],
      handle: { ...r.handle, ...handleOf(r.component) },
      loader: loaders[r.component],
    };
    return r.path === '/' ? { index: true, ...common } : { path: relative(r.path), ...common };
  };
  const publicRoutes: RouteObject[] = [
    ...tableRoutes.filter((r) => !withQuery.has(r.component)).map(toRoute),
    ...Object.entries(REDIRECTS).map(([from, to]) => ({ path: relative(from), loader: () => redirect(to) })),
    {
      path: relative(PROGRAM_ROUTE),
      lazy: pages.program,
      handle: handleOf('program'),
      loader: loaders.program,
    },
    {
      path: relative(ARTICLE_ROUTE),
      lazy: () => import('../features/article/article-page.tsx'),
      handle: handleOf('article'),
      loader: loaders.article,
    },
    {
      path: relative(EVENT_ROUTE),
      lazy: () => import('../features/events/event-page.tsx'),
      handle: handleOf('event'),
      loader: loaders.event,
    },
    { lazy: queryLayout, children: tableRoutes.filter((r) => withQuery.has(r.component)).map(toRoute) },
    {
      path: '*',
      lazy: () => import('./routes/not-found-page.tsx'),
      handle: handleOf('notFound'),
    },
  ];
  return [
    {
      path: '/',
      Component: PublicLayout,
      ErrorBoundary: RouteErrorScreen,
      loader: loaders.layout,
      children: [{ ErrorBoundary: RouteErrorScreen, children: publicRoutes }],
    },
    {
      lazy: queryLayout,
      ErrorBoundary: RouteErrorScreen,
      children: [
        {
          // The administrator portal: its own shell, no public header or footer, loaded only when visited.
          path: '/administrator/*',
          ErrorBoundary: RouteErrorScreen,
          lazy: () => import('./admin/admin-app.tsx'),
        },
      ],
    },
  ];
}

/** The browser's route tree. */
export const routes: RouteObject[] = makeRoutes();
