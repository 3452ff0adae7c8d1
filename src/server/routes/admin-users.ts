// Account, offices and user management (sign-in and users issue).
import type { FastifyInstance } from 'fastify';

export default async function adminUsersRoutes(_app: FastifyInstance) {}
