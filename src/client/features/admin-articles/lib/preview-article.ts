// The unsaved article as the public page would draw it, for the form's Preview.
import type { Article } from '../../../../shared/contract/articles.ts';
import { findOffice, type OfficeSlug } from '../../../../shared/contract/offices.ts';
import { altOf, type Description, type SliderItem } from './slider-items.ts';

export function previewArticle(draft: {
  articleId: number | undefined;
  office: OfficeSlug;
  title: string;
  content: string;
  type: Article['type'];
  date: string;
  thumbnail: { preview: string | null; description: Description };
  slider: readonly SliderItem[];
}): Article {
  const o = findOffice(draft.office);
  const pics: Record<string, string | null> = {};
  for (let i = 1; i <= 10; i++) pics[`pic${i}_url`] = draft.slider[i - 1]?.preview ?? null;
  const now = new Date().toISOString();
  return {
    article_id: draft.articleId ?? 0,
    title: draft.title || 'Untitled',
    content: draft.content,
    excerpt: '',
    type: draft.type,
    privacy: 'public',
    date: draft.date || null,
    created_at: now,
    published_at: now,
    office: draft.office,
    office_name: o?.name ?? '',
    office_abbrev: o?.abbrev ?? '',
    course_abbrev: o?.abbrev ?? '',
    thumbnail_url: draft.thumbnail.preview,
    ...(pics as Pick<Article, 'pic1_url'>),
    view_count: 0,
    like_count: 0,
    thumbnail_alt: altOf(draft.thumbnail.description),
    slider_alts: draft.slider.map(altOf),
  } as Article;
}
