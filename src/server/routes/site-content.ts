// Site content: the public read (GET /api/site), event pages' data and calendar files, and the portal's
// Site area (alerts, events, vacancies, facts, slides, contacts, quick links, slide images). Handlers parse
// with the shared contract and call services/site-content.ts, which holds the policy.

import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { alertPublisherEndpoints } from '../../shared/contract/alert-publishers.ts';
import { idParamSchema } from '../../shared/contract/common.ts';
import {
  type RecordEndpoints,
  SITE_BLOCKS,
  SITE_MESSAGES,
  type SiteBlocks,
  siteAdminEndpoints,
  siteEndpoints,
} from '../../shared/contract/site.ts';
import type { Actor } from '../domain/actor.ts';
import { type EndpointRouteOptions, routesOn } from '../lib/endpoint-route.ts';
import { normalizeIp } from '../lib/geoip.ts';
import { HttpError, notFound } from '../lib/http-errors.ts';
import { acceptEmptyJsonBodies } from '../lib/json-body.ts';
import { signedInUser } from '../lib/request-actor.ts';
import { decodeUpload, MAX_UPLOAD_BYTES, readMultipartForm } from '../lib/uploads.ts';
import { parseOr400 } from '../lib/validate.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { calendarFile } from '../seo/ics.ts';
import {
  listAlertPublishers,
  requireAlertPublisher,
  setAlertPublisher,
} from '../services/alert-publishers.ts';
import { PUSH_DELIVERY_JOB } from '../services/push.ts';
import {
  admissionsReply,
  alertKind,
  calendarEvents,
  eventKind,
  eventsReply,
  postAlertUpdate,
  publicEvent,
  readBlocks,
  saveBlock,
  vacancyKind,
} from '../services/site-content.ts';
import {
  changeRecord,
  createRecord,
  type RecordKind,
  type RecordTable,
  removeRecord,
} from '../services/site-records.ts';

/** Public site content may be kept briefly by browsers and nginx; every change clears this server's copies. */
const PUBLIC_CACHE = 'public, max-age=5';

