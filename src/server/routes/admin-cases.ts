// Concern cases in the administrator portal: list, detail, triage changes, notes, replies, the holiday list
// and the monthly report. Handlers parse with the shared contract and call services/concern-cases.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  caseListQuerySchema,
  caseNoteCreateSchema,
  caseReplyCreateSchema,
  caseUpdateSchema,
  holidayCreateSchema,
  holidaysQuerySchema,
  reportQuerySchema,
} from '../../shared/contract/cases.ts';
import { idParamSchema } from '../../shared/contract/common.ts';
import { caseMailDelivery } from '../jobs/case-mail-delivery.ts';
import { normalizeIp } from '../lib/geoip.ts';
import { acceptEmptyJsonBodies } from '../lib/json-body.ts';
import { parseOr400 } from '../lib/validate.ts';
import { signedInUser } from '../plugins/auth.ts';
import { listHolidays } from '../repositories/concern-cases.ts';
import {
  addHoliday,
  addNote,
  addReply,
  caseDetail,
  caseIdByReference,
  caseMailStatus,
  changeCase,
  listVisibleCases,
  monthlyReport,
  removeHoliday,
  reportCsv,
} from '../services/concern-cases.ts';

export default async function adminCasesRoutes(app: FastifyInstance) {
  acceptEmptyJsonBodies(app);
  const deps = () => ({ db: app.db.kysely, kind: app.db.kind, clock: app.clock });
  const auth = { preHandler: app.requireAuth, onSend: noStore };
  const superOnly = { preHandler: app.requireSuperadmin, onSend: noStore };
  const caseId = (request: FastifyRequest) => parseOr400(idParamSchema, request.params).id;

  app.get('/api/admin/cases', auth, async (request) =>
    listVisibleCases(deps(), signedInUser(request), parseOr400(caseListQuerySchema, request.query)),
  );

  app.get('/api/admin/cases/by-reference/:reference', auth, async (request) => {
    const { reference } = request.params as { reference: string };
    return { ok: true, id: await caseIdByReference(deps(), signedInUser(request), reference.slice(0, 40)) };
  });

  app.get('/api/admin/cases/:id', auth, async (request) => ({
    ok: true,
    case: await caseDetail(deps(), signedInUser(request), caseId(request), { ip: normalizeIp(request.ip) }),
    mailConfigured: app.caseMail.sender !== undefined,
  }));

  app.get('/api/admin/cases/:id/mail-status', auth, async (request) => ({
    ok: true,
    mail: await caseMailStatus(deps(), signedInUser(request), caseId(request)),
  }));

  app.patch('/api/admin/cases/:id', auth, async (request) => {
    await changeCase(
      deps(),
      signedInUser(request),
      caseId(request),
      parseOr400(caseUpdateSchema, request.body),
    );
    return { ok: true, message: 'Case updated' };
  });

  app.post('/api/admin/cases/:id/notes', auth, async (request, reply) => {
    const { body } = parseOr400(caseNoteCreateSchema, request.body);
    await addNote(deps(), signedInUser(request), caseId(request), body);
    return reply.code(201).send({ ok: true, message: 'Note added' });
  });

  app.post('/api/admin/cases/:id/replies', auth, async (request, reply) => {
    const { body } = parseOr400(caseReplyCreateSchema, request.body);
    await addReply(deps(), signedInUser(request), caseId(request), body);
    if (app.caseMail.sender) app.jobs.trigger(caseMailDelivery.name);
    return reply
      .code(201)
      .send({ ok: true, message: app.caseMail.sender ? 'Reply queued for sending' : 'Reply saved' });
  });

  app.get('/api/admin/case-holidays', auth, async (request) => {
    const { year } = parseOr400(holidaysQuerySchema, request.query);
    return { ok: true, holidays: await listHolidays(app.db.kysely, year) };
  });

  app.post('/api/admin/case-holidays', superOnly, async (request, reply) => {
    const h = parseOr400(holidayCreateSchema, request.body);
    await addHoliday(deps(), signedInUser(request), h);
    return reply.code(201).send({ ok: true, message: 'Holiday added' });
  });

  app.delete('/api/admin/case-holidays/:date', superOnly, async (request) => {
    const { date } = parseOr400(holidayCreateSchema.pick({ date: true }), request.params);
    await removeHoliday(deps(), signedInUser(request), date);
    return { ok: true, message: 'Holiday removed' };
  });

  app.get('/api/admin/case-report', superOnly, async (request) => {
    const { month } = parseOr400(reportQuerySchema, request.query);
    return monthlyReport(deps(), month);
  });

  app.get('/api/admin/case-report.csv', superOnly, async (request, reply) => {
    const { month } = parseOr400(reportQuerySchema, request.query);
    const csv = reportCsv(await monthlyReport(deps(), month));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="concern-cases-${month}.csv"`)
      .send(csv);
  });
}

/** Case replies carry personal data: no browser or proxy may keep a copy. */
async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'no-store');
  return payload;
}
