// Anonymous visitor id (random, HttpOnly cookie) for views and likes (public article API issue).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(async function visitor(_app: FastifyInstance) {}, {
  name: 'visitor',
  dependencies: ['security'],
});
