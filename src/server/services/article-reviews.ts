// Review before publishing (issue 39, docs/decisions/0041-contributors-and-review.md): a draft is sent for
// review with a note and the office's reviewers are told (the portal's approvals list and a mail through the
// queue); a reviewer approves it (published now or scheduled) or returns it with comments, and the writer is
// told. A decision is one transaction around a conditional UPDATE of the open request, so two reviewers on
// two instances get one outcome and the loser is told someone else decided.
import type { Transaction } from 'kysely';
import { findOffice, findOfficeById, OFFICES } from '../../shared/contract/offices.ts';
import {
  type OfficeReviewSetting,
  REVIEW_MESSAGES,
  REVIEW_SETTING_MESSAGES,
  type Review,
  type ReviewDecision,
} from '../../shared/contract/reviews.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import type { Database, ReviewMailKind } from '../db/schema.ts';
import { type Actor, auditActorOf, type SignedInUser } from '../domain/actor.ts';
import { canManageOffice, isSuperadmin } from '../domain/permissions.ts';
import { conflict, forbidden, notFound } from '../lib/http-errors.ts';
import {
  claimDecision,
  findReview,
  insertReview,
  publishApprovedDraft,
  publishCandidate,
  type ReviewRow,
  reviewersOf,
  reviewsOfArticle,
  userEmail,
  waitingReviews,
} from '../repositories/article-reviews.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import { insertMail } from '../repositories/concern-cases.ts';
import { reviewRequiredOfficeIds, setReviewRequired } from '../repositories/review-required-offices.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import type { AppContext } from './app-context.ts';
import { assertPublishable } from './article-editorial.ts';
import { managedArticle } from './articles.ts';
import { reviewRequiredFor } from './permissions.ts';
import { newMessageId, queuedMail } from './queued-mail.ts';

const nameOf = (u: SignedInUser) => `${u.first_name} ${u.last_name}`.trim();

function toReview(r: ReviewRow): Review {
  return {
    id: r.id,
    article_id: r.article_id,
    article_title: r.article_title,
    office: findOfficeById(r.office_id)?.slug ?? '',
    state: r.state,
    note: r.note,
    requested_by_name: r.requested_by_name,
    requested_at: r.requested_at,
    decided_by_name: r.decided_by_name,
    decided_at: r.decided_at,
    comment: r.comment,
    publish_at: r.publish_at,
  };
}

/** Queues one mail (delivered by the case-mail queue, ADR 0009). */
async function queueMail(
  trx: Transaction<Database>,
  at: string,
  kind: ReviewMailKind,
  to: string,
  subject: string,
  body: string,
): Promise<void> {
  await insertMail(trx, queuedMail({ kind, at, to, subject, body, messageId: newMessageId('review') }));
}

const editLink = (ctx: AppContext, office: string, articleId: number) =>
  `${siteBaseUrl(ctx.config)}/administrator/news/${office}/edit/${articleId}`;

/** Sends a draft the user manages for review; its office's reviewers are told by mail. */
export async function submitForReview(
  ctx: AppContext,
  actor: Actor,
  articleId: number,
  note: string,
): Promise<Review> {
  const { existing, office } = await managedArticle(ctx, actor.user, articleId);
  if (existing.status !== 'draft') throw conflict(REVIEW_MESSAGES.notDraft);
  const now = ctx.clock.now();
  const at = now.toISOString();
  const id = await ctx.db.kysely
    .transaction()
    .execute(async (trx) => {
      const reviewId = await insertReview(trx, {
        article_id: articleId,
        office_id: office.office_id,
        note,
        requested_by: actor.user.id,
        requested_by_name: nameOf(actor.user),
        requested_at: at,
      });
      const review = await findReview(trx, reviewId);
      const link = `${siteBaseUrl(ctx.config)}/administrator/approvals`;
      for (const r of await reviewersOf(trx, office.office_id)) {
        if (r.id === actor.user.id) continue;
        await queueMail(
          trx,
          at,
          'review_request',
          r.email,
          `Waiting for your review: ${review?.article_title || 'Untitled'}`,
          [
            `Hello ${r.first_name},`,
            '',
            `${nameOf(actor.user)} asks you to review a ${office.abbrev} article before it is published:`,
            `"${review?.article_title || 'Untitled'}"`,
            ...(note ? ['', `Their note: ${note}`] : []),
            '',
            `Approve it or return it with comments here: ${link}`,
          ].join('\n'),
        );
      }
      await writeAudit(trx, now, {
        ...auditActorOf(actor),
        action: 'article.review_request',
        targetType: 'article',
        targetId: articleId,
        details: { office: office.slug, review: reviewId },
      });
      return reviewId;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict(REVIEW_MESSAGES.alreadyOpen);
      throw err;
    });
  ctx.mail.deliverSoon();
  const row = await findReview(ctx.db.kysely, id);
  if (!row) throw notFound('Review not found');
  return toReview(row);
}

/** The review history of an article the user manages, newest first. */
export async function articleReviews(
  ctx: AppContext,
  user: SignedInUser,
  articleId: number,
): Promise<Review[]> {
  await managedArticle(ctx, user, articleId);
  return (await reviewsOfArticle(ctx.db.kysely, articleId)).map(toReview);
}

/** Open requests the user reviews: their office's, or every office's for a superadmin. */
export async function reviewsWaitingFor(ctx: AppContext, user: SignedInUser): Promise<Review[]> {
  const rows = await waitingReviews(ctx.db.kysely, isSuperadmin(user) ? undefined : [user.office_id]);
  return rows.filter((r) => r.requested_by !== user.id).map(toReview);
}

