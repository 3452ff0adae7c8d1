// Client Satisfaction Measurement (docs/decisions/0046-client-satisfaction.md): the survey a closed case's
// link opens (/feedback?t=…, answered once), the anonymous survey of each service (/services/{slug}/feedback,
// rate-limited), both plain form posts that work without JavaScript, and the staff's yearly report and CSV.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SLUG_PATTERN } from '../../shared/contract/citizen-services.ts';
import { CSM_MESSAGES, csmEndpoints, csmFormSchema } from '../../shared/contract/csm.ts';
import { CSM_PATH, SERVICE_FEEDBACK_ROUTE, serviceFeedbackPath } from '../../shared/routes.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { PRIVATE_NO_STORE } from '../lib/request-actor.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { type SurveyErrors, type SurveyValues, surveyFormHtml, surveyMessageHtml } from '../seo/csm-page.ts';
import { publicService } from '../services/citizen-services.ts';
import {
  answerForService,
  answerInvitation,
  csmReportCsv,
  csmYearReport,
  surveyLinkState,
} from '../services/csm.ts';

/** The survey's fields and a comment; anything larger is not one of ours. */
const FORM_BODY_LIMIT = 16 * 1024;
/** Anonymous answers from one address: a household may answer a few times, a script is stopped. */
const SERVICE_SURVEY_RATE_LIMIT = { max: 5, timeWindow: 60 * 60_000 };
const LINK_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

const ABOUT_CASE = {
  concern: 'Your concern was closed. Please tell us how we served you.',
  foi: 'Your Freedom of Information request was closed. Please tell us how we served you.',
} as const;

/** The posted answers checked against the form's rules: the answers, or the errors by field. */
function readForm(body: unknown) {
  const values = (body ?? {}) as SurveyValues;
  const parsed = csmFormSchema.safeParse(values);
  if (parsed.success) return { form: parsed.data, values };
  const errors: SurveyErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'client_type');
    errors[key] ??= issue.message;
  }
  return { errors, values };
}

export default async function csmRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  const base = () => siteBaseUrl(app.config);
  // The survey posts as application/x-www-form-urlencoded; only these routes (this plugin's scope) read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', PRIVATE_NO_STORE)
      // A link's token is in its address: no other site may see it in a Referer.
      .header('referrer-policy', 'no-referrer')
      .send(body);
  const message = (reply: FastifyReply, path: string, text: string, status: number, done = false) =>
    html(reply, surveyMessageHtml(base(), path, text, done), status);

  // ——— A case's link ———

  const tokenOf = (query: unknown) => (query as { t?: string }).t;
  const linkLimited = { bodyLimit: FORM_BODY_LIMIT, config: { rateLimit: LINK_RATE_LIMIT } };
  const refused = (reply: FastifyReply, state: 'invalid' | 'used' | 'expired') =>
    state === 'used'
      ? message(reply, CSM_PATH, CSM_MESSAGES.linkUsed, 410)
      : message(reply, CSM_PATH, CSM_MESSAGES.linkInvalid, state === 'expired' ? 410 : 400);

  app.get(CSM_PATH, linkLimited, async (request, reply) => {
    const token = tokenOf(request.query);
    const link = await surveyLinkState(app.ctx, token);
    if (link.state !== 'open') return refused(reply, link.state);
    const kind = link.invitation.kind === 'foi' ? 'foi' : 'concern';
    return html(
      reply,
      surveyFormHtml(base(), { action: `${CSM_PATH}?t=${token}`, about: ABOUT_CASE[kind], path: CSM_PATH }),
    );
  });
  app.post(CSM_PATH, linkLimited, async (request, reply) => {
    const token = tokenOf(request.query);
    const link = await surveyLinkState(app.ctx, token);
    if (link.state !== 'open') return refused(reply, link.state);
    const kind = link.invitation.kind === 'foi' ? 'foi' : 'concern';
    const read = readForm(request.body);
    if (!read.form)
      return html(
        reply,
        surveyFormHtml(base(), {
          action: `${CSM_PATH}?t=${token}`,
          about: ABOUT_CASE[kind],
          path: CSM_PATH,
          values: read.values,
          errors: read.errors,
        }),
        400,
      );
    if (!(await answerInvitation(app.ctx, link.invitation, read.form))) return refused(reply, 'used');
    return message(reply, CSM_PATH, CSM_MESSAGES.thanks, 200, true);
  });

  // ——— A service page's survey ———

  const serviceOf = async (slug: string) =>
    SLUG_PATTERN.test(slug) ? await publicService(app.ctx, slug).catch(() => undefined) : undefined;
  const aboutService = (title: string) => `Tell us how we served you in “${title}”.`;

  app.get<{ Params: { slug: string } }>(SERVICE_FEEDBACK_ROUTE, async (request, reply) => {
    const service = await serviceOf(request.params.slug);
    if (!service) return reply.callNotFound();
    const path = serviceFeedbackPath(service.slug);
    return html(
      reply,
      surveyFormHtml(base(), {
        action: path,
        about: aboutService(service.title),
        path,
        values: { service_availed: service.title },
      }),
    );
  });
  app.post<{ Params: { slug: string } }>(
    SERVICE_FEEDBACK_ROUTE,
    { bodyLimit: FORM_BODY_LIMIT, config: { rateLimit: SERVICE_SURVEY_RATE_LIMIT } },
    async (request, reply) => {
      const service = await serviceOf(request.params.slug);
      if (!service) return reply.callNotFound();
      const path = serviceFeedbackPath(service.slug);
      const read = readForm(request.body);
      if (!read.form)
        return html(
          reply,
          surveyFormHtml(base(), {
            action: path,
            about: aboutService(service.title),
            path,
            values: read.values,
            errors: read.errors,
          }),
          400,
        );
      await answerForService(app.ctx, service, read.form);
      return message(reply, path, CSM_MESSAGES.thanks, 200, true);
    },
  );

  // ——— Staff ———

  const auth = { preHandler: app.requireAuth };
  route(csmEndpoints.report, auth, async (input, _request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return { ok: true, report: await csmYearReport(app.ctx, input.query.year) };
  });
  route(csmEndpoints.reportCsv, auth, async (input, _request, reply) => {
    const report = await csmYearReport(app.ctx, input.query.year);
    return reply
      .header('cache-control', PRIVATE_NO_STORE)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="client-satisfaction-${report.year}.csv"`)
      .send(csmReportCsv(report));
  });
}
