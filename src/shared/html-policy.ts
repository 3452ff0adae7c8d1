// The article-page HTML allow-list (docs/product/public-site.md#validation), shared by the server sanitiser and DOMPurify in the browser.
export const ARTICLE_ALLOWED_TAGS = [
  'b',
  'i',
  'em',
  'strong',
  'u',
  'a',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'img',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'table',
  'tbody',
  'tr',
  'td',
  'th',
] as const;

export const ARTICLE_ALLOWED_ATTRIBUTES = [
  'href',
  'src',
  'alt',
  'title',
  'target',
  'rel',
  'class',
  'id',
  'style',
] as const;

/**
 * Classes the editor itself produces (TipTap code blocks: `language-…`). Every other class is dropped, so the
 * site's own utility classes (`fixed inset-0 z-50`, `absolute`, `hidden`, …) cannot lay content over the page.
 */
export const ARTICLE_ALLOWED_CLASS = /^language-[a-z0-9+#-]{1,32}$/;

const length = /^\d{1,4}(\.\d+)?(px|em|rem|%)$/;
const color = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;

/** The style properties (and their values) article content may carry; nothing that positions or layers. */
export const ARTICLE_ALLOWED_STYLES: Readonly<Record<string, RegExp>> = {
  'text-align': /^(left|right|center|justify)$/,
  color,
  'background-color': color,
  'font-weight': /^(normal|bold|[1-9]00)$/,
  'font-style': /^(normal|italic)$/,
  'text-decoration': /^(none|underline|line-through)$/,
};

/** Sizes, only on the elements the editor sizes (images, tables); the page caps them at the body's width. */
export const ARTICLE_SIZE_STYLES: Readonly<Record<string, RegExp>> = {
  width: length,
  'min-width': length,
  'max-width': length,
  height: length,
};
export const ARTICLE_SIZED_TAGS: readonly string[] = ['img', 'table'];

/** The allowed classes of a `class` attribute value, space-separated ('' when none is left). */
export function filterArticleClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((c) => ARTICLE_ALLOWED_CLASS.test(c))
    .join(' ');
}

/** The allowed declarations of a `style` attribute value on `tag` ('' when none is left). */
export function filterArticleStyle(value: string, tag: string): string {
  const sized = ARTICLE_SIZED_TAGS.includes(tag.toLowerCase());
  const kept: string[] = [];
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const v = declaration.slice(colon + 1).trim();
    const rule = Object.hasOwn(ARTICLE_ALLOWED_STYLES, property)
      ? ARTICLE_ALLOWED_STYLES[property]
      : sized && Object.hasOwn(ARTICLE_SIZE_STYLES, property)
        ? ARTICLE_SIZE_STYLES[property]
        : undefined;
    if (rule?.test(v)) kept.push(`${property}:${v}`);
  }
  return kept.join(';');
}

/**
 * Ids in content carry this prefix (as GitHub's do), so no content element can take the id or name of one of
 * the page's own (the hydration data, the main landmark, a form): no document clobbering. `name` is not on
 * the allow-list at all.
 */
export const CONTENT_ID_PREFIX = 'user-content-';

/** A content id with the prefix ('' for an empty one); already prefixed ids are kept, so saving twice is stable. */
export function contentId(value: string): string {
  const id = value.trim();
  if (id === '') return '';
  return id.startsWith(CONTENT_ID_PREFIX) ? id : `${CONTENT_ID_PREFIX}${id}`;
}

/** An in-page link (`#x`) points at the prefixed id; every other address is kept as it is. */
export function contentHref(href: string): string {
  if (!href.startsWith('#') || href.length < 2) return href;
  return `#${contentId(href.slice(1))}`;
}

/**
 * Content images come from this site's own media only (uploads and site images, as paths): an image from
 * another site would be fetched by every reader's browser, telling that site who read what and when.
 */
export function isSiteImageSrc(src: string): boolean {
  const path = src.trim();
  return /^\/(?:media|images\/site)\/[^/\\]/.test(path) && !/\/\.\.?(?:[/?#]|$)/.test(path);
}

/** Link schemes allowed in article content. */
export const ARTICLE_ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
