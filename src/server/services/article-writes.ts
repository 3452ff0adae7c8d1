// Article writes: create, update, privacy and delete, with their image files. The file and the row change
// together (docs/decisions/0003-files-and-rows-change-together.md): new files are journalled and written
// before the transaction and removed again if it fails; files an update or delete drops are removed only
// after the row is committed. A crash in between leaves journal rows that sweepMediaJournal() later
// resolves, so no orphan file and no row pointing at a missing file survives. Rows: repositories/article-writes.ts.
import type { Transaction } from 'kysely';
import {
  ARTICLE_STALE_MESSAGE,
  ARTICLE_VERSION_NEEDED_TO_REMOVE_IMAGES,
  MAX_SLIDER_IMAGES,
} from '../../shared/contract/articles.ts';
import {
  type ArticleType,
  findOfficeById,
  type Office,
  type Privacy,
} from '../../shared/contract/offices.ts';
import type { Database } from '../db/schema.ts';
import { type Actor, auditActorOf } from '../domain/actor.ts';
import { badRequest, conflict, notFound } from '../lib/http-errors.ts';
import { type RevisionAuthor, recordRevision } from '../repositories/article-revisions.ts';
import {
  deleteArticleRows,
  insertArticleRow,
  journalKeys,
  journalledKeysBefore,
  lockArticleForUpdate,
  publishedAt,
  referencedKeys,
  replaceSliderRows,
  type SliderSlot,
  setPrivacyRow,
  sliderKeys,
  sliderRows,
  unjournalKeys,
  updateArticleRow,
} from '../repositories/article-writes.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import { backupHoldActive } from '../repositories/backup-holds.ts';
import type { AppContext } from './app-context.ts';

export type { SliderSlot } from '../repositories/article-writes.ts';

/** Every save keeps a revision (repositories/article-revisions.ts), written with the row. */
export interface RevisionOptions {
  author: RevisionAuthor;
  /** Revisions kept per article (REVISIONS_PER_ARTICLE). */
  keep: number;
  note?: string | null;
}

/** What of the app context file and row writes use (a test of the journal sweep builds only these). */
export type WriteContext = Pick<AppContext, 'db' | 'storage' | 'imageCache' | 'clock' | 'log'>;

/** A decoded, re-encoded upload with its generated key. */
export interface NewFile {
  key: string;
  data: Buffer;
  contentType: string;
}

