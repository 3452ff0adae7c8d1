// Full-text article search: GET /api/articles/search?q=&page=&limit= (public articles only).
import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from '../../shared/contract/search.ts';
import { parseOr400 } from '../lib/validate.ts';
import { searchArticles } from '../repositories/search.ts';

/** Per IP and minute: plenty for people typing, a brake on scripted scraping. */
export const SEARCH_RATE_LIMIT = 120;

export default async function searchRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const kind = app.db.kind;

  app.get(
    '/api/articles/search',
    { config: { rateLimit: { max: SEARCH_RATE_LIMIT, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { q, page, limit } = parseOr400(searchQuerySchema, request.query);
      const { articles, total } = await searchArticles(db, kind, { query: q, page, limit });
      // Only public articles, the same for everyone: shared caches may keep it briefly.
      reply.header('Cache-Control', 'public, max-age=10');
      return {
        ok: true,
        articles,
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
        query: q,
      };
    },
  );
}
