// Article helpers shared by the news lists, the home page and the article page (docs/product/public-site.md#data, #validation).
import type { Article } from '../../shared/contract/articles.ts';

export type ListMode = 'news' | 'proposals' | 'completed';

const MODE_TYPE: Record<ListMode, Article['type']> = {
  news: 'news',
  proposals: 'proposal',
  completed: 'completed',
};

/** proposals mode shows type proposal, completed shows completed, otherwise news (compared case-insensitively). */
export function matchesMode(article: Pick<Article, 'type'>, mode: ListMode): boolean {
  return String(article.type).toLowerCase() === MODE_TYPE[mode];
}

const PIC_KEYS = [
  'pic1_url',
  'pic2_url',
  'pic3_url',
  'pic4_url',
  'pic5_url',
  'pic6_url',
  'pic7_url',
  'pic8_url',
  'pic9_url',
  'pic10_url',
] as const;

/** The slider pictures pic1..pic10 that exist, in order. */
export function articlePictures(article: Partial<Pick<Article, (typeof PIC_KEYS)[number]>>): string[] {
  return PIC_KEYS.map((k) => article[k]).filter((v): v is string => typeof v === 'string' && v !== '');
}

/** The first available picture, else the thumbnail; some lists read only the thumbnail. */
export function previewImage(
  article: Partial<Article> & Pick<Article, 'thumbnail_url'>,
  thumbnailOnly = false,
): string | null {
  if (thumbnailOnly) return article.thumbnail_url || null;
  return articlePictures(article)[0] ?? (article.thumbnail_url || null);
}

/** The description of the picture previewImage() picks ('' when none or decorative). */
export function previewAlt(
  article: Partial<Article> & Pick<Article, 'thumbnail_url'>,
  thumbnailOnly = false,
): string {
  if (!thumbnailOnly && articlePictures(article).length > 0) return article.slider_alts?.[0] ?? '';
  return article.thumbnail_alt ?? '';
}

/** A response is used only if ok is true and articles is an array (docs/product/public-site.md#validation). */
export function articlesOf(body: unknown): Article[] | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { ok?: unknown; articles?: unknown };
  return b.ok === true && Array.isArray(b.articles) ? (b.articles as Article[]) : undefined;
}

/** Case-insensitive substring match on title and on content or excerpt (docs/product/public-site.md#validation). */
export function matchesSearch(
  article: Pick<Article, 'title' | 'excerpt' | 'content'>,
  term: string,
): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return true;
  return [article.title, article.content ?? '', article.excerpt ?? ''].some((s) =>
    s.toLowerCase().includes(t),
  );
}

/** The share prefix: the upper-case course or office abbreviation. */
export function articleAbbrev(article: Pick<Article, 'course_abbrev' | 'office_abbrev'>): string {
  return (article.course_abbrev || article.office_abbrev || '').toUpperCase();
}
