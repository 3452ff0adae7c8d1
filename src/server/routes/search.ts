// Site search: GET /api/articles/search?q=&page=&limit= (matching pages of the site, then public articles).
import type { FastifyInstance } from 'fastify';
import { searchEndpoints } from '../../shared/contract/search.ts';
import { routesOn } from '../lib/endpoint-route.ts';

/** Per IP and minute: plenty for people typing, a brake on scripted scraping. */
export const SEARCH_RATE_LIMIT = 120;

export default async function searchRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  const rateLimited = { config: { rateLimit: { max: SEARCH_RATE_LIMIT, timeWindow: '1 minute' } } };

  route(searchEndpoints.articles, rateLimited, async (input, _request, reply) => {
    const { q, page, limit } = input.query;
    const body = await app.siteSearch.search({ query: q, page, limit });
    // Only public content, the same for everyone: shared caches may keep it briefly.
    reply.header('Cache-Control', 'public, max-age=10');
    return body;
  });
}
