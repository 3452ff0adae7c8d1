// Concern form submissions and the submissions monitor (concern issue).
import type { FastifyInstance } from 'fastify';

export default async function honeypotRoutes(_app: FastifyInstance) {}
