// Public article reads, stats, views and likes (public article API issue).
import type { FastifyInstance } from 'fastify';

export default async function articlesRoutes(_app: FastifyInstance) {}
