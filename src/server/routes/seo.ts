// Server-rendered previews, feeds, sitemap and robots (discoverability issue).
import type { FastifyInstance } from 'fastify';

export default async function seoRoutes(_app: FastifyInstance) {}
