// Serves the built client: hashed assets with immutable caching, and index.html for client routes.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function client(app: FastifyInstance) {
    const dir = app.config.clientDir;
    const indexFile = path.join(dir, 'index.html');
    const hasClient = fs.existsSync(indexFile);
    let indexHtml: string | undefined;
    const getIndex = () => {
      indexHtml ??= fs.readFileSync(indexFile, 'utf8');
      return indexHtml;
    };

    if (hasClient) {
      await app.register(fastifyStatic, {
        root: dir,
        wildcard: false,
        index: false,
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

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/');
      if (!wantsPage || !hasClient || /\.[a-z0-9]{2,5}$/i.test(url)) {
        return reply.code(404).send({ ok: false, message: `Not found: ${request.method} ${url}` });
      }
      // Client routes: the React app decides what to show (including its own 404 page).
      return reply
        .code(200)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(getIndex());
    });
  },
  { name: 'client', dependencies: ['config'] },
);
