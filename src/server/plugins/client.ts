// Serves the built client: hashed assets with immutable caching, and index.html for client routes with the
// page's title, description, previews and structured data already in its head (see src/server/seo/).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type PageTemplate, parseTemplate } from '../seo/head.ts';
import { createPageRenderer } from '../seo/page-renderer.ts';

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
        // The build writes .br and .gz beside each asset (vite.config.ts); sent as they are when accepted.
        preCompressed: true,
        setHeaders(res, filePath) {
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
      db: app.db.kysely,
      config: app.config,
      template: getTemplate,
      now: () => app.clock.now().getTime(),
    });
    app.articleEvents.onChange(() => pages.clearArticles());

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/');
      if (!wantsPage || !hasClient || /\.[a-z0-9]{2,5}$/i.test(url)) {
        return reply.code(404).send({ ok: false, message: `Not found: ${request.method} ${url}` });
      }
      // Client routes: the React app draws the page; the head and the status are the server's.
      const page = await pages.render(request, url);
      if (page.status === 301) return reply.redirect(page.location, 301);
      return reply
        .code(page.status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.html);
    });
  },
  { name: 'client', dependencies: ['config', 'db', 'article-events'] },
);
