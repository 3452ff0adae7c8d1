// Site content: the public read (GET /api/site), event pages' data and calendar files, and the portal's
// Site area (alerts, events, vacancies, facts, slides, contacts, quick links, slide images). Handlers parse
// with the shared contract and call services/site-content.ts, which holds the policy.
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamSchema } from '../../shared/contract/common.ts';
import {
  alertInputSchema,
  blockParamSchema,
  eventInputSchema,
  SITE_BLOCKS,
  SITE_MESSAGES,
  type SiteBlocks,
  vacancyInputSchema,
} from '../../shared/contract/site.ts';
import { normalizeIp } from '../lib/geoip.ts';
import { HttpError, notFound } from '../lib/http-errors.ts';
import { acceptEmptyJsonBodies } from '../lib/json-body.ts';
import { decodeUpload, MAX_UPLOAD_BYTES, readMultipartForm } from '../lib/uploads.ts';
import { parseOr400 } from '../lib/validate.ts';
import { signedInUser } from '../plugins/auth.ts';
import { listEvents } from '../repositories/site-content.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { calendarFile } from '../seo/ics.ts';
import {
  type Actor,
  changeAlert,
  changeEvent,
  changeVacancy,
  createAlert,
  createEvent,
  createVacancy,
  listAllAlerts,
  listAllVacancies,
  listEventsFor,
  publicEvent,
  readBlocks,
  removeAlert,
  removeEvent,
  removeVacancy,
  type SiteDeps,
  saveBlock,
} from '../services/site-content.ts';

/** Public site content may be kept briefly by browsers and nginx; every change clears this server's copies. */
const PUBLIC_CACHE = 'public, max-age=5';

