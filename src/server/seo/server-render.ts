// Server rendering of public pages (docs/decisions/0008-server-rendered-public-pages.md): loads the bundle
// Vite builds from src/client/entry-server.tsx and puts the rendered page and its router state into the
// page template, whose head the SEO renderer has already filled in.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type ServerRender =
  | { kind: 'page'; status: number; html: string; data: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'error'; status: number };

interface ServerEntry {
  render(request: Request): Promise<ServerRender>;
}

export interface ServerRenderer {
  /**
   * The page at `url` rendered into `templateHtml` (index.html with its head filled in). Undefined when the
   * route tree answers with something the server does not draw (the client then renders as before).
   */
  renderInto(templateHtml: string, url: string): Promise<{ status: number; html: string } | undefined>;
}

const ROOT = '<div id="root"></div>';

/** The renderer of the built client in `clientDir`, or undefined when it has no server bundle. */
export async function loadServerRenderer(clientDir: string): Promise<ServerRenderer | undefined> {
  const file = path.join(clientDir, 'ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  return {
    async renderInto(templateHtml, url) {
      if (!templateHtml.includes(ROOT)) return undefined;
      const result = await entry.render(new Request(new URL(url, 'http://localhost')));
      if (result.kind !== 'page') return undefined;
      // The router state travels as data, not script: the policy stays script-src 'self'.
      // React puts its resource hints (hero image preloads) first; they belong in the head, where the
      // browser sees them before any of the body.
      const hints = /^(?:<link\b[^>]*>)*/.exec(result.html)?.[0] ?? '';
      const html = result.html.slice(hints.length);
      const withHints = hints ? templateHtml.replace('</head>', `${hints}\n  </head>`) : templateHtml;
      const body = `<div id="root">${html}</div><script type="application/json" id="router-data">${result.data}</script>`;
      return { status: result.status, html: withHints.replace(ROOT, body) };
    },
  };
}
