// Every route of spec/public-site.md §2 and spec/admin-portal.md §2. Pages load lazily, so a public page
// never downloads the admin portal or the editor.
import { type RouteObject, redirect } from 'react-router';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteErrorScreen } from './routes/route-error-screen.tsx';

/** Route `handle` that tells a shared page component which variant to show. */
export interface PageHandle {
  page?: string;
  mode?: 'news' | 'proposals' | 'completed';
}

const page = (path: string, lazy: RouteObject['lazy'], handle?: PageHandle): RouteObject => ({
  path,
  lazy,
  handle,
});

const administration = () => import('../features/office-pages/administration-page.tsx');
const research = () => import('../features/office-pages/research-page.tsx');
const extension = () => import('../features/office-pages/extension-page.tsx');
const library = () => import('../features/office-pages/library-page.tsx');
const staticPage = () => import('../features/static-pages/static-page.tsx');
/** TanStack Query's provider, only around the routes that use it (the monitor and the portal). */
const queryLayout = () => import('./layouts/query-layout.tsx');

export const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../features/home/home-page.tsx') },
  page('administration', administration, { mode: 'news', page: 'about' }),
  page('administration/news', administration, { mode: 'news', page: 'news' }),
  { path: 'about', loader: () => redirect('/about/history') },
  page('about/history', staticPage, { page: 'history' }),
  page('about/mission-vision', staticPage, { page: 'mission-vision' }),
  page('about/quality-policy', staticPage, { page: 'quality-policy' }),
  page('quick-links/citizens-charter', () => import('../features/charter/charter-page.tsx')),
  { path: 'research', loader: () => redirect('/research/news') },
  page('research/news', research, { mode: 'news' }),
  page('research/proposals', research, { mode: 'proposals' }),
  page('research/published', research, { mode: 'completed' }),
  page('research/program', staticPage, { page: 'research-program' }),
  page('research/agenda', staticPage, { page: 'research-agenda' }),
  { path: 'extension', loader: () => redirect('/extension/news') },
  page('extension/news', extension, { mode: 'news' }),
  page('extension/proposals', extension, { mode: 'proposals' }),
  page('extension/completed', extension, { mode: 'completed' }),
  page('extension/program', staticPage, { page: 'extension-program' }),
  page('extension/agenda', staticPage, { page: 'extension-agenda' }),
  page('news/:id', () => import('../features/article/article-page.tsx')),
  page('library', library, { mode: 'news' }),
  page('library/proposals', library, { mode: 'proposals' }),
  page('library/completed', library, { mode: 'completed' }),
  { path: 'programs', loader: () => redirect('/programs/bsit') },
  page('programs/:sub', () => import('../features/office-pages/program-page.tsx')),
  page('faculty', () => import('../features/directories/faculty-page.tsx')),
  page('staff', () => import('../features/directories/staff-page.tsx')),
  page('careers', () => import('../features/careers/careers-page.tsx')),
  page('send-concern', () => import('../features/concern/concern-page.tsx')),
  {
    lazy: queryLayout,
    children: [page('honeypot/admin', () => import('../features/monitor/monitor-page.tsx'))],
  },
  page('test/stack', () => import('../features/stack-check/stack-page.tsx')),
  page('search', () => import('../features/search/search-page.tsx')),
  page('*', () => import('./routes/not-found-page.tsx')),
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
