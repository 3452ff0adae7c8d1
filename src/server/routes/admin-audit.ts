// The audit log viewer for superadmins: GET /api/admin/audit (a page) and /api/admin/audit.csv (export).
import type { FastifyInstance } from 'fastify';
import { auditEndpoints } from '../../shared/contract/audit.ts';
import { campusDay } from '../../shared/dates.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { auditCsv, auditPage } from '../services/audit.ts';

export default async function adminAuditRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  const superOnly = { preHandler: app.requireSuperadmin };

  route(auditEndpoints.page, superOnly, async (input) => auditPage(app.ctx, input.query));

  route(auditEndpoints.csv, superOnly, async (input, _request, reply) => {
    const { csv, truncated } = await auditCsv(app.ctx, input.query);
    const day = campusDay(app.clock.now());
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`);
    if (truncated) reply.header('x-truncated', 'true');
    return csv;
  });
}
