// Article management (docs/product/admin-portal.md#data, #states, #validation, #roles, #calls): POST /api/admin/articles, PUT and DELETE /api/admin/articles/{id}.
// Create and update come as multipart (with files) or JSON (without); `PUT { privacy }` alone changes privacy.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type ArticleSave,
  articleSaveSchema,
  createRuleMessage,
  MAX_SLIDER_IMAGES,
  privacyPayloadSchema,
} from '../../shared/contract/articles.ts';
import {
  allowedTypes,
  findOffice,
  findOfficeById,
  type Office,
  PRIVACY_VALUES,
  type Privacy,
} from '../../shared/contract/offices.ts';
import { prepareArticleHtml } from '../lib/html-pool.ts';
import { badRequest, HttpError, notFound, unauthorized } from '../lib/http-errors.ts';
import {
  type DecodedUpload,
  decodeUpload,
  describeFile,
  type FormFile,
  MAX_UPLOAD_BYTES,
  newArticleImageKey,
  readMultipartForm,
} from '../lib/uploads.ts';
import { parseOr400 } from '../lib/validate.ts';
import { type AuthUser, assertCanManageOffice } from '../plugins/auth.ts';
import {
  type Actor,
  createArticle,
  deleteArticle,
  findArticleForWrite,
  keptImages,
  type NewFile,
  setArticlePrivacy,
  tooManyImages,
  updateArticle,
  type WriteDeps,
} from '../repositories/article-writes.ts';
import { loadArticleImages, toArticle } from '../repositories/articles.ts';
import { assertPublishable, authorOf, planSlider, resolveStatus } from '../services/article-editorial.ts';

const FILE_LABELS = { thumbnail: 'Thumbnail', slider_images: 'Slider image' };
const MAX_FILES = { thumbnail: 1, slider_images: MAX_SLIDER_IMAGES };
/** JSON saves carry the whole rich-text content (the contract allows MAX_ARTICLE_CONTENT characters). */
const JSON_BODY_LIMIT = 3 * 1024 * 1024;

/** The save form's text fields, whichever shape it came in, plus which of them were sent. */
interface SaveForm {
  save: ArticleSave;
  sent: Set<string>;
  privacy?: Privacy;
  files: FormFile[];
}

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
] as const;

