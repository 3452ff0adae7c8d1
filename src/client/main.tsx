import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';
import { SiteUrlContext } from './lib/site-url.ts';
import { primeAsyncData } from './lib/use-async-data.ts';
import { ViewportGuessContext } from './lib/use-media-query.ts';
import { readHydrationData } from './ssr/hydration-data.ts';
import './styles/index.css';

const switchToWebFonts = () => document.documentElement.classList.add('web-fonts');
const webFontsLoaded = () =>
  document.fonts.check('1em Inter') && document.fonts.check('700 1em "Source Serif 4"');

/**
 * Loads the lazy modules of the routes that match the current URL before the router is made, so a
 * server-rendered page hydrates at once into the same components (an unresolved lazy route would render
 * nothing first and mismatch the server's HTML).
 */
async function resolveMatchedLazyRoutes(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const mod = await route.lazy();
      Object.assign(route, mod, { lazy: undefined });
    }),
  );
}

/**
 * Resolves once the browser has painted the server's HTML. Hydration is long work on a slow phone; started
 * before the first frame it would hold the page's first paint back until it ends, though the content is
 * already there. A hidden tab paints nothing, so it does not wait.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

async function start(root: HTMLElement) {
  const hydrationData = readHydrationData(document);
  if (hydrationData && root.firstElementChild) {
    await Promise.all([resolveMatchedLazyRoutes(routes), afterFirstPaint()]);
    // The first render shows the data the server drew the page with, and fetches nothing.
    if (hydrationData.pageData) primeAsyncData(hydrationData.pageData);
    const { pageData: _, viewport = { mobile: false }, siteUrl, ...routerState } = hydrationData;
    const router = createBrowserRouter(routes, { hydrationData: routerState });
    // A first visit's page keeps the fallback faces (styles/index.css); the first navigation inside the site,
    // which follows a click, switches to the web fonts once public/after-hero.js has fetched them, so the
    // swap comes with the new page instead of moving the text of the one being read.
    const firstPage = router.state.location.key;
    const unsubscribe = router.subscribe((state) => {
      const moving = state.navigation.state !== 'idle' || state.location.key !== firstPage;
      if (!moving || !webFontsLoaded()) return;
      switchToWebFonts();
      unsubscribe();
    });
    // In a transition React hydrates in slices and yields to the browser between them, so a slow phone
    // stays responsive while the page comes alive (a plain hydrateRoot is one long task).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <ViewportGuessContext value={viewport}>
            <SiteUrlContext value={siteUrl}>
              <App router={router} />
            </SiteUrlContext>
          </ViewportGuessContext>
        </StrictMode>,
      );
    });
    return;
  }
  // Pages drawn in the browser only (the portal, development) take the web fonts at once.
  switchToWebFonts();
  const router = createBrowserRouter(routes);
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
