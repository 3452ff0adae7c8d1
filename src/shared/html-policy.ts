// The article-page HTML allow-list (spec public §5), shared by the server sanitiser and DOMPurify in the browser.
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

/** Link schemes allowed in article content. */
export const ARTICLE_ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
