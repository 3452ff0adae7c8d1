import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.db.kysely);
      return { ok: true, db: app.db.kind, version: app.appVersion };
    } catch {
      return reply.code(503).send({ ok: false, db: app.db.kind, message: 'Database unavailable' });
    }
  });
}
