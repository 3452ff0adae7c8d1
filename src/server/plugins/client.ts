// Serves the built client: hashed assets with immutable caching, and for client routes the page rendered on
// the server (src/server/seo/server-render.ts) inside index.html, with the page's title, description,
// previews and structured data already in its head (see src/server/seo/).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ifNoneMatchHits, ListCache, negotiateEncoding, textBody } from '../lib/list-cache.ts';
import { PRIVATE_NO_STORE } from '../lib/request-actor.ts';
import { isMobileBrowser } from '../lib/screen-guess.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { type PageTemplate, parseTemplate } from '../seo/head.ts';
import { createPageRenderer, type LoadedPageHead, type PageAnswer } from '../seo/page-renderer.ts';
import { loadServerRenderer } from '../seo/server-render.ts';
import { pageReadsOf } from '../services/page-reads.ts';
import { permissionsPolicy } from './security.ts';

const CONCERN_PERMISSIONS_POLICY = permissionsPolicy(true);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the public page at `path` drawn with what a post of its own form came to
     * (src/shared/contract/page-forms.ts): never kept or shared, as it holds what the visitor typed.
     */
    sendPostedPage(
      request: FastifyRequest,
      reply: FastifyReply,
      path: string,
      posted: unknown,
      status: number,
    ): Promise<FastifyReply>;
  }
}

