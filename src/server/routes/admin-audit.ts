// The audit log viewer for superadmins: GET /api/admin/audit (a page) and /api/admin/audit.csv (export).
import type { FastifyInstance } from 'fastify';
import { auditQuerySchema } from '../../shared/contract/audit.ts';
import { parseOr400 } from '../lib/validate.ts';
import { auditCsv, auditPage } from '../services/audit.ts';

export default async function adminAuditRoutes(app: FastifyInstance) {
  app.get('/api/admin/audit', { preHandler: app.requireSuperadmin }, async (request) =>
    auditPage(app, parseOr400(auditQuerySchema, request.query)),
  );

  app.get('/api/admin/audit.csv', { preHandler: app.requireSuperadmin }, async (request, reply) => {
    const q = parseOr400(auditQuerySchema, request.query);
    const { csv, truncated } = await auditCsv(app, q);
    const day = app.clock.now().toISOString().slice(0, 10);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`);
    if (truncated) reply.header('x-truncated', 'true');
    return csv;
  });
}
