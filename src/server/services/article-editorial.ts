// Editorial policy of article saves (docs/decisions/0016-editorial-workflow.md): the status a save ends
// in, what publishing demands (a title, a description or decorative mark on every image), the slider order
// and descriptions the form asks for, scheduled publishing, revision restore and the dashboard.
import type { Kysely } from 'kysely';
import { blockingIssues, checkArticleBody } from '../../shared/article-checks.ts';
import { type ArticleProblem, type PublishCandidate, publishProblems } from '../../shared/article-rules.ts';
import {
  type ArticleStatus,
  type DashboardResponse,
  type ImageMeta,
  PUBLISH_AT_REQUIRED,
  PUBLISH_OVERRIDE,
  REVISION_IMAGES_GONE,
  type Revision,
} from '../../shared/contract/articles.ts';
import { findOfficeById, OFFICES } from '../../shared/contract/offices.ts';
import { formatPortalDateTime } from '../../shared/dates.ts';
import type { Database } from '../db/schema.ts';
import type { SignedInUser } from '../domain/actor.ts';
import { isSuperadmin } from '../domain/permissions.ts';
import { HttpError, notFound } from '../lib/http-errors.ts';
import { findRevision, listRevisions, type RevisionAuthor } from '../repositories/article-revisions.ts';
import { claimPublish, dashboardRows, findDueScheduled } from '../repositories/article-status.ts';
import { findArticleForWrite } from '../repositories/article-writes.ts';
import { mediaUrl } from '../repositories/articles.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import type { AppContext } from './app-context.ts';
import {
  fileNameOfKey,
  type NewFile,
  type PublishOverride,
  type SliderSlot,
  type UpdateInput,
  updateArticle,
  type WriteContext,
} from './article-writes.ts';

/**
 * The status and publish time a save ends in. Without a status a new article is published (API clients
 * that predate drafts) and an existing one keeps its own. A scheduled time that has already passed
 * publishes now.
 */
export function resolveStatus(
  requested: ArticleStatus | undefined,
  publishAt: string | null | undefined,
  current: { status: ArticleStatus; publish_at: string | null } | undefined,
  now: Date,
): { status: ArticleStatus; publishAt: string | null } | undefined {
  if (requested === undefined) {
    if (current) return undefined;
    return { status: 'published', publishAt: null };
  }
  if (requested !== 'scheduled') return { status: requested, publishAt: null };
  if (!publishAt) throw new HttpError(400, PUBLISH_AT_REQUIRED, { field: 'publish_at' });
  const at = new Date(publishAt);
  if (at.getTime() <= now.getTime()) return { status: 'published', publishAt: null };
  return { status: 'scheduled', publishAt: at.toISOString() };
}

export type { PublishCandidate };

/** The problems a reason may override: the errors of the body checks, not a missing title or cover text. */
const OVERRIDABLE: ReadonlySet<ArticleProblem['kind']> = new Set(['body-alt', 'body-check']);

/**
 * Refuses to publish (or schedule) an untitled article or one with an undescribed image, naming the first
 * problem of the shared rules (src/shared/article-rules.ts), which the portal's form checks first. With a
 * superadmin's reason (checked by assertMayOverride) the body checks' errors do not refuse it; the answer
 * then says which were overridden, for the audit log.
 */
export function assertPublishable(
  status: ArticleStatus,
  next: PublishCandidate,
  overrideReason?: string,
): PublishOverride | undefined {
  const problems = publishProblems(status, next);
  const left = overrideReason === undefined ? problems : problems.filter((p) => !OVERRIDABLE.has(p.kind));
  const [first] = left;
  if (first) throw new HttpError(400, first.message, { field: first.field });
  if (overrideReason === undefined || problems.length === 0) return undefined;
  return {
    reason: overrideReason,
    errors: blockingIssues(checkArticleBody(next.content)).map((i) => i.message),
  };
}

/** Only a superadmin may give a reason to publish over errors; anyone else sending one is refused outright. */
export function assertMayOverride(user: SignedInUser, reason: string | undefined): void {
  if (reason !== undefined && !isSuperadmin(user))
    throw new HttpError(403, PUBLISH_OVERRIDE.notAllowed, { field: 'override_reason' });
}

/**
 * The final slider order from the form's image_meta: listed images in that order with their descriptions
 * (`ref` a kept image's file name or `new:N`), then anything not listed (kept images as they were, new ones
 * undescribed).
 */
export function planSlider(
  meta: ImageMeta | undefined,
  kept: readonly SliderSlot[],
  added: readonly NewFile[],
): SliderSlot[] {
  const out: SliderSlot[] = [];
  const used = new Set<string>();
  for (const item of meta?.slider ?? []) {
    const n = /^new:(\d{1,2})$/.exec(item.ref)?.[1];
    const key =
      n !== undefined
        ? added[Number(n)]?.key
        : kept.find((s) => fileNameOfKey(s.key) === fileNameOfKey(item.ref))?.key;
    if (key && !used.has(key)) {
      used.add(key);
      out.push({ key, alt: item.alt });
    }
  }
  for (const s of kept) if (!used.has(s.key)) out.push(s);
  for (const f of added) if (!used.has(f.key)) out.push({ key: f.key, alt: null });
  return out;
}

export const authorOf = (user: SignedInUser): RevisionAuthor => ({
  userId: user.id,
  name: `${user.first_name} ${user.last_name}`.trim() || user.email,
});

