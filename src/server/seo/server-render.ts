// Server rendering of public pages (docs/decisions/0008-server-rendered-public-pages.md): loads the bundle
// Vite builds from src/client/entry-server.tsx and puts the rendered page, its router state and the data it
// was drawn with into the page template, whose head the SEO renderer has already filled in.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '../../shared/pages/page-module.ts';
import { loadRouteScripts } from './route-scripts.ts';
import { WEB_FONTS_FLAG_TAG } from './web-fonts-flag.ts';

type ServerRender =
  | { kind: 'page'; status: number; html: string; data: string; modules: string[]; islands: boolean }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'error'; status: number };

interface ServerEntry {
  render(
    request: Request,
    options: { mobile: boolean; siteUrl: string; pageData: PageData; posted?: unknown },
  ): Promise<ServerRender>;
}

export interface RenderedInto {
  status: number;
  html: string;
}

export interface ServerRenderer {
  /**
   * The page at `url` rendered into `templateHtml` (index.html with its head filled in) from what its page
   * module loaded (src/shared/pages/). Undefined when the route tree answers with something the server does
   * not draw (the client then renders as before).
   */
  renderInto(
    templateHtml: string,
    url: string,
    page: {
      data: PageData;
      /**
       * False when one of the page's loads failed: the page shows that part loading and the React application
       * fetches it in the browser (never the islands), and it is sent but never kept.
       */
      complete: boolean;
    },
    mobile: boolean,
    /** The site's configured address (seo/base-url.ts). */
    siteUrl: string,
    /** What a post of the page's own form came to (src/shared/contract/page-forms.ts). */
    posted?: unknown,
  ): Promise<RenderedInto | undefined>;
}

const ROOT = '<div id="root"></div>';

/** The renderer of the built client in `clientDir`, or undefined when it has no server bundle. */
const FIRST_RESOURCE = /<script type="module"|<link rel="stylesheet"/;

/** `hints` (image preloads, the web-fonts flag) placed before the template's first script or stylesheet (at the end of its head if it has none). */
function withHintsFirst(templateHtml: string, hints: string): string {
  const at = templateHtml.search(FIRST_RESOURCE);
  if (at === -1) return templateHtml.replace('</head>', `${hints}\n  </head>`);
  return `${templateHtml.slice(0, at)}${hints}\n    ${templateHtml.slice(at)}`;
}

/**
 * The template's own script tags (the entry and the chunks it imports at once), taken out of the head of a
 * rendered page: such a page is readable without them, so they are loaded by /after-hero.js (public/) once the
 * page's largest paint is on screen. On a slow line the picture
 * then has the connection to itself instead of sharing it with a hundred kilobytes of script; the route's
 * own modules are still announced with the entry, so nothing waits for the entry to ask for them.
 * public/after-hero.js is kept minified by hand (the public JavaScript budget, ADR 0006). It reads the list from
 * its data-scripts (entry first) and finds img[fetchpriority=high]. It waits until the browser reports the
 * largest paint (a largest-contentful-paint entry: the hero's when there is one; when the hero has loaded but
 * its visible area is not larger than the largest paint so far, no entry of its own will come, so at once;
 * at once too when it fails; in browsers without such entries, one frame after
 * the hero's load), at most 2.5 s. Then it adds the entry as a module script and the others as modulepreload
 * links, once, each in a task of its own (together they were one long task on a slow phone), and fetches both web fonts without using them; once both are in it remembers that in
 * localStorage. A first visit's page stays in the metric-matched fallback faces (a swap would move the text);
 * the next page uses the web fonts: a full load through the web-fonts flag (./web-fonts-flag.ts), a client-side
 * navigation through src/client/main.tsx (src/client/styles/index.css).
 */
export interface TemplateScripts {
  /** The exact tags as they stand in the template, to take out. */
  tags: readonly string[];
  /** The entry first, then the chunks to preload. */
  urls: readonly string[];
}

export function templateScripts(templateHtml: string): TemplateScripts {
  const tags: string[] = [];
  const urls: string[] = [];
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(templateHtml);
  if (!entry?.[1]) return { tags, urls };
  tags.push(entry[0]);
  urls.push(entry[1]);
  for (const preload of templateHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)) {
    tags.push(preload[0]);
    if (preload[1]) urls.push(preload[1]);
  }
  return { tags, urls };
}

function withScriptsAfterHero(html: string, template: TemplateScripts, routeUrls: readonly string[]): string {
  if (template.urls.length === 0) return html;
  let out = html;
  for (const tag of template.tags) out = out.replace(tag, '');
  const urls = [...new Set([...template.urls, ...routeUrls])].join(' ');
  return out.replace(
    '</head>',
    `<script defer src="/after-hero.js" data-scripts="${urls}"></script>\n  </head>`,
  );
}

/**
 * The islands entry and the chunks it imports at once (.vite/islands-manifest.json, vite.islands.config.ts),
 * entry first; none when the build has no islands bundle (the page then hydrates as the React application).
 */
export function islandsScripts(clientDir: string): readonly string[] {
  let manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'islands-manifest.json'), 'utf8'));
  } catch {
    return [];
  }
  const entry = Object.values(manifest).find((c) => c.isEntry);
  if (!entry) return [];
  const imports = (entry.imports ?? []).flatMap((key) => (manifest[key] ? [manifest[key].file] : []));
  return [entry.file, ...imports].map((f) => `/${f}`);
}

export async function loadServerRenderer(clientDir: string): Promise<ServerRenderer | undefined> {
  const file = path.join(clientDir, 'ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  const routeScripts = loadRouteScripts(clientDir);
  const islands = islandsScripts(clientDir);
  let scriptsOfTemplate: TemplateScripts | undefined;
  return {
    async renderInto(templateHtml, url, page, mobile, siteUrl, posted) {
      if (!templateHtml.includes(ROOT)) return undefined;
      // A post is drawn as the page's GET (its module's data), with what the post came to beside it.
      const result = await entry.render(new Request(new URL(url, 'http://localhost')), {
        mobile,
        siteUrl,
        pageData: page.data,
        posted,
      });
      if (result.kind !== 'page') return undefined;
      // The router state travels as data, not script: the policy stays script-src 'self'.
      // React puts its resource hints (hero image preloads) first; they belong in the head, where the
      // browser sees them before any of the body.
      const imageHints = /^(?:<link\b[^>]*>)*/.exec(result.html)?.[0] ?? '';
      const html = result.html.slice(imageHints.length);
      // The largest image (the article's hero, home's first slide) is asked for before the stylesheet; the
      // scripts and the web fonts come after it (templateScripts, public/after-hero.js).
      const withImages = withHintsFirst(templateHtml, `${imageHints}${WEB_FONTS_FLAG_TAG}`);
      scriptsOfTemplate ??= templateScripts(templateHtml);
      // A page drawn while one of its loads failed shows that part loading: only the React application
      // fetches it in the browser, so such a page (sent once, never kept) gets it instead of the islands.
      if (result.islands && islands.length > 0 && page.complete) {
        // An islands page: the islands entry instead of the React application, and no router data (each
        // island carries its own props).
        const withScripts = withScriptsAfterHero(withImages, { ...scriptsOfTemplate, urls: islands }, []);
        const body = `<div id="root">${html}</div>`;
        return { status: result.status, html: withScripts.replace(ROOT, body) };
      }
      const withScripts = withScriptsAfterHero(withImages, scriptsOfTemplate, routeScripts(result.modules));
      const body = `<div id="root">${html}</div><script type="application/json" id="router-data">${result.data}</script>`;
      return { status: result.status, html: withScripts.replace(ROOT, body) };
    },
  };
}
