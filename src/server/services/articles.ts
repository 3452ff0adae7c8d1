// The portal's article saves (docs/product/admin-portal.md#data, #states, #validation, #roles): the office
// and type rules, the create rule (a thumbnail and a slider image), decoding uploads before anything is
// written, sanitising the content, the editorial status, the change events and the saved article read back.
// Files and rows are written by services/article-writes.ts; the request is read by routes/admin-articles.ts.
import {
  type Article,
  type ArticleSave,
  createRuleMessage,
  MAX_SLIDER_IMAGES,
} from '../../shared/contract/articles.ts';
import {
  allowedTypes,
  findOffice,
  findOfficeById,
  type Office,
  type Privacy,
} from '../../shared/contract/offices.ts';
import type { BrokenLinkIssue } from '../../shared/internal-links.ts';
import type { Actor, SignedInUser } from '../domain/actor.ts';
import { canManageOffice } from '../domain/permissions.ts';
import { prepareArticleHtml } from '../lib/html-pool.ts';
import { badRequest, HttpError, notFound } from '../lib/http-errors.ts';
import { decodeUpload, describeFile, type FormFile, newArticleImageKey } from '../lib/uploads.ts';
import { type ArticleForWrite, findArticleForWrite } from '../repositories/article-writes.ts';
import { findArticle } from '../repositories/articles.ts';
import type { AppContext } from './app-context.ts';
import {
  assertMayOverride,
  assertPublishable,
  authorOf,
  planSlider,
  resolveStatus,
  restoreRevision,
} from './article-editorial.ts';
import {
  createArticle,
  deleteArticle,
  keptImages,
  type NewFile,
  setArticlePrivacy,
  tooManyImages,
  updateArticle,
} from './article-writes.ts';
import { brokenInternalLinks } from './internal-links.ts';
import { articleGuard, assertCanManageOffice } from './permissions.ts';

export const FILE_LABELS = { thumbnail: 'Cover photo', slider_images: 'Slideshow photo' };

/** The save form's text fields, whichever shape it came in, plus which of them were sent. */
export interface SaveForm {
  save: ArticleSave;
  sent: Set<string>;
  privacy?: Privacy;
  files: FormFile[];
}

export type SavedArticle = {
  ok: true;
  article: Article;
  message: string;
  link_warnings?: BrokenLinkIssue[];
};

/** The type lock (docs/product/admin-portal.md#validation): News only for every office but research and extension. */
export function assertTypeAllowed(office: Office, type: string): void {
  if (!allowedTypes(office.slug).includes(type as never)) {
    throw new HttpError(400, `Type is locked to News for ${office.slug.toUpperCase()} articles.`, {
      field: 'type',
    });
  }
}

/** A new article needs a thumbnail and at least one slider image, and at most MAX_SLIDER_IMAGES of those. */
export function assertCreateFiles(files: readonly Pick<FormFile, 'field'>[]): void {
  const thumbnails = files.filter((f) => f.field === 'thumbnail').length;
  const sliders = files.filter((f) => f.field === 'slider_images').length;
  if (thumbnails === 0 || sliders === 0) {
    throw badRequest(createRuleMessage({ thumbnail: thumbnails === 0, slider: sliders === 0 }));
  }
  if (sliders > MAX_SLIDER_IMAGES) throw tooManyImages();
}