export default fp(
  async function client(app: FastifyInstance) {
    const dir = app.config.clientDir;
    const indexFile = path.join(dir, 'index.html');
    const hasClient = fs.existsSync(indexFile);
    let indexHtml: string | undefined;
    let template: PageTemplate | undefined;
    const getIndex = () => {
      indexHtml ??= fs.readFileSync(indexFile, 'utf8');
      return indexHtml;
    };
    const getTemplate = () => {
      template ??= parseTemplate(getIndex());
      return template;
    };

    if (hasClient) {
      await app.register(fastifyStatic, {
        root: dir,
        wildcard: false,
        index: false,
        // The server-rendering bundle and the build manifest are for the server only.
        allowedPath: (pathname) => !pathname.startsWith('/ssr/') && !pathname.startsWith('/.vite/'),
        // The build writes .br and .gz beside each asset (vite.config.ts); sent as they are when accepted.
        preCompressed: true,
        setHeaders(res, filePath) {
          // Browsers take speculation rules only with their own type (docs/decisions/0026-public-pages-as-islands.md).
          if (filePath.endsWith(`${path.sep}speculation-rules.json`))
            res.header('Content-Type', 'application/speculationrules+json');
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          } else {
            res.header('Cache-Control', 'public, max-age=3600');
          }
        },
      });
    }
    app.decorate('clientIndexHtml', () => (hasClient ? getIndex() : undefined));

    const pages = createPageRenderer({
      config: app.config,
      template: getTemplate,
      reads: pageReadsOf(app.ctx, { site: app.siteContent, search: app.siteSearch }),
    });
    // The bundle imports React from the project's node_modules; a client directory elsewhere (or a broken
    // build) falls back to head-only pages, which the browser renders as before.
    const ssr = hasClient
      ? await loadServerRenderer(dir).catch((err: unknown) => {
          app.log.warn({ err }, 'server rendering is off: its bundle did not load');
          return undefined;
        })
      : undefined;
    // Rendered pages are kept like the public lists (lib/list-cache.ts): ETag, compressed once, dropped on
    // every article change, since the home page and the office lists show articles.
    const rendered = new ListCache({
      freshMs: 60_000,
      staleMs: 300_000,
      maxEntries: 500,
      maxBytes: 64 * 1024 * 1024,
      toBody: (value) => textBody(value as string),
      onRefreshError: (err) => app.log.error({ err }, 'page render failed'),
    });
    app.articleEvents.onChange(() => rendered.invalidate());

    /** Headers every rendered public page carries. */
    const pageHeaders = (reply: FastifyReply, url: string) => {
      // The concern form asks for the reader's location; no other page may.
      if (url === '/send-concern' || url === '/send-concern/')
        reply.header('permissions-policy', CONCERN_PERMISSIONS_POLICY);
      reply.type('text/html; charset=utf-8');
      // Public pages move by page loads (ADR 0026): the browser fetches a same-site page ahead when the visitor
      // points at or presses its link (public/speculation-rules.json: never the portal, the API or media).
      if (!url.startsWith('/administrator')) reply.header('Speculation-Rules', '"/speculation-rules.json"');
    };

    app.decorate(
      'sendPostedPage',
      async (request: FastifyRequest, reply: FastifyReply, path: string, posted: unknown, status: number) => {
        pageHeaders(reply, path);
        reply.header('Cache-Control', PRIVATE_NO_STORE);
        const page = hasClient ? await pages.load(request, path) : undefined;
        if (page?.status !== 200) return reply.code(404).send({ ok: false, message: 'Not found' });
        const drawn = await ssr
          ?.renderInto(
            page.html,
            path,
            page,
            isMobileBrowser(request.headers),
            siteBaseUrl(app.config),
            posted,
          )
          .catch((err: unknown) => {
            request.log.error({ err }, 'page render failed');
            return undefined;
          });
        return reply.code(status).send(drawn?.html ?? page.html);
      },
    );

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/');
      if (!wantsPage || !hasClient || /\.[a-z0-9]{2,5}$/i.test(url)) {
        return reply.code(404).send({ ok: false, message: `Not found: ${request.method} ${url}` });
      }
      // Client routes: the page's module loads it once (src/shared/pages/, through the services) and the
      // server writes its head from that data and draws its body with the same (when the build has its server
      // bundle); the client hydrates it. The head and the status are the server's.
      const isArticle = url.startsWith('/news/');
      const respond = async (status: number) => {
        // An article page hands out the visitor cookie, so its first view and like already carry it.
        if (isArticle) {
          await app.identifyVisitor(request, reply);
          reply.handsOutVisitorCookie = true;
        }
        pageHeaders(reply, url);
        reply.header('Cache-Control', 'no-cache');
        // The page is drawn for a phone or a larger screen (src/client/lib/use-media-query.ts).
        if (ssr) reply.header('Vary', 'Accept-Encoding, Sec-CH-UA-Mobile, User-Agent');
        reply.code(status);
      };
      const mobile = isMobileBrowser(request.headers);
      /** The page drawn, and whether it may be kept (every part loaded, status 200). */
      const draw = async (page: LoadedPageHead) => {
        // A page the server cannot draw is sent as before server rendering: head only, drawn by the browser.
        const result = await ssr
          ?.renderInto(page.html, request.url, page, mobile, siteBaseUrl(app.config))
          .catch((err: unknown) => {
            request.log.error({ err }, 'page render failed');
            return undefined;
          });
        return {
          html: result?.html ?? page.html,
          keep: Boolean(result) && page.complete && page.status === 200,
        };
      };
      if (!ssr) {
        const page = await pages.load(request, url);
        if (page.status === 301) return reply.redirect(page.location, 301);
        await respond(page.status);
        return reply.send(page.html);
      }
      // Kept per screen guess, and only until an alert starts or ends or the campus date turns. A page is
      // loaded only when it is not kept, so a kept page costs no read.
      const stamp = await app.siteContent.clockStamp();
      const key = `${siteBaseUrl(app.config)}|${mobile ? 'phone' : 'wide'}|${stamp}|${request.url}`;
      // A redirect, a not-found page or a page drawn while one of its loads failed is sent once, never kept.
      let uncached: { page: PageAnswer; html?: string } | undefined;
      const cached = await rendered.get(key, async () => {
        const page = await pages.load(request, url);
        if (page.status === 301) {
          uncached = { page };
          return undefined;
        }
        const drawn = await draw(page);
        if (drawn.keep) return drawn.html;
        uncached = { page, html: drawn.html };
        return undefined;
      });
      if (!cached) {
        // A request that waited on another's load of a page that could not be kept loads its own.
        const own = uncached ?? { page: await pages.load(request, url) };
        if (own.page.status === 301) return reply.redirect(own.page.location, 301);
        const html = own.html ?? (await draw(own.page)).html;
        await respond(own.page.status);
        return reply.send(html);
      }
      await respond(200);
      reply.header('ETag', cached.etag);
      if (ifNoneMatchHits(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      // The same bytes go to the next identical request straight from the reply cache for a second (it keys on
      // the screen guess too); the page is public. An article page is kept without its visitor cookie, and a
      // first visit it is sent to gets a new cookie of its own (plugins/reply-cache.ts).
      reply.keepInReplyCache = true;
      if (encoding) return reply.header('Content-Encoding', encoding).send(await cached.encoded(encoding));
      return reply.send(cached.body);
    });
  },
  {
    name: 'client',
    dependencies: ['config', 'db', 'article-events', 'visitor', 'site-content', 'site-search'],
  },
);
