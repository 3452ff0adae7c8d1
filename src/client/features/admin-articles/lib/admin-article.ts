// Helpers of the admin screens for an article as the contract describes it (src/shared/contract/articles.ts).
import { type Article, MAX_SLIDER_IMAGES } from '../../../../shared/contract/articles.ts';

/** pic1_url … pic10_url, in order, without the empty ones. */
export function sliderUrls(article: Article): string[] {
  const urls: string[] = [];
  for (let i = 1; i <= MAX_SLIDER_IMAGES; i++) {
    const url = article[`pic${i}_url` as keyof Article];
    if (typeof url === 'string' && url) urls.push(url);
  }
  return urls;
}

/** The name the server knows a stored image by: the last path segment of its URL (docs/product/admin-portal.md#data). */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A resized variant of a local image; other addresses are left alone. */
export function sizedSrc(url: string, width: 260 | 360 | 600): string {
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('?')) return url;
  return `${url}?w=${width}&q=60`;
}

/** Admin thumbnails ask for the small variant of local images (docs/product/admin-portal.md#calls: w=260&q=60). */
export function thumbnailSrc(url: string): string {
  return sizedSrc(url, 260);
}

const TYPE_LABELS: Record<string, string> = {
  news: 'News',
  proposal: 'Proposal',
  completed: 'Completed',
  research: 'Research',
  article: 'Article',
  event: 'Event',
  paper: 'Paper',
  announcement: 'Announcement',
};

export function typeLabel(type: string): string {
  return TYPE_LABELS[type.toLowerCase()] ?? type;
}
