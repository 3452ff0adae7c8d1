// Sign-in and sign-out (sign-in and sessions issue).
import type { FastifyInstance } from 'fastify';

export default async function authRoutes(_app: FastifyInstance) {}
