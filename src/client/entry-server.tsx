// Server rendering of the public site (docs/decisions/0008-server-rendered-public-pages.md). Vite builds this
// file into dist/client/ssr/entry-server.js; src/server/seo/server-render.ts imports it and calls render() for
// each page request. The route tree is the client's own (app/router.tsx); the data is what the page's module
// loaded on the server (src/shared/pages/, docs/decisions/0042-a-page-is-one-module.md), so the browser hydrates
// into the same routes with the same data.
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageData } from '../shared/pages/page-module.ts';
import { makeRoutes, type RouteModuleHandle } from './app/router.tsx';
import { setFetchSource } from './lib/api-client.ts';
import { PageDataContext } from './lib/page-data.ts';
import { PostedFormContext } from './lib/posted-form.ts';
import { preloadLazyModules } from './lib/preloadable-lazy.tsx';
import { SiteUrlContext } from './lib/site-url.ts';
import { type ViewportGuess, ViewportGuessContext } from './lib/use-media-query.ts';
import { hydrationJson } from './ssr/hydration-data.ts';

const handler = createStaticHandler(makeRoutes());

// A render draws what the page's module loaded; a component that called the API while drawing would be a page
// whose data its module forgot.
setFetchSource(
  () => () => Promise.reject(new Error('A server render reads through its page module, not the API')),
);

export type ServerRender =
  /** `modules`: the source files of the matched pages, whose scripts the server announces. */
  | {
      kind: 'page';
      status: number;
      html: string;
      data: string;
      modules: string[];
      /** The page wakes as islands in the browser (no React): the server sends the islands entry, no router data. */
      islands: boolean;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** The route tree answered with an error the server does not render (the client draws it). */
  | { kind: 'error'; status: number };

export interface RenderOptions {
  /** Whether the visitor's browser said it is on a phone: the page is drawn for that screen. */
  mobile: boolean;
  /** The site's configured address (PUBLIC_URL): share links and canonical tags are built on it. */
  siteUrl: string;
  /** What the page's module loaded on the server (src/shared/pages/): drawn as it is. */
  pageData: PageData;
  /** What a post of the page's own form came to (src/shared/contract/page-forms.ts), drawn into the page. */
  posted?: unknown;
}

/** Renders the page of `request` (a GET for a public route) to the HTML that goes inside #root. */
export function render(request: Request, options: RenderOptions): Promise<ServerRender> {
  return renderPage(request, { mobile: options.mobile }, options.siteUrl, options.pageData, options.posted);
}

async function renderPage(
  request: Request,
  viewport: ViewportGuess,
  siteUrl: string,
  pageData: PageData,
  posted: unknown,
): Promise<ServerRender> {
  const context = await handler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: context.status, location };
    }
    return { kind: 'error', status: context.status };
  }
  if (context.errors) {
    console.error('Server render failed:', context.errors);
    return { kind: 'error', status: context.statusCode };
  }
  // The matched pages' modules are loaded now; their lazily split parts must be too, so nothing suspends.
  await preloadLazyModules();
  // The page data reaches components through PageDataContext (and the browser through its own field), not
  // through the router: the browser's routes have no loaders.
  const loaderData = Object.fromEntries(Object.keys(context.loaderData).map((id) => [id, null]));
  const router = createStaticRouter(handler.dataRoutes, { ...context, loaderData });
  // prerender waits for every Suspense boundary, so the page arrives whole (no streamed fallbacks).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ViewportGuessContext value={viewport}>
        <SiteUrlContext value={siteUrl}>
          <PageDataContext value={pageData}>
            <PostedFormContext value={posted}>
              <StaticRouterProvider router={router} context={{ ...context, loaderData }} hydrate={false} />
            </PostedFormContext>
          </PageDataContext>
        </SiteUrlContext>
      </ViewportGuessContext>
    </StrictMode>,
    // React outlines a large Suspense boundary into a later segment that an inline script moves into place;
    // the policy allows no inline script, so every boundary is written in place.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return {
    kind: 'page',
    status: context.statusCode,
    html: Buffer.concat(chunks).toString('utf8'),
    data: hydrationJson({ loaderData: {}, actionData: context.actionData, pageData, viewport, siteUrl }),
    modules: context.matches.flatMap((m) => {
      const module = (m.route.handle as RouteModuleHandle | undefined)?.module;
      return module ? [module] : [];
    }),
    islands: context.matches.some((m) => (m.route.handle as RouteModuleHandle | undefined)?.islands),
  };
}
