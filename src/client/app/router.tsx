// Every route, derived from the route table in src/shared/routes.ts. Pages load lazily, so a public page
// never downloads the admin portal or the editor.
import { type RouteObject, redirect } from 'react-router';
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
  monitor: () => import('../features/monitor/monitor-page.tsx'),
  stack: () => import('../features/stack-check/stack-page.tsx'),
  search: () => import('../features/search/search-page.tsx'),
};
/** TanStack Query's provider, only around the routes that use it (the monitor and the portal). */
const queryLayout = () => import('./layouts/query-layout.tsx');
/** Pages that need TanStack Query's provider. */
const withQuery = new Set<PageComponent>(['monitor']);

const relative = (path: string) => path.replace(/^\//, '');
const toRoute = (r: PageRoute): RouteObject =>
  r.path === '/'
    ? { index: true, lazy: pages[r.component], handle: r.handle }
    : { path: relative(r.path), lazy: pages[r.component], handle: r.handle };

const tableRoutes: readonly PageRoute[] = PAGE_ROUTES;

export const publicRoutes: RouteObject[] = [
  ...tableRoutes.filter((r) => !withQuery.has(r.component)).map(toRoute),
  ...Object.entries(REDIRECTS).map(([from, to]) => ({ path: relative(from), loader: () => redirect(to) })),
  { path: relative(PROGRAM_ROUTE), lazy: pages.program },
  { path: relative(ARTICLE_ROUTE), lazy: () => import('../features/article/article-page.tsx') },
  { path: relative(EVENT_ROUTE), lazy: () => import('../features/events/event-page.tsx') },
  { lazy: queryLayout, children: tableRoutes.filter((r) => withQuery.has(r.component)).map(toRoute) },
  { path: '*', lazy: () => import('./routes/not-found-page.tsx') },
];

/**
 * The whole route tree: the browser router (main.tsx) and the server's static handler (entry-server.tsx)
 * are both made from it, so a server-rendered page hydrates into the same routes.
 */
export const routes: RouteObject[] = [
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
        lazy: () => import('../features/admin-shell/admin-app.tsx'),
      },
    ],
  },
];