export default async function siteContentRoutes(app: FastifyInstance) {
  acceptEmptyJsonBodies(app);
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 5, parts: 8, headerPairs: 200 },
  });

  const deps = (): SiteDeps => ({
    db: app.db.kysely,
    clock: app.clock,
    emit: (change) => app.articleEvents.emitChange(change),
  });
  const actor = (request: FastifyRequest): Actor => ({
    user: signedInUser(request),
    ip: normalizeIp(request.ip),
  });
  const idOf = (request: FastifyRequest) => parseOr400(idParamSchema, request.params).id;
  const auth = { preHandler: app.requireAuth };
  const superOnly = { preHandler: app.requireSuperadmin };

  // ——— Public ———

  app.get('/api/site', async (_request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return app.siteContent.view();
  });

  app.get('/api/site/events/:id', async (request, reply) => {
    const id = idParamOr404(request.params);
    reply.header('cache-control', PUBLIC_CACHE);
    return publicEvent(app.db.kysely, id, app.clock.now());
  });

  app.get('/api/site/events/:id/ics', async (request, reply) => {
    const id = idParamOr404(request.params);
    const { event } = await publicEvent(app.db.kysely, id, app.clock.now());
    return reply
      .header('cache-control', PUBLIC_CACHE)
      .header('content-disposition', `attachment; filename="event-${event.id}.ics"`)
      .type('text/calendar; charset=utf-8')
      .send(calendarFile([event], siteBaseUrl(app.config), app.clock.now()));
  });

  app.get('/events.ics', async (_request, reply) => {
    const events = (await listEvents(app.db.kysely)).map((e) => ({ ...e, id: Number(e.id) }));
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('text/calendar; charset=utf-8')
      .send(calendarFile(events, siteBaseUrl(app.config), app.clock.now()));
  });

  // ——— Portal: alerts (superadmins) ———

  app.get('/api/admin/site/alerts', superOnly, async () => ({
    ok: true,
    alerts: await listAllAlerts(app.db.kysely),
  }));
  app.post('/api/admin/site/alerts', superOnly, async (request, reply) => {
    const id = await createAlert(deps(), actor(request), parseOr400(alertInputSchema, request.body));
    return reply.code(201).send({ ok: true, id, message: SITE_MESSAGES.saved });
  });
  app.put('/api/admin/site/alerts/:id', superOnly, async (request) => {
    await changeAlert(deps(), actor(request), idOf(request), parseOr400(alertInputSchema, request.body));
    return { ok: true, message: SITE_MESSAGES.saved };
  });
  app.delete('/api/admin/site/alerts/:id', superOnly, async (request) => {
    await removeAlert(deps(), actor(request), idOf(request));
    return { ok: true, message: SITE_MESSAGES.deleted };
  });

  // ——— Portal: events (office admins for their office) ———

  app.get('/api/admin/site/events', auth, async (request) => ({
    ok: true,
    events: await listEventsFor(app.db.kysely, signedInUser(request)),
  }));
  app.post('/api/admin/site/events', auth, async (request, reply) => {
    const id = await createEvent(deps(), actor(request), parseOr400(eventInputSchema, request.body));
    return reply.code(201).send({ ok: true, id, message: SITE_MESSAGES.saved });
  });
  app.put('/api/admin/site/events/:id', auth, async (request) => {
    await changeEvent(deps(), actor(request), idOf(request), parseOr400(eventInputSchema, request.body));
    return { ok: true, message: SITE_MESSAGES.saved };
  });
  app.delete('/api/admin/site/events/:id', auth, async (request) => {
    await removeEvent(deps(), actor(request), idOf(request));
    return { ok: true, message: SITE_MESSAGES.deleted };
  });

  // ——— Portal: vacancies (superadmins) ———

  app.get('/api/admin/site/vacancies', superOnly, async () => ({
    ok: true,
    vacancies: await listAllVacancies(app.db.kysely),
  }));
  app.post('/api/admin/site/vacancies', superOnly, async (request, reply) => {
    const id = await createVacancy(deps(), actor(request), parseOr400(vacancyInputSchema, request.body));
    return reply.code(201).send({ ok: true, id, message: SITE_MESSAGES.saved });
  });
  app.put('/api/admin/site/vacancies/:id', superOnly, async (request) => {
    await changeVacancy(deps(), actor(request), idOf(request), parseOr400(vacancyInputSchema, request.body));
    return { ok: true, message: SITE_MESSAGES.saved };
  });
  app.delete('/api/admin/site/vacancies/:id', superOnly, async (request) => {
    await removeVacancy(deps(), actor(request), idOf(request));
    return { ok: true, message: SITE_MESSAGES.deleted };
  });

  // ——— Portal: facts, slides, contacts, quick links (superadmins) ———

  app.get('/api/admin/site/blocks', superOnly, async () => ({
    ok: true,
    ...(await readBlocks(app.db.kysely)),
  }));
  app.put('/api/admin/site/blocks/:key', superOnly, async (request) => {
    const { key } = parseOr400(blockParamSchema, request.params);
    const value = parseOr400(SITE_BLOCKS[key], request.body) as SiteBlocks[typeof key];
    await saveBlock(deps(), actor(request), key, value);
    return { ok: true, message: SITE_MESSAGES.saved };
  });

  // A slide image goes through the articles' upload checks (bytes sniffed, decoded, re-encoded without
  // metadata) and is stored under a generated key; the slides block refers to it once saved.
  app.post('/api/admin/site/slide-images', superOnly, async (request, reply) => {
    if (!request.isMultipart())
      throw new HttpError(400, 'Send the image as a file upload', { field: 'image' });
    const form = await readMultipartForm(request, {
      fileLabels: { image: 'Slide image' },
      maxFiles: { image: 1 },
      tooManyFiles: () => new HttpError(400, 'Send one image at a time', { field: 'image' }),
    });
    const file = form.files[0];
    if (!file) throw new HttpError(400, SITE_MESSAGES.slideImage, { field: 'image' });
    const decoded = await decodeUpload(file.bytes, { label: 'Slide image', field: 'image' });
    const key = `site/${randomUUID()}.${decoded.ext}`;
    await app.storage.put(key, decoded.data, decoded.contentType);
    return reply.code(201).send({ ok: true, image: key });
  });
}

/** An id in a public address: anything but a positive number is simply not found. */
function idParamOr404(params: unknown): number {
  const parsed = idParamSchema.safeParse(params);
  if (!parsed.success) throw notFound(SITE_MESSAGES.eventNotFound);
  return parsed.data.id;
}
