// A request for a public page, answered from its page module (src/shared/pages/, docs/decisions/0042-a-page-
// is-one-module.md): the page is loaded once through the page reads (the services), and the head of the app's
// index.html is written from the metadata of what was loaded, with the status: 200, 404 for unknown paths,
// unknown or private articles and unknown events, or a redirect for the routes that lead to a first page.
import type { FastifyRequest } from 'fastify';
import {
  loadPage,
  matchPageModule,
  NOT_FOUND_META,
  type PageData,
  type PageMeta,
  type PageModule,
  type PageReads,
} from '../../shared/pages/page-module.ts';
import { PAGE_MODULES } from '../../shared/pages/pages.ts';
import type { Config } from '../config.ts';
import { siteBaseUrl } from './base-url.ts';
import { type PageTemplate, renderPage } from './head.ts';
import { pageHead } from './page-meta.ts';
import { matchPage, type RouteMeta } from './route-meta.ts';

/**
 * A page: the template with its head, the data it was loaded with (the body is drawn from the same data) and
 * whether every part loaded (else it is sent once, never kept).
 */
export interface LoadedPageHead {
  status: 200 | 404;
  html: string;
  data: PageData;
  complete: boolean;
}

export type PageAnswer = LoadedPageHead | { status: 301; location: string };

export interface PageRenderer {
  load(request: FastifyRequest, pathname: string): Promise<PageAnswer>;
}

/** A page of the route table that has no module of its own yet: its metadata, and the layout's data. */
const tablePage = (meta: RouteMeta): PageModule => ({
  name: 'table',
  routes: [],
  file: '',
  meta: () => meta,
});
const notFoundPage: PageModule = { name: 'not-found', routes: [], file: '', meta: () => NOT_FOUND_META };

export function createPageRenderer(deps: {
  config: Pick<Config, 'publicUrl' | 'port'>;
  template: () => PageTemplate;
  reads: PageReads;
}): PageRenderer {
  return {
    async load(request, pathname) {
      const base = siteBaseUrl(deps.config);
      const url = new URL(request.url, base);
      const module = matchPageModule(PAGE_MODULES, pathname);
      let page = module?.page;
      let path = pathname;
      if (!page) {
        const match = matchPage(pathname);
        if (match.kind === 'redirect') return { status: 301, location: match.location };
        page = match.kind === 'page' ? tablePage(match.meta) : notFoundPage;
        path = match.kind === 'page' ? match.path : pathname;
      }
      const { data, meta, complete } = await loadPage(
        page,
        { params: module?.params ?? {}, url, handle: module?.route.handle ?? {} },
        deps.reads,
      );
      return {
        status: meta.status ?? 200,
        html: renderPage(deps.template(), headOf(base, path, meta)),
        data,
        complete,
      };
    },
  };
}

/** The canonical path is the route's, in lower case without a trailing slash (the client router's matching). */
function headOf(base: string, path: string, meta: PageMeta) {
  const canonical = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() || '/' : '/';
  return pageHead(base, canonical, meta);
}