// ---- scheduled publishing ------------------------------------------------------------------------------

/**
 * Publishes every scheduled article whose time has come. Each is claimed by a conditional UPDATE, so with
 * several instances exactly one publishes it and announces the change (which clears the caches).
 */
export async function publishDueArticles(
  ctx: Pick<AppContext, 'db' | 'clock' | 'log' | 'emit'>,
): Promise<number> {
  let published = 0;
  for (;;) {
    const now = ctx.clock.now();
    const at = now.toISOString();
    const due = await findDueScheduled(ctx.db.kysely, at, 100);
    let claimed = 0;
    for (const article of due) {
      if (!(await claimPublish(ctx.db.kysely, article, at))) continue;
      claimed += 1;
      published += 1;
      await writeAudit(ctx.db.kysely, now, {
        actor: 'system',
        action: 'article.publish',
        targetType: 'article',
        targetId: article.article_id,
        details: { scheduled_for: article.publish_at },
      });
      const office = findOfficeById(article.office_id);
      if (office) ctx.emit({ kind: 'published', articleId: article.article_id, office: office.slug });
    }
    if (due.length < 100 || claimed === 0) return published;
  }
}

// ---- revisions -----------------------------------------------------------------------------------------

/** A revision with its images' URLs and whether they all still belong to the article. */
export async function loadRevision(
  db: Kysely<Database>,
  articleId: number,
  revisionId: number,
): Promise<Revision & { raw: NonNullable<Awaited<ReturnType<typeof findRevision>>> }> {
  const rev = await findRevision(db, articleId, revisionId);
  if (!rev) throw notFound('Revision not found');
  const current = await findArticleForWrite(db, articleId);
  if (!current) throw notFound('Revision not found');
  const slider = new Set(current.images);
  // Replaced and removed images are deleted with the save that dropped them; only images the article
  // still has can come back.
  const available = rev.thumbnail === current.thumbnail && rev.images.every((i) => slider.has(i.key));
  return {
    id: rev.id,
    created_at: rev.created_at,
    author: rev.author,
    title: rev.title,
    status: rev.status,
    note: rev.note,
    content: rev.content,
    type: rev.type,
    date: rev.date,
    thumbnail_url: rev.thumbnail ? mediaUrl(rev.thumbnail) : null,
    image_urls: rev.images.map((i) => mediaUrl(i.key)),
    images_available: available,
    raw: rev,
  };
}

/**
 * Restores a revision as a new save (and so a new revision): its title, content, type and date, and its
 * images when they all still exist; otherwise the current images stay and the message says so. The status
 * stays as it is, so restoring never publishes or withdraws an article.
 */
export async function restoreRevision(
  ctx: WriteContext,
  articleId: number,
  revisionId: number,
  opts: Pick<UpdateInput, 'actor' | 'expectedVersion'> & {
    author: RevisionAuthor;
    keep: number;
    /** Checks the stored status under the row lock; throws to refuse. */
    check?: (status: 'draft' | 'scheduled' | 'published') => void;
  },
): Promise<{ message: string; imagesRestored: boolean }> {
  const rev = await loadRevision(ctx.db.kysely, articleId, revisionId);
  const images = rev.images_available ? rev.raw.images : undefined;
  await updateArticle(ctx, articleId, {
    title: rev.raw.title,
    content: rev.raw.content,
    type: rev.raw.type,
    date: rev.raw.date,
    newSlider: [],
    ...(images
      ? {
          existingPics: images.map((i) => fileNameOfKey(i.key)),
          thumbnailAlt: rev.raw.thumbnail_alt,
          sliderPlan: () => images.map((i) => ({ key: i.key, alt: i.alt })),
        }
      : {}),
    expectedVersion: opts.expectedVersion,
    actor: opts.actor,
    check: (next) => {
      opts.check?.(next.status);
      assertPublishable(next.status, next);
    },
    revision: {
      author: opts.author,
      keep: opts.keep,
      note: `Restored from the revision of ${formatPortalDateTime(rev.created_at)}`,
    },
  });
  return {
    imagesRestored: Boolean(images),
    message: images ? 'Revision restored' : `Revision restored. ${REVISION_IMAGES_GONE}`,
  };
}

// ---- dashboard -----------------------------------------------------------------------------------------

export async function buildDashboard(db: Kysely<Database>, user: SignedInUser): Promise<DashboardResponse> {
  const officeIds = user.role === 'superadmin' ? undefined : [user.office_id];
  const rows = await dashboardRows(db, officeIds, { recent: 5, upcoming: 5, drafts: 5 });
  const counts = { published: 0, scheduled: 0, draft: 0, private: rows.privateCount };
  for (const r of rows.byStatus) counts[r.status] = Number(r.n);
  const item = (r: (typeof rows.recent)[number]) => ({
    article_id: r.article_id,
    title: r.title,
    office: (findOfficeById(r.office_id) ?? OFFICES[0]).slug,
    status: r.status,
    privacy: r.privacy,
    updated_at: r.updated_at,
    publish_at: r.publish_at,
  });
  return {
    ok: true,
    counts,
    recent: rows.recent.map(item),
    upcoming: rows.upcoming.map(item),
    drafts: rows.drafts.map(item),
  };
}

/** An article's revisions, newest first (the caller has checked the user manages the article). */
export const revisionsOf = (ctx: Pick<AppContext, 'db'>, articleId: number) =>
  listRevisions(ctx.db.kysely, articleId);
