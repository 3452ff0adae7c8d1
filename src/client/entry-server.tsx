// Server rendering of the public site (docs/decisions/0008-server-rendered-public-pages.md). Vite builds this
// file into dist/client/ssr/entry-server.js; plugins/client.ts imports it and calls render() for each page
// request. The route tree is the client's own (app/router.tsx), so the browser hydrates into the same routes.
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router.tsx';
import { hydrationJson } from './ssr/hydration-data.ts';

const handler = createStaticHandler(routes);

export type ServerRender =
  | { kind: 'page'; status: number; html: string; data: string }
  | { kind: 'redirect'; status: number; location: string }
  /** The route tree answered with an error the server does not render (the client draws it). */
  | { kind: 'error'; status: number };

/** Renders the page of `request` (a GET for a public route) to the HTML that goes inside #root. */
export async function render(request: Request): Promise<ServerRender> {
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
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every Suspense boundary, so the page arrives whole (no streamed fallbacks).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return {
    kind: 'page',
    status: context.statusCode,
    html: Buffer.concat(chunks).toString('utf8'),
    data: hydrationJson({ loaderData: context.loaderData, actionData: context.actionData }),
  };
}
