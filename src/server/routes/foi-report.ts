// The quarterly FOI report (services/foi-report.ts): the page /foi/report, its CSV and its JSON. Counts only,
// so all three are public.
import type { FastifyInstance } from 'fastify';
import { siteConfig } from '../../../config/site.ts';
import {
  FOI_REPORT_CSV_PATH,
  FOI_REPORT_PATH,
  foiReportEndpoints,
  foiReportQuerySchema,
} from '../../shared/contract/foi-report.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { parseOr400 } from '../lib/validate.ts';
import { campusDate } from '../lib/working-days.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { foiReportHtml } from '../seo/foi-report-page.ts';
import { foiQuarterReport, foiReportCsv } from '../services/foi-report.ts';

export default async function foiReportRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  route(foiReportEndpoints.quarter, {}, async (input, _request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { ok: true, report: await foiQuarterReport(app.ctx, input.query) };
  });

  app.get(FOI_REPORT_PATH, async (request, reply) => {
    const report = await foiQuarterReport(app.ctx, parseOr400(foiReportQuerySchema, request.query));
    const thisYear = Number(campusDate(app.clock.now()).slice(0, 4));
    const years = Array.from({ length: Math.max(1, thisYear - 2024 + 1) }, (_, i) => thisYear - i);
    if (!years.includes(report.year)) years.push(report.year);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(foiReportHtml(report, years, siteBaseUrl(app.config)));
  });

  app.get(FOI_REPORT_CSV_PATH, async (request, reply) => {
    const report = await foiQuarterReport(app.ctx, parseOr400(foiReportQuerySchema, request.query));
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="foi-report-${report.year}-q${report.quarter}.csv"`,
      )
      .header('cache-control', 'no-cache')
      .send(foiReportCsv(report, siteConfig.campus_name));
  });
}