/** Decodes every upload before anything is written: one bad file refuses the whole save. */
async function decodeAll(files: readonly FormFile[]): Promise<{ thumbnail?: NewFile; slider: NewFile[] }> {
  const out: { thumbnail?: NewFile; slider: NewFile[] } = { slider: [] };
  for (const f of files) {
    const name = describeFile(f, FILE_LABELS[f.field as keyof typeof FILE_LABELS], f.field !== 'thumbnail');
    const decoded = await decodeUpload(f.bytes, name);
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

/** A save's message, saying so when the sanitiser dropped images from other sites (shared/html-policy.ts). */
export function saveMessage(done: string, droppedImages: number): string {
  if (droppedImages === 0) return done;
  const what =
    droppedImages === 1 ? '1 image from another site was' : `${droppedImages} images from other sites were`;
  return `${done}. ${what} removed from the text: images in an article must be uploaded to this site.`;
}

async function saved(ctx: AppContext, id: number, message: string): Promise<SavedArticle> {
  const article = await findArticle(ctx.db.kysely, id);
  if (!article) throw notFound('Article not found');
  return { ok: true, article, message };
}

/**
 * The saved article with its links to pages of this site that do not exist: warnings, said in the save's
 * message too, so the portal's Saved dialog shows them (ADR 0050).
 */
async function savedWithLinkCheck(ctx: AppContext, id: number, message: string): Promise<SavedArticle> {
  const reply = await saved(ctx, id, message);
  const broken = await brokenInternalLinks(ctx, reply.article.content ?? '');
  if (broken.length === 0) return reply;
  return {
    ...reply,
    message: `${message}. ${broken.map((b) => b.message).join(' ')}`,
    link_warnings: broken,
  };
}

export type ManagedArticle = { existing: ArticleForWrite; office: Office };

/**
 * The article and its office when the user manages that office. Another office's article answers exactly as a
 * missing one (404), so an admin cannot learn which ids exist elsewhere.
 */
export async function managedArticle(
  ctx: AppContext,
  user: SignedInUser,
  id: number,
): Promise<ManagedArticle> {
  const existing = await findArticleForWrite(ctx.db.kysely, id);
  const office = existing && findOfficeById(existing.office_id);
  if (!existing || !office || !canManageOffice(user, office.slug)) throw notFound('Article not found');
  return { existing, office };
}

/** Creates an article from the portal's form. */
export async function createFromForm(ctx: AppContext, actor: Actor, form: SaveForm): Promise<SavedArticle> {
  const office = form.save.office ? findOffice(form.save.office) : findOffice(actor.user.office);
  if (!office) throw badRequest('Unknown office');
  assertCanManageOffice(actor.user, office.slug);
  assertMayOverride(actor.user, form.save.override_reason);
  const guard = await articleGuard(ctx, actor.user, office.office_id);
  // A contributor's save without a status is a draft, and so is that of an admin whose office requires
  // review (for everyone else it publishes, as it always has).
  const requested = form.save.status ?? (guard.draftsOnly ? 'draft' : undefined);
  guard({
    action: 'save',
    next: requested,
    privacyChange: form.privacy !== undefined && form.privacy !== 'public',
  });
  assertTypeAllowed(office, form.save.type);
  assertCreateFiles(form.files);

  const status = resolveStatus(requested, form.save.publish_at, undefined, ctx.clock.now());
  const { thumbnail, slider } = await decodeAll(form.files);
  if (!thumbnail) throw badRequest(createRuleMessage({ thumbnail: true, slider: false }));
  const { content, excerpt, droppedImages } = await prepareArticleHtml(form.save.content);
  const plan = planSlider(form.save.image_meta, [], slider);
  const thumbnailAlt = form.save.image_meta?.thumbnail?.alt ?? null;
  const override = status
    ? assertPublishable(
        status.status,
        { title: form.save.title, content, thumbnailAlt, slider: plan },
        form.save.override_reason,
      )
    : undefined;
  const id = await createArticle(ctx, {
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
    createdBy: actor.user.id,
    actor,
    revision: { author: authorOf(actor.user), keep: ctx.config.revisionsPerArticle },
    override,
  });
  ctx.emit({ kind: 'created', articleId: id, office: office.slug });
  return savedWithLinkCheck(ctx, id, saveMessage('Article created', droppedImages));
}

/** Changes only an article's privacy (of an article checked with managedArticle). */
export async function changePrivacy(
  ctx: AppContext,
  actor: Actor,
  { existing, office }: ManagedArticle,
  privacy: Privacy,
): Promise<SavedArticle> {
  const id = existing.article_id;
  const guard = await articleGuard(ctx, actor.user, office.office_id);
  guard({ action: 'privacy', current: existing.status, privacyChange: privacy !== existing.privacy });
  await setArticlePrivacy(ctx, id, privacy, actor);
  ctx.emit({ kind: 'privacy', articleId: id, office: office.slug });
  return saved(ctx, id, 'Privacy updated');
}

/**
 * Saves the portal's form over an article the user manages (checked first by the caller with
 * managedArticle, so a missing article is 404 whatever the form).
 */
export async function updateFromForm(
  ctx: AppContext,
  actor: Actor,
  target: ManagedArticle,
  form: SaveForm,
): Promise<SavedArticle> {
  const { existing, office } = target;
  const id = existing.article_id;
  assertMayOverride(actor.user, form.save.override_reason);
  const guard = await articleGuard(ctx, actor.user, office.office_id);
  guard({
    action: 'save',
    current: existing.status,
    next: form.save.status,
    privacyChange: form.privacy !== undefined && form.privacy !== existing.privacy,
  });
  if (form.sent.has('type')) assertTypeAllowed(office, form.save.type);
  const newSliders = form.files.filter((f) => f.field === 'slider_images').length;
  const kept = keptImages(
    existing.images,
    form.sent.has('existing_pics') ? form.save.existing_pics : undefined,
  );
  // Checked again inside the transaction; this spares the uploads work on an obviously invalid save.
  if (kept.length + newSliders > MAX_SLIDER_IMAGES) throw tooManyImages();

  const status = resolveStatus(form.save.status, form.save.publish_at, existing, ctx.clock.now());
  const finalStatus = status?.status ?? existing.status;
  const meta = form.save.image_meta;
  const { thumbnail, slider } = await decodeAll(form.files);
  const html = form.sent.has('content') ? await prepareArticleHtml(form.save.content) : undefined;
  await updateArticle(ctx, id, {
    status: status?.status,
    publishAt: status?.publishAt,
    thumbnailAlt: meta?.thumbnail ? meta.thumbnail.alt : undefined,
    sliderPlan: meta?.slider ? (k, added) => planSlider(meta, k, added) : undefined,
    check: (next) => {
      // Again under the row lock: an admin may have published the draft since it was read above.
      guard({ action: 'save', current: next.status, next: status?.status });
      return assertPublishable(finalStatus, next, form.save.override_reason);
    },
    revision: { author: authorOf(actor.user), keep: ctx.config.revisionsPerArticle },
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
    unversionedKeepsImages: true,
    actor,
  });
  ctx.emit({
    kind: finalStatus === 'published' && existing.status !== 'published' ? 'published' : 'updated',
    articleId: id,
    office: office.slug,
  });
  return savedWithLinkCheck(ctx, id, saveMessage('Article updated', html?.droppedImages ?? 0));
}

/**
 * Restores a revision of an article the user manages (checked first with managedArticle) as a new save, and
 * answers with the article as saved.
 */
export async function restoreFromRevision(
  ctx: AppContext,
  actor: Actor,
  { existing, office }: ManagedArticle,
  revisionId: number,
  expectedVersion: number | undefined,
): Promise<SavedArticle & { images_restored: boolean }> {
  const id = existing.article_id;
  const guard = await articleGuard(ctx, actor.user, office.office_id);
  guard({ action: 'save', current: existing.status });
  const result = await restoreRevision(ctx, id, revisionId, {
    actor,
    // Again under the row lock: the article may have been published since it was read above.
    check: (current) => guard({ action: 'save', current }),
    expectedVersion,
    author: authorOf(actor.user),
    keep: ctx.config.revisionsPerArticle,
  });
  ctx.emit({ kind: 'updated', articleId: id, office: office.slug });
  return { ...(await saved(ctx, id, result.message)), images_restored: result.imagesRestored };
}

/** Deletes an article the user manages (checked first with managedArticle), with its files. */
export async function removeArticle(ctx: AppContext, actor: Actor, { existing, office }: ManagedArticle) {
  const id = existing.article_id;
  const guard = await articleGuard(ctx, actor.user, office.office_id);
  guard({ action: 'delete', current: existing.status });
  // Again under the row lock: the draft may have been published since it was read above.
  await deleteArticle(ctx, id, actor, (current) => guard({ action: 'delete', current }));
  ctx.emit({ kind: 'deleted', articleId: id, office: office.slug });
}
