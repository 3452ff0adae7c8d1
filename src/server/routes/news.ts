// All campus news: GET /api/news?page=&office=&type=&q= (the /news page).
import type { FastifyInstance } from 'fastify';
import { newsEndpoints } from '../../shared/contract/news.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { newsPage } from '../services/news.ts';

export default async function newsRoutes(app: FastifyInstance) {
  const deps = { db: app.db.kysely, kind: app.db.kind };
  routesOn(app)(newsEndpoints.list, {}, async (input, _request, reply) => {
    const body = await newsPage(deps, input.query);
    // Only public articles, the same for everyone: shared caches may keep it briefly.
    reply.header('Cache-Control', 'public, max-age=5');
    return body;
  });
}
