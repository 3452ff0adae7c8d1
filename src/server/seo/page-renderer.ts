// Turns a request for a client route into the app's index.html with that page's head already filled in,
// and the right status: 200, a redirect for the routes the client redirects, or 404 for unknown paths,
// unknown or private articles and unknown events (the client then shows its own not-found screen).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { searchPageTitle } from '../../shared/routes.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { siteBaseUrl } from './base-url.ts';
import { type PageTemplate, renderPage } from './head.ts';
import { articleHead, eventHead, notFoundHead, staticPageHead } from './page-meta.ts';
import { matchPage } from './route-meta.ts';
import { findPublicArticle } from './seo-reads.ts';

export type RenderedPage = { status: 200 | 404; html: string } | { status: 301; location: string };

/** Rendered pages kept per base URL and path (bounded: hosts come from requests). */
const CACHE_MAX = 500;
/**
 * Article pages are dropped on any article change through the API, and after this long in case a row was
 * changed some other way. Unknown and private articles are never kept: they may be published any moment.
 */
const ARTICLE_TTL_MS = 60_000;

export interface PageRenderer {
  render(request: FastifyRequest, pathname: string): Promise<RenderedPage>;
  /** Forgets rendered article pages (after an article write). */
  clearArticles(): void;
}

export function createPageRenderer(deps: {
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl' | 'port'>;
  template: () => PageTemplate;
  now: () => number;
}): PageRenderer {
  const pages = new Map<string, RenderedPage>();
  const articles = new Map<string, { page: RenderedPage; at: number }>();

  return {
    clearArticles: () => articles.clear(),
    async render(request, pathname) {
      const base = siteBaseUrl(deps.config);
      const match = matchPage(pathname);
      if (match.kind === 'redirect') return { status: 301, location: match.location };
      if (match.kind === 'article') {
        const key = `${base}|${match.id}`;
        const hit = articles.get(key);
        if (hit && deps.now() - hit.at < ARTICLE_TTL_MS) return hit.page;
        const article = await findPublicArticle(deps.db, match.id);
        if (!article) return { status: 404, html: renderPage(deps.template(), notFoundHead(base)) };
        const page: RenderedPage = {
          status: 200,
          html: renderPage(deps.template(), articleHead(base, article)),
        };
        if (articles.size >= CACHE_MAX) articles.clear();
        articles.set(key, { page, at: deps.now() });
        return page;
      }
      // Site content (alert, events) comes from the instance's in-memory copy, cleared on every content change;
      // these heads are never kept here, as the alert starts and ends by the clock.
      if (match.kind === 'event') {
        const event = (await request.server.siteContent.snapshot()).events.find((e) => e.id === match.id);
        if (!event) return { status: 404, html: renderPage(deps.template(), notFoundHead(base)) };
        return { status: 200, html: renderPage(deps.template(), eventHead(base, event)) };
      }
      if (match.kind === 'page' && match.meta.home) {
        const { alert } = await request.server.siteContent.view();
        return {
          status: 200,
          html: renderPage(deps.template(), staticPageHead(base, match.path, match.meta, alert)),
        };
      }
      // The search page is titled by its query; such a head depends on the address, so it is not kept.
      if (match.kind === 'page' && match.path === '/search') {
        const q = (new URL(request.url, base).searchParams.get('q') ?? '').trim();
        const head = { ...staticPageHead(base, match.path, match.meta), title: searchPageTitle(q) };
        return { status: 200, html: renderPage(deps.template(), head) };
      }
      const key = `${base}|${match.kind === 'page' ? match.path : `404|${match.meta?.title ?? ''}`}`;
      const hit = pages.get(key);
      if (hit) return hit;
      const page: RenderedPage =
        match.kind === 'page'
          ? { status: 200, html: renderPage(deps.template(), staticPageHead(base, match.path, match.meta)) }
          : { status: 404, html: renderPage(deps.template(), notFoundHead(base, match.meta)) };
      if (pages.size >= CACHE_MAX) pages.clear();
      pages.set(key, page);
      return page;
    },
  };
}
