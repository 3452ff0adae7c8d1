// Office permissions: who may manage which office's articles and records.
import type { OfficeSlug } from '../../shared/contract/offices.ts';
import type { SignedInUser } from './actor.ts';

/** The refusal when a user acts on another office's content. */
export const OTHER_OFFICE_MESSAGE = "You don't have permission to manage this office's articles";

/** Office scope: an admin manages their own office only; a superadmin manages every office. */
export function canManageOffice(user: Pick<SignedInUser, 'role' | 'office'>, office: OfficeSlug): boolean {
  return user.role === 'superadmin' || user.office === office;
}

export const isSuperadmin = (user: Pick<SignedInUser, 'role'>): boolean => user.role === 'superadmin';

export const isContributor = (user: Pick<SignedInUser, 'role'>): boolean => user.role === 'contributor';

/** The refusal of every signed-in endpoint the contract does not open to contributors. */
export const CONTRIBUTOR_MESSAGE = 'A contributor can write drafts only; an office admin publishes them.';

/** Refusals of a contributor's article changes (docs/decisions/0041-contributors-and-review.md). */
export const CONTRIBUTOR_ARTICLE_MESSAGES = {
  notDraft: 'Only an office admin can change or delete a published or scheduled article.',
  publish: 'A contributor saves drafts only; an office admin publishes or schedules them.',
  privacy: "Only an office admin can change an article's privacy.",
} as const;

type ArticleStatusName = 'draft' | 'scheduled' | 'published';

/**
 * Why a contributor may not make this change to an article, or null when they may: they write and delete
 * drafts only, never publish or schedule, and never change privacy. Admins and superadmins are never refused
 * here. `current` is absent for a new article; `next` is the status asked for (absent: unchanged).
 */
export function contributorArticleRefusal(
  user: Pick<SignedInUser, 'role'>,
  change: { current?: ArticleStatusName; next?: ArticleStatusName; privacyChange?: boolean },
): string | null {
  if (!isContributor(user)) return null;
  if (change.current !== undefined && change.current !== 'draft')
    return CONTRIBUTOR_ARTICLE_MESSAGES.notDraft;
  if (change.next !== undefined && change.next !== 'draft') return CONTRIBUTOR_ARTICLE_MESSAGES.publish;
  if (change.privacyChange) return CONTRIBUTOR_ARTICLE_MESSAGES.privacy;
  return null;
}
