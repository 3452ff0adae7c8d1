// The Citizen's Charter as services (docs/decisions/0038-charter-services.md): the public pages (/services,
// /services/{slug}, the printable /services/charter), the charter PDF drawn from the same rows, the public
// API, and the portal's list, add and change. The rules are services/citizen-services.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  citizenServiceAdminEndpoints,
  citizenServiceEndpoints,
  SERVICE_MESSAGES,
  SLUG_PATTERN,
} from '../../shared/contract/citizen-services.ts';
import { CHARTER_PDF_PATH, CHARTER_PRINT_PATH, SERVICE_ROUTE, SERVICES_PATH } from '../../shared/routes.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { actorOf, PRIVATE_NO_STORE, signedInUser } from '../lib/request-actor.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { charterPdf } from '../seo/charter-pdf.ts';
import { charterPrintHtml, servicePageHtml, servicesIndexHtml } from '../seo/service-pages.ts';
import {
  createService,
  publicService,
  publicServices,
  staffService,
  staffServices,
  updateService,
} from '../services/citizen-services.ts';
import { lastReviewedOf } from '../services/review-dates.ts';

export default async function citizenServiceRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  const auth = { preHandler: app.requireAuth };
  const base = () => siteBaseUrl(app.config);
  const html = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);

  // The PDF is drawn once (about 30 ms) and kept until a service changes on any instance (the change bus).
  let pdf: Promise<Uint8Array> | undefined;
  app.articleEvents.onChange(() => {
    pdf = undefined;
  });

  // ——— Pages ———

  app.get(SERVICES_PATH, async (_request, reply) =>
    html(reply, servicesIndexHtml(await publicServices(app.ctx), base())),
  );
  app.get(CHARTER_PRINT_PATH, async (_request, reply) =>
    html(reply, charterPrintHtml(await publicServices(app.ctx), base())),
  );
  app.get<{ Params: { slug: string } }>(SERVICE_ROUTE, async (request, reply) => {
    const { slug } = request.params;
    if (!SLUG_PATTERN.test(slug)) return reply.callNotFound();
    const service = await publicService(app.ctx, slug).catch(() => undefined);
    if (!service) return reply.callNotFound();
    const lastReviewed = await lastReviewedOf(app.ctx, 'charter_service', String(service.id));
    return html(reply, servicePageHtml(service, base(), { lastReviewed }));
  });
  app.get(CHARTER_PDF_PATH, async (_request, reply) => {
    pdf ??= publicServices(app.ctx).then((s) => charterPdf(s, app.clock.now()));
    const bytes = await pdf.catch((err: unknown) => {
      pdf = undefined;
      throw err;
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="citizens-charter.pdf"')
      .header('cache-control', 'public, max-age=300')
      .send(Buffer.from(bytes));
  });

  // ——— Public API ———

  route(citizenServiceEndpoints.list, {}, async (_input, _request, reply) => {
    reply.header('cache-control', 'public, max-age=30');
    return { ok: true, services: await publicServices(app.ctx) };
  });
  route(citizenServiceEndpoints.bySlug, {}, async (input, _request, reply) => {
    reply.header('cache-control', 'public, max-age=30');
    return { ok: true, service: await publicService(app.ctx, input.params.slug) };
  });

  // ——— Portal ———

  const a = citizenServiceAdminEndpoints;
  route(a.list, auth, async (_input, request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return { ok: true, services: await staffServices(app.ctx, signedInUser(request)) };
  });
  route(a.byId, auth, async (input, request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return { ok: true, service: await staffService(app.ctx, signedInUser(request), input.params.id) };
  });
  route(a.create, auth, async (input, request, reply) => {
    const service = await createService(app.ctx, actorOf(request), input.body);
    return reply.code(201).send({ ok: true, message: SERVICE_MESSAGES.saved, service });
  });
  route(a.update, auth, async (input, request) => ({
    ok: true,
    message: SERVICE_MESSAGES.saved,
    service: await updateService(app.ctx, actorOf(request), input.params.id, input.body),
  }));
}
