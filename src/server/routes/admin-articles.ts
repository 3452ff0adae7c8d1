// Article management (docs/product/admin-portal.md#data, #states, #validation, #roles, #calls): POST /api/admin/articles, PUT and DELETE /api/admin/articles/{id}.
// Create and update come as multipart (with files) or JSON (without); `PUT { privacy }` alone changes privacy.
// This file reads the request; the rules are services/articles.ts.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminArticleEndpoints,
  articleSaveSchema,
  MAX_SLIDER_IMAGES,
  privacyPayloadSchema,
} from '../../shared/contract/articles.ts';
import { PRIVACY_VALUES, type Privacy } from '../../shared/contract/offices.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { actorOf } from '../lib/request-actor.ts';
import { type FormFile, MAX_UPLOAD_BYTES, readMultipartForm } from '../lib/uploads.ts';
import { parseOr400 } from '../lib/validate.ts';
import { tooManyImages } from '../services/article-writes.ts';
import {
  changePrivacy,
  createFromForm,
  FILE_LABELS,
  managedArticle,
  removeArticle,
  type SaveForm,
  updateFromForm,
} from '../services/articles.ts';

const MAX_FILES = { thumbnail: 1, slider_images: MAX_SLIDER_IMAGES };
/** JSON saves carry the whole rich-text content (the contract allows MAX_ARTICLE_CONTENT characters). */
const JSON_BODY_LIMIT = 3 * 1024 * 1024;

const SAVE_KEYS = [
  'title',
  'content',
  'type',
  'date',
  'office',
  'existing_pics',
  'version',
  'status',
  'publish_at',
  'image_meta',
  'override_reason',
] as const;

/** The save form's raw fields and files, from a multipart or a JSON body. */
async function readRawForm(
  request: FastifyRequest,
): Promise<{ raw: Record<string, unknown>; files: FormFile[] }> {
  if (request.isMultipart()) {
    const form = await readMultipartForm(request, {
      fileLabels: FILE_LABELS,
      maxFiles: MAX_FILES,
      tooManyFiles: (field) =>
        field === 'thumbnail' ? badRequest('Only one thumbnail can be uploaded.') : tooManyImages(),
    });
    const raw: Record<string, unknown> = {};
    for (const [name, values] of form.fields) {
      // existing_pics[] is a list; in a multipart save it is always the full kept list, so an absent
      // list keeps nothing, and an empty value (the form's "none kept" marker) is ignored.
      if (name === 'existing_pics') raw[name] = values.filter((v) => v.trim() !== '');
      else raw[name] = values[values.length - 1];
    }
    if (!form.fields.has('existing_pics')) raw.existing_pics = [];
    return { raw, files: form.files };
  }
  const body = request.body;
  if (body === undefined || body === null) return { raw: {}, files: [] };
  if (typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object');
  return { raw: body as Record<string, unknown>, files: [] };
}

async function readSaveForm(request: FastifyRequest): Promise<SaveForm> {
  const { raw, files } = await readRawForm(request);
  const sent = new Set<string>(SAVE_KEYS.filter((k) => raw[k] !== undefined));
  let privacy: Privacy | undefined;
  if (raw.privacy !== undefined) {
    if (!PRIVACY_VALUES.includes(raw.privacy as Privacy))
      throw badRequest('Privacy must be public or private');
    privacy = raw.privacy as Privacy;
  }
  const save = parseOr400(articleSaveSchema, { ...raw, date: raw.date === null ? '' : raw.date });
  if (save.date && !isCalendarDate(save.date)) throw badRequest('Date must be in yyyy-mm-dd format');
  return { save, sent, privacy, files };
}

function isCalendarDate(d: string): boolean {
  const t = new Date(`${d}T00:00:00.000Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
}

/** The path's article id; anything else is a missing article (404), as it has always been here. */
function articleIdOf(request: FastifyRequest): number {
  const raw = (request.params as { id: string }).id;
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound('Article not found');
  return id;
}

/** `{ privacy }` alone as JSON: the privacy switch of the article list. */
function privacyOnlyBody(request: FastifyRequest): unknown {
  const body = request.body;
  const only =
    !request.isMultipart() &&
    body !== null &&
    typeof body === 'object' &&
    Object.keys(body).length === 1 &&
    'privacy' in body;
  return only ? body : undefined;
}

export default async function adminArticlesRoutes(app: FastifyInstance) {
  // Encapsulated here: only these routes accept multipart bodies.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      // One more than allowed, so an 11th slider image gets the slider message rather than a limit error.
      files: 1 + MAX_SLIDER_IMAGES + 1,
      fields: 40,
      fieldSize: 2 * 1024 * 1024,
      parts: 60,
      headerPairs: 200,
    },
  });
  const route = routesOn(app);
  const e = adminArticleEndpoints;
  // The body is read by readSaveForm (multipart or JSON) and the id by articleIdOf (404 for a bad id).
  const opts = { preHandler: app.requireAuth, bodyLimit: JSON_BODY_LIMIT };

  route(e.create, opts, async (_input, request, reply) => {
    const actor = actorOf(request);
    return reply.code(201).send(await createFromForm(app.ctx, actor, await readSaveForm(request)));
  });

  route(e.update, opts, async (_input, request) => {
    const actor = actorOf(request);
    const target = await managedArticle(app.ctx, actor.user, articleIdOf(request));
    const privacyOnly = privacyOnlyBody(request);
    if (privacyOnly !== undefined) {
      const { privacy } = parseOr400(privacyPayloadSchema, privacyOnly);
      return changePrivacy(app.ctx, actor, target, privacy);
    }
    return updateFromForm(app.ctx, actor, target, await readSaveForm(request));
  });

  route(e.remove, opts, async (_input, request) => {
    const actor = actorOf(request);
    await removeArticle(app.ctx, actor, await managedArticle(app.ctx, actor.user, articleIdOf(request)));
    return { ok: true, message: 'Article deleted' };
  });
}