/**
 * Approves (publishing now or at `publish_at`) or returns an open request. Exactly one decision holds: the
 * conditional UPDATE of the request and the article's publication are one transaction.
 */
export async function decideReview(
  ctx: AppContext,
  actor: Actor,
  reviewId: number,
  decision: ReviewDecision,
): Promise<{ review: Review; message: string }> {
  const db = ctx.db.kysely;
  const row = await findReview(db, reviewId);
  const office = row && findOfficeById(row.office_id);
  if (!row || !office || !canManageOffice(actor.user, office.slug)) throw notFound('Review not found');
  if (row.requested_by === actor.user.id) throw forbidden(REVIEW_MESSAGES.ownRequest);
  if (row.state !== 'pending') throw conflict(REVIEW_MESSAGES.decided);

  const now = ctx.clock.now();
  const at = now.toISOString();
  const approve = decision.decision === 'approve';
  const asked = approve && decision.publish_at ? new Date(decision.publish_at) : null;
  const publishAt = asked && asked.getTime() > now.getTime() ? asked.toISOString() : null;
  if (approve) {
    const candidate = await publishCandidate(db, row.article_id);
    if (!candidate) throw notFound('Article not found');
    // Four-eyes (ADR 0049): an admin of an office that requires review does not approve what they wrote,
    // even when someone else sent it.
    if (candidate.created_by === actor.user.id && (await reviewRequiredFor(ctx, actor.user, row.office_id)))
      throw forbidden(REVIEW_MESSAGES.ownRequest);
    assertPublishable('published', {
      title: candidate.title,
      content: candidate.content,
      thumbnailAlt: candidate.thumbnail_alt,
      slider: candidate.slider,
    });
  }
  await db.transaction().execute(async (trx) => {
    const won = await claimDecision(trx, reviewId, {
      state: approve ? 'approved' : 'returned',
      decided_by: actor.user.id,
      decided_by_name: nameOf(actor.user),
      decided_at: at,
      comment: decision.comment || null,
      publish_at: publishAt,
    });
    if (!won) throw conflict(REVIEW_MESSAGES.decided);
    // Rolls the decision back when the article is no longer a draft (an admin published or deleted it).
    if (approve && !(await publishApprovedDraft(trx, row.article_id, publishAt, at)))
      throw conflict(REVIEW_MESSAGES.notDraft);
    await writeAudit(trx, now, {
      ...auditActorOf(actor),
      action: approve ? 'article.review_approve' : 'article.review_return',
      targetType: 'article',
      targetId: row.article_id,
      details: { office: office.slug, review: reviewId, ...(publishAt ? { publish_at: publishAt } : {}) },
    });
    const writer = row.requested_by === null ? undefined : await userEmail(trx, row.requested_by);
    if (writer) {
      const title = row.article_title || 'Untitled';
      await queueMail(
        trx,
        at,
        approve ? 'review_approved' : 'review_returned',
        writer.email,
        approve ? `Approved: ${title}` : `Returned with comments: ${title}`,
        [
          `Hello ${writer.first_name},`,
          '',
          approve
            ? `${nameOf(actor.user)} approved "${title}"${publishAt ? ` to be published at ${publishAt} (UTC)` : ' and it is now published'}.`
            : `${nameOf(actor.user)} returned "${title}" with these comments:`,
          ...(decision.comment ? ['', decision.comment] : []),
          '',
          editLink(ctx, office.slug, row.article_id),
        ].join('\n'),
      );
    }
  });
  ctx.mail.deliverSoon();
  if (approve)
    ctx.emit({ kind: publishAt ? 'updated' : 'published', articleId: row.article_id, office: office.slug });
  const decided = await findReview(db, reviewId);
  if (!decided) throw notFound('Review not found');
  const message = !approve
    ? REVIEW_MESSAGES.returned
    : publishAt
      ? REVIEW_MESSAGES.approvedScheduled
      : REVIEW_MESSAGES.approved;
  return { review: toReview(decided), message };
}

// ---- four-eyes setting (ADR 0049) ------------------------------------------------------------------------

/** Every article office with whether its admins need a second person's approval. */
export async function reviewSettings(ctx: AppContext): Promise<OfficeReviewSetting[]> {
  const on = await reviewRequiredOfficeIds(ctx.db.kysely);
  return OFFICES.map((o) => ({ office: o.slug, review_required: on.has(o.office_id) }));
}

/** Turns four-eyes review of an office on or off (superadmins; the route checks), audited when it changes. */
export async function setOfficeReviewRequired(
  ctx: AppContext,
  actor: Actor,
  officeSlug: string,
  on: boolean,
): Promise<string> {
  const office = findOffice(officeSlug);
  if (!office) throw notFound(REVIEW_SETTING_MESSAGES.unknownOffice);
  const now = ctx.clock.now();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const changed = await setReviewRequired(trx, office.office_id, on, {
      userId: actor.user.id,
      at: now.toISOString(),
    });
    if (changed)
      await writeAudit(trx, now, {
        ...auditActorOf(actor),
        action: 'settings.review_required',
        targetType: 'setting',
        targetId: office.slug,
        details: { office: office.slug, review_required: on },
      });
  });
  return on ? REVIEW_SETTING_MESSAGES.on(office.abbrev) : REVIEW_SETTING_MESSAGES.off(office.abbrev);
}
