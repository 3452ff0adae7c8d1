// Every route, derived from the page modules (src/shared/pages/) and the route table (src/shared/routes.ts). Pages load lazily, so a public page
// never downloads the admin portal or the editor.
import { type RouteObject, redirect } from 'react-router';
import type { PageEntry, PageRouteEntry } from '../../shared/pages/page-module.ts';
import { PAGE_ENTRIES } from '../../shared/pages/pages.ts';
import {
  PAGE_ROUTES,
  type PageComponent,
  type PageHandle,
  type PageRoute,
  REDIRECTS,
} from '../../shared/routes.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteErrorScreen } from './routes/route-error-screen.tsx';

/** The pages of the route table that have no page module yet (src/shared/pages/). */
type TableComponent = Exclude<PageComponent, (typeof PAGE_ENTRIES)[number]['name']>;

/**
 * The source file of each lazily loaded page without a module, for the server: it announces the page's
 * scripts with the entry's (src/server/seo/route-scripts.ts). tests/unit/route-modules.test.ts checks that
 * each matches the import below.
 */
export const PAGE_FILES: Record<TableComponent | 'notFound', string> = {
  static: 'src/client/features/static-pages/static-page.tsx',
  charter: 'src/client/features/charter/charter-page.tsx',
  careers: 'src/client/features/careers/careers-page.tsx',
  concern: 'src/client/features/concern/concern-page.tsx',
  foi: 'src/client/features/foi/foi-page.tsx',
  monitor: 'src/client/features/monitor/monitor-page.tsx',
  stack: 'src/client/features/stack-check/stack-page.tsx',
  paths: 'src/client/features/paths/path-page.tsx',
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

/** The pages without a module served as islands; the others still hydrate as the React application. */
const ISLAND_PAGES: ReadonlySet<keyof typeof PAGE_FILES> = new Set([
  'static',
  'careers',
  'paths',
  'concern',
  'foi',
]);

const handleOf = (page: keyof typeof PAGE_FILES): RouteModuleHandle => ({
  module: PAGE_FILES[page],
  ...(ISLAND_PAGES.has(page) ? { islands: true } : {}),
});

const pages: Record<TableComponent, RouteObject['lazy']> = {
  static: () => import('../features/static-pages/static-page.tsx'),
  charter: () => import('../features/charter/charter-page.tsx'),
  careers: () => import('../features/careers/careers-page.tsx'),
  concern: () => import('../features/concern/concern-page.tsx'),
  foi: () => import('../features/foi/foi-page.tsx'),
  monitor: () => import('../features/monitor/monitor-page.tsx'),
  stack: () => import('../features/stack-check/stack-page.tsx'),
  paths: () => import('../features/paths/path-page.tsx'),
};

/**
 * The component files of the page modules (src/shared/pages/), each loaded lazily when its page is shown: a
 * module names its file, and this finds it among the feature folders' pages.
 */
const moduleFiles = import.meta.glob<RouteModule>('../features/*/*-page.tsx');
type RouteModule = Awaited<ReturnType<NonNullable<Extract<RouteObject['lazy'], () => unknown>>>>;

/** A page module's route: its file loaded lazily, its handle saying which file and whether it is islands. */
function moduleRoute(page: PageEntry, route: PageRouteEntry): RouteObject {
  const load = moduleFiles[page.file.replace(/^src\/client\//, '../')];
  if (!load) throw new Error(`${page.name}: no page component at ${page.file}`);
  const handle: PageHandle & RouteModuleHandle = {
    ...route.handle,
    module: page.file,
    ...(page.islands ? { islands: true } : {}),
  };
  return route.path === '/'
    ? { index: true, lazy: load, handle }
    : { path: relative(route.path), lazy: load, handle };
}

/** TanStack Query's provider, only around the routes that use it (the monitor and the portal). */
const queryLayout = () => import('./layouts/query-layout.tsx');
/** Pages that need TanStack Query's provider. */
const withQuery = new Set<PageComponent>(['monitor']);

const relative = (path: string) => path.replace(/^\//, '');
const moduleNames = new Set<string>(PAGE_ENTRIES.map((p) => p.name));
/** The route table's pages without a module. */
const tableRoutes = (PAGE_ROUTES as readonly PageRoute[]).filter(
  (r): r is PageRoute & { component: TableComponent } => !moduleNames.has(r.component),
);

/**
 * The whole route tree, for the browser router (main.tsx) and the server's static handler (entry-server.tsx):
 * the same tree, so route ids match and a server-rendered page hydrates into the same routes. No route loads
 * data: the server draws what the page's module loaded (src/shared/pages/), the browser's components fetch.
 */
export function makeRoutes(): RouteObject[] {
  const toRoute = (r: PageRoute & { component: TableComponent }): RouteObject => {
    const common = { lazy: pages[r.component], handle: { ...r.handle, ...handleOf(r.component) } };
    return r.path === '/' ? { index: true, ...common } : { path: relative(r.path), ...common };
  };
  const publicRoutes: RouteObject[] = [
    ...tableRoutes.filter((r) => !withQuery.has(r.component)).map(toRoute),
    ...Object.entries(REDIRECTS).map(([from, to]) => ({ path: relative(from), loader: () => redirect(to) })),
    ...PAGE_ENTRIES.flatMap((page) => page.routes.map((r) => moduleRoute(page, r))),
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
