// The rules an article save must meet, in one place for the server (which refuses the save) and the portal's
// form (which shows every problem next to its field before anything is sent). Each problem has a kind the
// form acts on; the message is only for people.
import { blockingIssues, bodyImageName, bodyImages, checkArticleBody } from './article-checks.ts';
import {
  type ArticleStatus,
  createRuleMessage,
  missingAltMessage,
  PUBLISH_AT_REQUIRED,
  TITLE_REQUIRED_TO_PUBLISH,
} from './contract/articles.ts';

export type ArticleProblem =
  | { kind: 'create-images'; field: 'thumbnail' | 'slider_images'; message: string }
  | { kind: 'publish-at'; field: 'publish_at'; message: string }
  | { kind: 'title'; field: 'title'; message: string }
  | { kind: 'thumbnail-alt'; field: 'thumbnail'; message: string }
  /** `index` counts the slider images from 0. */
  | { kind: 'slider-alt'; field: 'slider_images'; index: number; message: string }
  | { kind: 'body-alt'; field: 'content'; message: string }
  /** An error of the body checks (src/shared/article-checks.ts) besides undescribed images. */
  | { kind: 'body-check'; field: 'content'; message: string };

/** A new article needs a thumbnail and at least one slider image (docs/product/admin-portal.md#validation). */
export function createImageProblems(has: { thumbnail: boolean; slider: boolean }): ArticleProblem[] {
  const missing = { thumbnail: !has.thumbnail, slider: !has.slider };
  const out: ArticleProblem[] = [];
  if (missing.thumbnail)
    out.push({
      kind: 'create-images',
      field: 'thumbnail',
      message: createRuleMessage({ thumbnail: true, slider: false }),
    });
  if (missing.slider)
    out.push({
      kind: 'create-images',
      field: 'slider_images',
      message: createRuleMessage({ thumbnail: false, slider: true }),
    });
  return out;
}

/** A scheduled article needs its time. */
export function scheduleProblems(
  status: ArticleStatus,
  publishAt: string | null | undefined,
): ArticleProblem[] {
  return status === 'scheduled' && !publishAt
    ? [{ kind: 'publish-at', field: 'publish_at', message: PUBLISH_AT_REQUIRED }]
    : [];
}

export interface PublishCandidate {
  title: string;
  content: string;
  /** null: the thumbnail is neither described nor marked decorative. */
  thumbnailAlt: string | null;
  /** Whether there is a thumbnail at all (an edit may have none). */
  hasThumbnail?: boolean;
  slider: ReadonlyArray<{ alt: string | null }>;
}

/** What stops publishing (or scheduling): an untitled article, an image without a description, a body error. */
export function publishProblems(status: ArticleStatus, next: PublishCandidate): ArticleProblem[] {
  if (status === 'draft') return [];
  const out: ArticleProblem[] = [];
  if (next.title.trim() === '')
    out.push({ kind: 'title', field: 'title', message: TITLE_REQUIRED_TO_PUBLISH });
  if (next.hasThumbnail !== false && next.thumbnailAlt === null)
    out.push({ kind: 'thumbnail-alt', field: 'thumbnail', message: missingAltMessage('The cover photo') });
  next.slider.forEach((s, index) => {
    if (s.alt === null)
      out.push({
        kind: 'slider-alt',
        field: 'slider_images',
        index,
        message: missingAltMessage(`Slideshow photo ${index + 1}`),
      });
  });
  const body = bodyImages(next.content).find((i) => i.alt === null);
  if (body)
    out.push({ kind: 'body-alt', field: 'content', message: missingAltMessage(bodyImageName(body.index)) });
  for (const issue of blockingIssues(checkArticleBody(next.content)))
    if (issue.kind !== 'image-alt')
      out.push({ kind: 'body-check', field: 'content', message: `${issue.message} ${issue.fix}` });
  return out;
}