/** The name the client sends in existing_pics: the last path segment, without a query. */
export const fileNameOfKey = (keyOrUrl: string): string => keyOrUrl.split(/[?#]/)[0]?.split('/').pop() ?? '';

/** The kept images in the order asked for; names that are not this article's images are ignored. */
export function keptImages(
  current: readonly string[],
  existingPics: readonly string[] | undefined,
): string[] {
  if (existingPics === undefined) return [...current];
  const byName = new Map(current.map((k) => [fileNameOfKey(k), k]));
  const kept: string[] = [];
  for (const name of existingPics) {
    const key = byName.get(fileNameOfKey(name.trim()));
    if (key && !kept.includes(key)) kept.push(key);
  }
  return kept;
}

export const tooManyImages = () => badRequest(`At most ${MAX_SLIDER_IMAGES} slider images are allowed.`);

// ---- files -------------------------------------------------------------------------------------------

/**
 * Removes files and their cached variants, then their journal rows; failures stay journalled for the sweep.
 * While a backup runs (repositories/backup-holds.ts) nothing is removed: its database snapshot may still name
 * these files, so they stay journalled and the sweep removes them after the backup.
 */
async function removeFiles(ctx: WriteContext, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  // Wall-clock time, not the app clock: the hold's expiry is written by the backup command's clock.
  // If the check fails the files are kept too: the row is committed, and the sweep retries.
  const held = await backupHoldActive(ctx.db, new Date()).catch(() => true);
  if (held) {
    ctx.log.info(
      { files: keys.length },
      'media files kept for a running backup; the journal sweep removes them',
    );
    return;
  }
  const removed: string[] = [];
  // Side by side: with the storage down or hung, the request waits one time-out, not one per file.
  await Promise.all(
    keys.map(async (key) => {
      try {
        await ctx.storage.delete(key);
        await ctx.imageCache.purge(`media/${key}`);
        removed.push(key);
      } catch (err) {
        ctx.log.error({ err, key }, 'could not delete a media file; the journal sweep will retry');
      }
    }),
  );
  try {
    await unjournalKeys(ctx.db.kysely, removed);
  } catch (err) {
    ctx.log.error({ err }, 'could not clear media journal rows; the sweep will clear them');
  }
}

/** Journals then writes the new files; if any write fails, none is left behind. */
async function writeFiles(ctx: WriteContext, files: readonly NewFile[]): Promise<void> {
  if (files.length === 0) return;
  await journalKeys(
    ctx.db.kysely,
    files.map((f) => f.key),
    ctx.clock.now().toISOString(),
  );
  try {
    // A few at a time: fast on object storage without holding every request open at once.
    // Every put of a batch settles before the clean-up runs: a delete must not overtake a put still in flight.
    for (let i = 0; i < files.length; i += 4) {
      const batch = await Promise.allSettled(
        files.slice(i, i + 4).map((f) => ctx.storage.put(f.key, f.data, f.contentType)),
      );
      const failed = batch.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    }
  } catch (err) {
    await removeFiles(
      ctx,
      files.map((f) => f.key),
    );
    throw err;
  }
}

/** Writes the files, runs the transaction, and undoes the files if the transaction fails. */
export async function withNewFiles<T>(
  ctx: WriteContext,
  files: readonly NewFile[],
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  await writeFiles(ctx, files);
  const keys = files.map((f) => f.key);
  try {
    return await ctx.db.kysely.transaction().execute(async (trx) => {
      const result = await work(trx);
      // Committed together with the row: from now on the row owns these files.
      await unjournalKeys(trx, keys);
      return result;
    });
  } catch (err) {
    await removeFiles(ctx, keys);
    throw err;
  }
}

// ---- writes ------------------------------------------------------------------------------------------

export interface CreateInput {
  office: Office;
  title: string;
  content: string;
  excerpt: string;
  type: ArticleType;
  privacy: Privacy;
  date: string | null;
  thumbnail: NewFile;
  slider: readonly NewFile[];
  createdBy: number | null;
  actor: Actor;
  status: 'draft' | 'scheduled' | 'published';
  publishAt: string | null;
  thumbnailAlt: string | null;
  /** Descriptions of the slider files, by index. */
  sliderAlts: ReadonlyArray<string | null>;
  revision: RevisionOptions;
  /** A superadmin published over the body checks' errors: audited with the article (ADR 0050). */
  override?: PublishOverride;
}

/** What a superadmin published over: the reason given and the body checks' errors (ADR 0050). */
export interface PublishOverride {
  reason: string;
  errors: string[];
}

/** The audit entry of a publish over errors, in the save's transaction: the reason and what it overrode. */
function writeOverrideAudit(
  trx: Transaction<Database>,
  now: Date,
  actor: Actor,
  articleId: number,
  office: string | undefined,
  override: PublishOverride,
): Promise<void> {
  return writeAudit(trx, now, {
    ...auditActorOf(actor),
    action: 'article.publish_override',
    targetType: 'article',
    targetId: articleId,
    details: { office, reason: override.reason, errors: override.errors.join(' ') },
  });
}

export async function createArticle(ctx: WriteContext, input: CreateInput): Promise<number> {
  if (input.slider.length > MAX_SLIDER_IMAGES) throw tooManyImages();
  const now = ctx.clock.now();
  const at = now.toISOString();
  return withNewFiles(ctx, [input.thumbnail, ...input.slider], async (trx) => {
    const articleId = await insertArticleRow(trx, {
      office_id: input.office.office_id,
      title: input.title,
      content: input.content,
      excerpt: input.excerpt,
      type: input.type,
      privacy: input.privacy,
      date: input.date,
      created_at: at,
      updated_at: at,
      published_at: publishedAt(input.date, at),
      thumbnail: input.thumbnail.key,
      thumbnail_alt: input.thumbnailAlt,
      created_by: input.createdBy,
      status: input.status,
      publish_at: input.publishAt,
    });
    await replaceSliderRows(
      trx,
      articleId,
      input.slider.map((f, i) => ({ key: f.key, alt: input.sliderAlts[i] ?? null })),
    );
    await recordRevision(trx, articleId, { ...input.revision, at });
    await writeAudit(trx, now, {
      ...auditActorOf(input.actor),
      action: 'article.create',
      targetType: 'article',
      targetId: articleId,
      details: {
        office: input.office.slug,
        title: input.title,
        type: input.type,
        images: input.slider.length,
      },
    });
    if (input.override)
      await writeOverrideAudit(trx, now, input.actor, articleId, input.office.slug, input.override);
    return articleId;
  });
}

export interface UpdateInput {
  /** Only the fields present are changed. */
  title?: string;
  content?: string;
  excerpt?: string;
  type?: ArticleType;
  privacy?: Privacy;
  /** null clears the publish date. */
  date?: string | null;
  thumbnail?: NewFile;
  /** Names (last path segments) of the kept slider images, in order; undefined keeps all. */
  existingPics?: readonly string[];
  newSlider: readonly NewFile[];
  /** The version the editor's form loaded; a different stored version refuses the save (409). */
  expectedVersion?: number;
  /**
   * An editor's save (not a revision restore): without expectedVersion it may not remove slider images, since
   * nothing says which images it saw (409 ARTICLE_VERSION_NEEDED_TO_REMOVE_IMAGES).
   */
  unversionedKeepsImages?: boolean;
  actor: Actor;
  status?: 'draft' | 'scheduled' | 'published';
  /** null clears it. */
  publishAt?: string | null;
  /** The thumbnail's description; undefined keeps it (a new thumbnail without one starts undescribed). */
  thumbnailAlt?: string | null;
  /**
   * The final slider order with descriptions, from the kept images (by key) and the new files; when
   * undefined the kept images come first, then the new files, descriptions unchanged.
   */
  sliderPlan?: (kept: readonly SliderSlot[], added: readonly NewFile[]) => SliderSlot[];
  /**
   * Checks the article as it would be saved (under the row lock, before anything is written); throws to
   * refuse the save, or answers the errors a superadmin's reason overrode (audited with the save).
   */
  check?: (next: {
    /** The stored status, read under the row lock. */
    status: 'draft' | 'scheduled' | 'published';
    title: string;
    content: string;
    thumbnailAlt: string | null;
    slider: SliderSlot[];
  }) => PublishOverride | undefined;
  revision?: RevisionOptions;
}

const NOT_CHANGED_FIELDS = [
  'actor',
  'newSlider',
  'excerpt',
  'expectedVersion',
  'unversionedKeepsImages',
  'sliderPlan',
  'check',
  'revision',
];

export async function updateArticle(ctx: WriteContext, articleId: number, input: UpdateInput): Promise<void> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  const newFiles = [...(input.thumbnail ? [input.thumbnail] : []), ...input.newSlider];
  const dropped = await withNewFiles(ctx, newFiles, async (trx) => {
    const row = await lockArticleForUpdate(trx, ctx.db.kind, articleId);
    if (!row) throw notFound('Article not found');
    // Checked under the row lock, before anything changes: the thrown 409 rolls back and withNewFiles
    // removes this save's uploads, so the other editor's images stay as they are.
    if (input.expectedVersion !== undefined && row.version !== input.expectedVersion) {
      throw conflict(ARTICLE_STALE_MESSAGE);
    }
    const currentRows = await sliderRows(trx, articleId);
    const current = currentRows.map((r) => r.storage_key);
    const altOf = new Map(currentRows.map((r) => [r.storage_key, r.alt]));
    const kept = keptImages(current, input.existingPics);
    // An older client's save without a version: the images it leaves out may be ones added after it loaded.
    if (
      input.unversionedKeepsImages &&
      input.expectedVersion === undefined &&
      current.some((k) => !kept.includes(k))
    ) {
      throw conflict(ARTICLE_VERSION_NEEDED_TO_REMOVE_IMAGES);
    }
    const keptSlots = kept.map((key) => ({ key, alt: altOf.get(key) ?? null }));
    const plan = input.sliderPlan
      ? input.sliderPlan(keptSlots, input.newSlider)
      : [...keptSlots, ...input.newSlider.map((f) => ({ key: f.key, alt: null }))];
    const slider = plan.map((p) => p.key);
    if (slider.length > MAX_SLIDER_IMAGES) throw tooManyImages();
    const thumbnailAlt =
      input.thumbnailAlt !== undefined ? input.thumbnailAlt : input.thumbnail ? null : row.thumbnail_alt;
    const override = input.check?.({
      status: row.status,
      title: input.title ?? row.title,
      content: input.content ?? row.content,
      thumbnailAlt,
      slider: plan,
    });

    const date = input.date === undefined ? row.date : input.date;
    await updateArticleRow(
      trx,
      articleId,
      {
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.content === undefined ? {} : { content: input.content, excerpt: input.excerpt ?? '' }),
        ...(input.type === undefined ? {} : { type: input.type }),
        ...(input.privacy === undefined ? {} : { privacy: input.privacy }),
        ...(input.date === undefined ? {} : { date, published_at: publishedAt(date, row.created_at) }),
        // First publication of a draft or scheduled article: without a date it dates from now.
        ...(input.status === 'published' && row.status !== 'published'
          ? { published_at: publishedAt(date, at) }
          : {}),
        ...(input.thumbnail ? { thumbnail: input.thumbnail.key } : {}),
        ...(input.status === undefined ? {} : { status: input.status }),
        ...(input.publishAt === undefined ? {} : { publish_at: input.publishAt }),
        thumbnail_alt: thumbnailAlt,
      },
      at,
    );

    const sliderChanged =
      slider.length !== current.length ||
      plan.some((p, i) => current[i] !== p.key || (altOf.get(p.key) ?? null) !== p.alt);
    if (sliderChanged) await replaceSliderRows(trx, articleId, plan);
    const drop = [
      ...current.filter((k) => !kept.includes(k)),
      ...(input.thumbnail && row.thumbnail ? [row.thumbnail] : []),
    ];
    // Journalled in the same transaction: if the process dies before the files are removed, the sweep does it.
    await journalKeys(trx, drop, at);
    await writeAudit(trx, now, {
      ...auditActorOf(input.actor),
      action: 'article.update',
      targetType: 'article',
      targetId: articleId,
      details: {
        fields: Object.keys(input).filter(
          (k) => !NOT_CHANGED_FIELDS.includes(k) && input[k as keyof UpdateInput] !== undefined,
        ),
        added: newFiles.length,
        removed: drop.length,
      },
    });
    if (override) {
      const office = findOfficeById(row.office_id)?.slug;
      await writeOverrideAudit(trx, now, input.actor, articleId, office, override);
    }
    if (input.revision) await recordRevision(trx, articleId, { ...input.revision, at });
    return drop;
  });
  await removeFiles(ctx, dropped);
}