export default async function siteContentRoutes(app: FastifyInstance) {
  acceptEmptyJsonBodies(app);
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 5, parts: 8, headerPairs: 200 },
  });

  const actor = (request: FastifyRequest): Actor => ({
    user: signedInUser(request),
    ip: normalizeIp(request.ip),
  });
  const route = routesOn(app);
  const { alerts, events, vacancies } = siteAdminEndpoints;
  const auth = { preHandler: app.requireAuth };
  const superOnly = { preHandler: app.requireSuperadmin };

  // ——— Public ———

  route(siteEndpoints.content, {}, async (_input, _request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return app.siteContent.view();
  });

  route(siteEndpoints.admissions, {}, async (_input, _request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return admissionsReply(await app.siteContent.snapshot());
  });

  // An id in a public address that is not a positive number is simply not found (404, not 400).
  route(siteEndpoints.event, {}, async (_input, request, reply) => {
    const id = idParamOr404(request.params);
    reply.header('cache-control', PUBLIC_CACHE);
    return publicEvent(app.db.kysely, id, app.clock.now());
  });

  route(siteEndpoints.eventIcs, {}, async (_input, request, reply) => {
    const id = idParamOr404(request.params);
    const { event } = await publicEvent(app.db.kysely, id, app.clock.now());
    return reply
      .header('cache-control', PUBLIC_CACHE)
      .header('content-disposition', `attachment; filename="event-${event.id}.ics"`)
      .type('text/calendar; charset=utf-8')
      .send(calendarFile([event], siteBaseUrl(app.config), app.clock.now()));
  });

  route(siteEndpoints.events, {}, async (input, _request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return eventsReply(
      await app.siteContent.snapshot(),
      app.clock.now(),
      siteBaseUrl(app.config),
      input.query.office,
    );
  });

  route(siteEndpoints.eventsIcs, {}, async (input, _request, reply) => {
    const events = await calendarEvents(app.db.kysely, input.query.office);
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('text/calendar; charset=utf-8')
      .send(calendarFile(events, siteBaseUrl(app.config), app.clock.now()));
  });

  // ——— Portal: alerts, events and vacancies, the same four calls for each kind ———

  /** Registers a kind's list, create, update and delete with the guard of each (services/site-records.ts). */
  const records = <S extends z.ZodType, T extends RecordTable, Row>(
    endpoints: RecordEndpoints<S>,
    kind: RecordKind<z.output<S>, unknown, T, Row>,
    guard: Record<'read' | 'write' | 'remove', EndpointRouteOptions>,
    afterCreate?: () => void,
  ) => {
    route(endpoints.list, guard.read, async (_input, request) => ({
      ok: true,
      [kind.area]: await kind.list(app.ctx, actor(request)),
    }));
    route(endpoints.create, guard.write, async (input, request, reply) => {
      const id = await createRecord(app.ctx, kind, actor(request), input.body);
      afterCreate?.();
      return reply.code(201).send({ ok: true, id, message: SITE_MESSAGES.saved });
    });
    route(endpoints.update, guard.write, async (input, request) => {
      await changeRecord(app.ctx, kind, actor(request), input.params.id, input.body);
      return { ok: true, message: SITE_MESSAGES.saved };
    });
    route(endpoints.remove, guard.remove, async (input, request) => {
      await removeRecord(app.ctx, kind, actor(request), input.params.id);
      return { ok: true, message: SITE_MESSAGES.deleted };
    });
  };

  // Alerts: superadmins and the accounts they mark as alert publishers (services/alert-publishers.ts);
  // contributors are refused by the contract before this. Deleting: superadmins.
  const publishers = {
    preHandler: [
      app.requireAuth,
      async (request: FastifyRequest) => requireAlertPublisher(app.db.kysely, signedInUser(request)),
    ],
  };
  // A posted alert or update is mailed and pushed to subscribers now rather than at the jobs' next turn.
  const sendAlertNews = () => {
    app.ctx.mail.deliverSoon();
    app.jobs.trigger(PUSH_DELIVERY_JOB);
  };
  route(alertPublisherEndpoints.list, superOnly, async () => ({
    ok: true,
    publishers: await listAlertPublishers(app.ctx),
  }));
  route(alertPublisherEndpoints.set, superOnly, async (input, request) => ({
    ok: true,
    message: await setAlertPublisher(app.ctx, actor(request), input.params.id, input.body.publisher),
  }));
  records(alerts, alertKind, { read: publishers, write: publishers, remove: superOnly }, sendAlertNews);
  route(siteAdminEndpoints.alertUpdate, publishers, async (input, request, reply) => {
    await postAlertUpdate(app.ctx, actor(request), input.params.id, input.body);
    sendAlertNews();
    return reply.code(201).send({ ok: true, message: SITE_MESSAGES.saved });
  });

  // Events: office admins for their own office, superadmins for all. Vacancies: superadmins.
  records(events, eventKind, { read: auth, write: auth, remove: auth });
  records(vacancies, vacancyKind, { read: superOnly, write: superOnly, remove: superOnly });

  // ——— Portal: facts, slides, contacts, quick links (superadmins) ———

  route(siteAdminEndpoints.blocks, superOnly, async () => ({
    ok: true,
    ...(await readBlocks(app.db.kysely)),
  }));
  route(siteAdminEndpoints.saveBlock, superOnly, async (input, request) => {
    const { key } = input.params;
    const value = parseOr400(SITE_BLOCKS[key], request.body) as SiteBlocks[typeof key];
    await saveBlock(app.ctx, actor(request), key, value);
    return { ok: true, message: SITE_MESSAGES.saved };
  });

  // A slide's or an event's picture goes through the articles' upload checks (bytes sniffed, decoded,
  // re-encoded without metadata) and is stored under a generated key; the slides block or the event refers
  // to it once saved.
  const uploadSiteImage = async (request: FastifyRequest, label: string, missing: string) => {
    if (!request.isMultipart())
      throw new HttpError(400, 'Send the image as a file upload', { field: 'image' });
    const form = await readMultipartForm(request, {
      fileLabels: { image: label },
      maxFiles: { image: 1 },
      tooManyFiles: () => new HttpError(400, 'Send one image at a time', { field: 'image' }),
    });
    const file = form.files[0];
    if (!file) throw new HttpError(400, missing, { field: 'image' });
    const decoded = await decodeUpload(file.bytes, { label, field: 'image' });
    const key = `site/${randomUUID()}.${decoded.ext}`;
    await app.storage.put(key, decoded.data, decoded.contentType);
    return key;
  };
  route(siteAdminEndpoints.uploadSlide, superOnly, async (_input, request, reply) => {
    const image = await uploadSiteImage(request, 'Slide image', SITE_MESSAGES.slideImage);
    return reply.code(201).send({ ok: true, image });
  });
  route(siteAdminEndpoints.uploadEventImage, auth, async (_input, request, reply) => {
    const image = await uploadSiteImage(request, 'Event picture', SITE_MESSAGES.eventImage);
    return reply.code(201).send({ ok: true, image });
  });
}

/** An id in a public address: anything but a positive number is simply not found. */
function idParamOr404(params: unknown): number {
  const parsed = idParamSchema.safeParse(params);
  if (!parsed.success) throw notFound(SITE_MESSAGES.eventNotFound);
  return parsed.data.id;
}
