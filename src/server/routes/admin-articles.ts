// Article management (article management and media issue).
import type { FastifyInstance } from 'fastify';

export default async function adminArticlesRoutes(_app: FastifyInstance) {}