export async function setArticlePrivacy(
  ctx: WriteContext,
  articleId: number,
  privacy: Privacy,
  actor: Actor,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    if ((await setPrivacyRow(trx, articleId, privacy, now.toISOString())) === 0)
      throw notFound('Article not found');
    await writeAudit(trx, now, {
      ...auditActorOf(actor),
      action: 'article.privacy',
      targetType: 'article',
      targetId: articleId,
      details: { privacy },
    });
  });
}

/** Deletes the row (its slider rows go with it), then its thumbnail and slider files. */
export async function deleteArticle(
  ctx: WriteContext,
  articleId: number,
  actor: Actor,
  /** Checks the stored status under the row lock; throws to refuse. */
  check?: (status: 'draft' | 'scheduled' | 'published') => void,
): Promise<void> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  const files = await ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await lockArticleForUpdate(trx, ctx.db.kind, articleId);
    if (!row) throw notFound('Article not found');
    check?.(row.status);
    const keys = [...(row.thumbnail ? [row.thumbnail] : []), ...(await sliderKeys(trx, articleId))];
    await deleteArticleRows(trx, articleId);
    await journalKeys(trx, keys, at);
    await writeAudit(trx, now, {
      ...auditActorOf(actor),
      action: 'article.delete',
      targetType: 'article',
      targetId: articleId,
      details: { office_id: row.office_id, title: row.title, files: keys.length },
    });
    return keys;
  });
  await removeFiles(ctx, files);
}

/**
 * Resolves journal rows older than `olderThan`: a file no article references is deleted; the row goes
 * either way. Runs on start and periodically; the grace period leaves writes in progress alone.
 */
export async function sweepMediaJournal(ctx: WriteContext, olderThan: Date): Promise<{ deleted: number }> {
  const k = ctx.db.kysely;
  const keys = await journalledKeysBefore(k, olderThan, 500);
  if (keys.length === 0) return { deleted: 0 };
  const referenced = await referencedKeys(k, keys);
  const orphans = keys.filter((key) => !referenced.has(key));
  await removeFiles(ctx, orphans);
  await unjournalKeys(
    k,
    keys.filter((key) => referenced.has(key)),
  );
  return { deleted: orphans.length };
}