async function readSaveForm(request: FastifyRequest): Promise<SaveForm> {
  let raw: Record<string, unknown>;
  let files: FormFile[] = [];
  if (request.isMultipart()) {
    const form = await readMultipartForm(request, {
      fileLabels: FILE_LABELS,
      maxFiles: MAX_FILES,
      tooManyFiles: (field) =>
        field === 'thumbnail' ? badRequest('Only one thumbnail can be uploaded.') : tooManyImages(),
    });
    files = form.files;
    raw = {};
    for (const [name, values] of form.fields) {
      // existing_pics[] is a list; in a multipart save it is always the full kept list, so an absent
      // list keeps nothing, and an empty value (the form's "none kept" marker) is ignored.
      if (name === 'existing_pics') raw[name] = values.filter((v) => v.trim() !== '');
      else raw[name] = values[values.length - 1];
    }
    if (!form.fields.has('existing_pics')) raw.existing_pics = [];
  } else {
    const body = request.body;
    if (body === undefined || body === null) raw = {};
    else if (typeof body !== 'object' || Array.isArray(body))
      throw badRequest('The request body must be a JSON object');
    else raw = body as Record<string, unknown>;
  }
  const sent = new Set(SAVE_KEYS.filter((k) => raw[k] !== undefined));
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

/** The type lock (docs/product/admin-portal.md#validation): News only for every office but research and extension. */
function assertTypeAllowed(office: Office, type: string): void {
  if (!allowedTypes(office.slug).includes(type as never)) {
    throw new HttpError(400, `Type is locked to News for ${office.slug.toUpperCase()} articles.`, {
      field: 'type',
    });
  }
}

/** Decodes every upload before anything is written: one bad file refuses the whole save. */
async function decodeAll(files: readonly FormFile[]): Promise<{ thumbnail?: NewFile; slider: NewFile[] }> {
  const out: { thumbnail?: NewFile; slider: NewFile[] } = { slider: [] };
  for (const f of files) {
    const name = describeFile(f, FILE_LABELS[f.field as keyof typeof FILE_LABELS], f.field !== 'thumbnail');
    const decoded: DecodedUpload = await decodeUpload(f.bytes, name);
    const file: NewFile = {
      key: newArticleImageKey(decoded.ext),
      data: decoded.data,
      contentType: decoded.contentType,
    };
    if (f.field === 'thumbnail') out.thumbnail = file;
    else out.slider.push(file);
  }
  return out;
}

function parseId(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound('Article not found');
  return id;
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

  const deps: WriteDeps = {
    db: app.db,
    storage: app.storage,
    // A purge here is announced, so the other instances drop their resized copies of the deleted file too.
    imageCache: Object.assign(Object.create(app.imageCache) as typeof app.imageCache, {
      purge: async (id: string) => {
        await app.imageCache.purge(id);
        app.articleEvents.emitChange({ kind: 'media', id });
      },
    }),
    clock: app.clock,
    log: app.log,
  };

  const actorOf = (request: FastifyRequest): Actor & { user: AuthUser } => {
    const user = request.user;
    if (!user) throw unauthorized();
    return { user, actorUserId: user.id, actor: user.email, ip: request.ip };
  };

  const reply = async (id: number, message: string) => {
    const row = await app.db.kysely
      .selectFrom('articles')
      .selectAll()
      .where('article_id', '=', id)
      .executeTakeFirstOrThrow();
    const images = await loadArticleImages(app.db.kysely, [id]);
    return { ok: true as const, article: toArticle(row, images.get(id)), message };
  };

  const routeOpts = { preHandler: app.requireAuth, bodyLimit: JSON_BODY_LIMIT };

  app.post('/api/admin/articles', routeOpts, async (request, res) => {
    const { user, ...actor } = actorOf(request);
    const form = await readSaveForm(request);
    const office = form.save.office ? findOffice(form.save.office) : findOffice(user.office);
    if (!office) throw badRequest('Unknown office');
    assertCanManageOffice(user, office.slug);
    assertTypeAllowed(office, form.save.type);

    const thumbnails = form.files.filter((f) => f.field === 'thumbnail').length;
    const sliders = form.files.filter((f) => f.field === 'slider_images').length;
    if (thumbnails === 0 || sliders === 0) {
      throw badRequest(createRuleMessage({ thumbnail: thumbnails === 0, slider: sliders === 0 }));
    }
    if (sliders > MAX_SLIDER_IMAGES) throw tooManyImages();

    const status = resolveStatus(form.save.status, form.save.publish_at, undefined, app.clock.now());
    const { thumbnail, slider } = await decodeAll(form.files);
    if (!thumbnail) throw badRequest(createRuleMessage({ thumbnail: true, slider: false }));
    const { content, excerpt } = await prepareArticleHtml(form.save.content);
    const plan = planSlider(form.save.image_meta, [], slider);
    const thumbnailAlt = form.save.image_meta?.thumbnail?.alt ?? null;
    if (status)
      assertPublishable(status.status, { title: form.save.title, content, thumbnailAlt, slider: plan });
    const id = await createArticle(deps, {
      office,
      title: form.save.title,
      content,
      excerpt,
      type: form.save.type,
      privacy: form.privacy ?? 'public',
      date: form.save.date || null,
      thumbnail,
      slider: plan.map((p) => slider.find((f) => f.key === p.key) as NewFile),
      sliderAlts: plan.map((p) => p.alt),
      thumbnailAlt,
      status: status?.status ?? 'published',
      publishAt: status?.publishAt ?? null,
      createdBy: user.id,
      actor,
      revision: { author: authorOf(user), keep: app.config.revisionsPerArticle },
    });
    app.articleEvents.emitChange({ kind: 'created', articleId: id, office: office.slug });
    return res.code(201).send(await reply(id, 'Article created'));
  });

  app.put<{ Params: { id: string } }>('/api/admin/articles/:id', routeOpts, async (request) => {
    const { user, ...actor } = actorOf(request);
    const id = parseId(request.params.id);
    const existing = await findArticleForWrite(app.db.kysely, id);
    if (!existing) throw notFound('Article not found');
    const office = findOfficeById(existing.office_id);
    if (!office) throw notFound('Article not found');
    assertCanManageOffice(user, office.slug);

    const body = request.body as Record<string, unknown> | undefined;
    const privacyOnly =
      !request.isMultipart() &&
      body !== null &&
      typeof body === 'object' &&
      Object.keys(body).length === 1 &&
      'privacy' in body;
    if (privacyOnly) {
      const { privacy } = parseOr400(privacyPayloadSchema, body);
      await setArticlePrivacy(deps, id, privacy, actor);
      app.articleEvents.emitChange({ kind: 'privacy', articleId: id, office: office.slug });
      return reply(id, 'Privacy updated');
    }

    const form = await readSaveForm(request);
    if (form.sent.has('type')) assertTypeAllowed(office, form.save.type);
    const newSliders = form.files.filter((f) => f.field === 'slider_images').length;
    const kept = keptImages(
      existing.images,
      form.sent.has('existing_pics') ? form.save.existing_pics : undefined,
    );
    // Checked again inside the transaction; this spares the uploads work on an obviously invalid save.
    if (kept.length + newSliders > MAX_SLIDER_IMAGES) throw tooManyImages();

    const status = resolveStatus(form.save.status, form.save.publish_at, existing, app.clock.now());
    const finalStatus = status?.status ?? existing.status;
    const meta = form.save.image_meta;
    const { thumbnail, slider } = await decodeAll(form.files);
    const html = form.sent.has('content') ? await prepareArticleHtml(form.save.content) : undefined;
    await updateArticle(deps, id, {
      status: status?.status,
      publishAt: status?.publishAt,
      thumbnailAlt: meta?.thumbnail ? meta.thumbnail.alt : undefined,
      sliderPlan: meta?.slider ? (kept, added) => planSlider(meta, kept, added) : undefined,
      check: (next) => assertPublishable(finalStatus, next),
      revision: { author: authorOf(user), keep: app.config.revisionsPerArticle },
      title: form.sent.has('title') ? form.save.title : undefined,
      content: html?.content,
      excerpt: html?.excerpt,
      type: form.sent.has('type') ? form.save.type : undefined,
      privacy: form.privacy,
      date: form.sent.has('date') ? form.save.date || null : undefined,
      thumbnail,
      existingPics: form.sent.has('existing_pics') ? (form.save.existing_pics ?? []) : undefined,
      newSlider: slider,
      expectedVersion: form.save.version,
      actor,
    });
    app.articleEvents.emitChange({
      kind: finalStatus === 'published' && existing.status !== 'published' ? 'published' : 'updated',
      articleId: id,
      office: office.slug,
    });
    return reply(id, 'Article updated');
  });

  app.delete<{ Params: { id: string } }>('/api/admin/articles/:id', routeOpts, async (request) => {
    const { user, ...actor } = actorOf(request);
    const id = parseId(request.params.id);
    const existing = await findArticleForWrite(app.db.kysely, id);
    if (!existing) throw notFound('Article not found');
    const office = findOfficeById(existing.office_id);
    if (!office) throw notFound('Article not found');
    assertCanManageOffice(user, office.slug);
    await deleteArticle(deps, id, actor);
    app.articleEvents.emitChange({ kind: 'deleted', articleId: id, office: office.slug });
    return { ok: true, message: 'Article deleted' };
  });
}
