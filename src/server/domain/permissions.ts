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

/** Four-eyes review (ADR 0049): the refusal of an office admin's own publishing while their office requires review. */
export const REVIEW_REQUIRED_MESSAGE =
  'Your office has a second person approve every article before it is published. Save it as a draft and send it for review.';

type ArticleStatusName = 'draft' | 'scheduled' | 'published';

/**
 * An article change as the rules see it: `current` is absent for a new article; `next` is the status asked
 * for (absent: unchanged); `action` says whether the content is saved (or restored from a revision), only the
 * privacy changes, or the article is deleted.
 */
export interface ArticleChange {
  action: 'save' | 'privacy' | 'delete';
  current?: ArticleStatusName;
  next?: ArticleStatusName;
  privacyChange?: boolean;
}

/**
 * Why the user may not make this change to an article, or null when they may (ADR 0041 and 0049). A
 * contributor writes and deletes drafts only, never publishes or schedules, and never changes privacy. An
 * office admin whose office requires review (`reviewRequired`) saves no content that is or becomes public
 * or scheduled: they send a draft for review instead, though they still change privacy, unpublish and
 * delete. Superadmins are never refused here.
 */
export function articleChangeRefusal(
  user: Pick<SignedInUser, 'role'>,
  change: ArticleChange,
  reviewRequired: boolean,
): string | null {
  if (isContributor(user)) {
    if (change.current !== undefined && change.current !== 'draft')
      return CONTRIBUTOR_ARTICLE_MESSAGES.notDraft;
    if (change.next !== undefined && change.next !== 'draft') return CONTRIBUTOR_ARTICLE_MESSAGES.publish;
    if (change.privacyChange) return CONTRIBUTOR_ARTICLE_MESSAGES.privacy;
    return null;
  }
  if (user.role === 'admin' && reviewRequired && change.action === 'save') {
    const after = change.next ?? change.current;
    if (after === 'published' || after === 'scheduled') return REVIEW_REQUIRED_MESSAGE;
  }
  return null;
}

/** Whether a save by this user without a status makes a draft (for everyone else it publishes, as the API always did). */
export const savesDraftsOnly = (user: Pick<SignedInUser, 'role'>, reviewRequired: boolean): boolean =>
  isContributor(user) || (user.role === 'admin' && reviewRequired);
