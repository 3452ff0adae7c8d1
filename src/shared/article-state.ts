// What staff see of an article's state, in one word (issue 38): Draft, Scheduled, Published or Private. The
// editorial status and the privacy are two fields (docs/decisions/0016-editorial-workflow.md); a visitor
// sees an article only when it is published and public, so a published private article reads "Private".
// Used by the news lists (badge and filter), the dashboard and the article form's save message.
import type { ArticleStatus } from './contract/articles.ts';
import { formatScheduleTime } from './dates.ts';

export const ARTICLE_STATES = ['draft', 'scheduled', 'published', 'private'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

export const ARTICLE_STATE_LABELS: Record<ArticleState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  private: 'Private',
};

interface Stated {
  status?: ArticleStatus | null;
  privacy: string;
  publish_at?: string | null;
}

export function articleStateOf(article: Stated): ArticleState {
  const status = article.status ?? 'published';
  if (status !== 'published') return status;
  return article.privacy === 'public' ? 'published' : 'private';
}

/** The badge's words: "Scheduled · Sat 30 Nov, 8:00 a.m." carries its time. */
export function articleStateText(article: Stated): string {
  const state = articleStateOf(article);
  const when = state === 'scheduled' ? formatScheduleTime(article.publish_at) : '';
  return when ? `${ARTICLE_STATE_LABELS[state]} · ${when}` : ARTICLE_STATE_LABELS[state];
}

/** What a save did, in a sentence, from the article as the server saved it. */
export function savedStateSentence(article: Stated): string {
  switch (articleStateOf(article)) {
    case 'draft':
      return 'Saved as a draft. Only staff can see it.';
    case 'scheduled':
      // The time ends in "a.m." or "p.m.", whose period ends the sentence.
      return `Scheduled for ${formatScheduleTime(article.publish_at)} It goes public by itself then.`;
    case 'published':
      return 'Published. Visitors can see it now.';
    case 'private':
      return 'Published, but private: visitors cannot see it until you make it public.';
  }
}
