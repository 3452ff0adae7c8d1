// Bids and awards' API and pages (docs/decisions/0037-procurement-notices.md): the public list and page of
// each opportunity, the RSS feed and the calendar of deadlines; the portal's list, post and change.
// Policy: services/procurement.ts.
import type { FastifyInstance } from 'fastify';
import {
  opportunityListQuerySchema,
  PROCUREMENT_MESSAGES,
  procurementAdminEndpoints,
  procurementEndpoints,
} from '../../shared/contract/procurement.ts';
import {
  numericIdOf,
  PROCUREMENT_DEADLINES_PATH,
  PROCUREMENT_FEED_PATH,
  PROCUREMENT_PATH,
  PROCUREMENT_ROUTE,
} from '../../shared/routes.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { HttpError } from '../lib/http-errors.ts';
import { actorOf, signedInUser } from '../lib/request-actor.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import {
  opportunityPageHtml,
  procurementCalendar,
  procurementListHtml,
  procurementRss,
} from '../seo/procurement-pages.ts';
import {
  createOpportunity,
  openFirst,
  procurementYears,
  publicOpportunities,
  publicOpportunity,
  staffOpportunities,
  staffOpportunity,
  updateOpportunity,
} from '../services/procurement.ts';

export default async function procurementRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  const auth = { preHandler: app.requireAuth };
  // The time left to each deadline is written at the request, so pages and feeds are never kept long.
  const fresh = 'public, max-age=30';

  route(procurementEndpoints.list, {}, async (input, _request, reply) => {
    reply.header('cache-control', fresh);
    return { ok: true, opportunities: await publicOpportunities(app.ctx, input.query) };
  });
  route(procurementEndpoints.byId, {}, async (input, _request, reply) => {
    reply.header('cache-control', fresh);
    return { ok: true, opportunity: await publicOpportunity(app.ctx, input.params.id) };
  });

  app.get(PROCUREMENT_PATH, async (request, reply) => {
    // A hand-edited address with a bad filter shows every past opportunity rather than an error page.
    const parsed = opportunityListQuerySchema.safeParse(request.query ?? {});
    const query = parsed.success ? parsed.data : {};
    const now = app.clock.now();
    const [{ open }, { past }, years] = await Promise.all([
      publicOpportunities(app.ctx, { status: 'open' }).then((l) => openFirst(l, now)),
      publicOpportunities(app.ctx, query).then((l) => openFirst(l, now)),
      procurementYears(app.ctx),
    ]);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(procurementListHtml({ open, past, years, query, base: siteBaseUrl(app.config), now }));
  });

  app.get(PROCUREMENT_FEED_PATH, async (_request, reply) => {
    const list = await publicOpportunities(app.ctx, {});
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', fresh)
      .send(procurementRss(list, siteBaseUrl(app.config), app.clock.now()));
  });

  app.get(PROCUREMENT_DEADLINES_PATH, async (_request, reply) => {
    const now = app.clock.now();
    const { open: upcoming } = openFirst(await publicOpportunities(app.ctx, { status: 'open' }), now);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="bid-deadlines.ics"')
      .header('cache-control', fresh)
      .send(procurementCalendar(upcoming, siteBaseUrl(app.config), now));
  });

  app.get<{ Params: { id: string } }>(PROCUREMENT_ROUTE, async (request, reply) => {
    const id = numericIdOf(request.params.id);
    if (id === undefined) throw new HttpError(404, PROCUREMENT_MESSAGES.notFound);
    const opportunity = await publicOpportunity(app.ctx, id);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(opportunityPageHtml(opportunity, siteBaseUrl(app.config), app.clock.now()));
  });

  // ——— Portal ———

  const { list, byId, create, update } = procurementAdminEndpoints;
  route(list, auth, async (input, request) => ({
    ok: true,
    opportunities: await staffOpportunities(app.ctx, signedInUser(request), input.query),
  }));
  route(byId, auth, async (input, request) => ({
    ok: true,
    opportunity: await staffOpportunity(app.ctx, signedInUser(request), input.params.id),
  }));
  route(create, auth, async (input, request, reply) => {
    const opportunity = await createOpportunity(app.ctx, actorOf(request), input.body);
    return reply.code(201).send({ ok: true, message: PROCUREMENT_MESSAGES.created, opportunity });
  });
  route(update, auth, async (input, request) => {
    const opportunity = await updateOpportunity(app.ctx, actorOf(request), input.params.id, input.body);
    return { ok: true, message: PROCUREMENT_MESSAGES.saved, opportunity };
  });
}
