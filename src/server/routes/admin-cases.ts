// Concern cases in the administrator portal: list, detail, triage changes, notes, replies, the holiday list
// and the monthly report. Handlers parse with the shared contract and call services/concern-cases.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { caseEndpoints } from '../../shared/contract/cases.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { normalizeIp } from '../lib/geoip.ts';
import { acceptEmptyJsonBodies } from '../lib/json-body.ts';
import { signedInUser } from '../lib/request-actor.ts';
import {
  addHoliday,
  addNote,
  addReply,
  caseDetail,
  caseIdByReference,
  caseMailStatus,
  changeCase,
  holidayList,
  listVisibleCases,
  monthlyReport,
  removeHoliday,
  reportCsv,
} from '../services/concern-cases.ts';

export default async function adminCasesRoutes(app: FastifyInstance) {
  acceptEmptyJsonBodies(app);
  const auth = { preHandler: app.requireAuth, onSend: noStore };
  const superOnly = { preHandler: app.requireSuperadmin, onSend: noStore };
  const route = routesOn(app);
  const e = caseEndpoints;

  route(e.list, auth, async (input, request) =>
    listVisibleCases(app.ctx, signedInUser(request), input.query),
  );

  route(e.byReference, auth, async (input, request) => ({
    ok: true,
    id: await caseIdByReference(app.ctx, signedInUser(request), input.params.reference.slice(0, 40)),
  }));

  route(e.detail, auth, async (input, request) => ({
    ok: true,
    case: await caseDetail(app.ctx, signedInUser(request), input.params.id, { ip: normalizeIp(request.ip) }),
    mailConfigured: app.caseMail.sender !== undefined,
  }));

  route(e.mailStatus, auth, async (input, request) => ({
    ok: true,
    mail: await caseMailStatus(app.ctx, signedInUser(request), input.params.id),
  }));

  route(e.update, auth, async (input, request) => {
    await changeCase(app.ctx, signedInUser(request), input.params.id, input.body);
    // Closing a case queues its satisfaction survey.
    if (input.body.status === 'closed') app.ctx.mail.deliverSoon();
    return { ok: true, message: 'Case updated' };
  });

  route(e.addNote, auth, async (input, request, reply) => {
    const { body } = input.body;
    await addNote(app.ctx, signedInUser(request), input.params.id, body);
    return reply.code(201).send({ ok: true, message: 'Note added' });
  });

  route(e.reply, auth, async (input, request, reply) => {
    const { body } = input.body;
    await addReply(app.ctx, signedInUser(request), input.params.id, body);
    app.ctx.mail.deliverSoon();
    return reply
      .code(201)
      .send({ ok: true, message: app.caseMail.sender ? 'Reply queued for sending' : 'Reply saved' });
  });

  route(e.holidays, auth, async (input) => ({
    ok: true,
    holidays: await holidayList(app.ctx, input.query.year),
  }));

  route(e.addHoliday, superOnly, async (input, request, reply) => {
    await addHoliday(app.ctx, signedInUser(request), input.body);
    return reply.code(201).send({ ok: true, message: 'Holiday added' });
  });

  route(e.removeHoliday, superOnly, async (input, request) => {
    await removeHoliday(app.ctx, signedInUser(request), input.params.date);
    return { ok: true, message: 'Holiday removed' };
  });

  route(e.report, superOnly, async (input) => monthlyReport(app.ctx, input.query.month));

  route(e.reportCsv, superOnly, async (input, _request, reply) => {
    const { month } = input.query;
    const csv = reportCsv(await monthlyReport(app.ctx, month));
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
