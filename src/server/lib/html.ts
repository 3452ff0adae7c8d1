// Article HTML: the server-side sanitiser (article-page allow-list of docs/product/public-site.md#validation) and plain-text excerpts.
import sanitizeHtml from 'sanitize-html';
import { EXCERPT_LENGTH } from '../../shared/contract/articles.ts';
import {
  ARTICLE_ALLOWED_ATTRIBUTES,
  ARTICLE_ALLOWED_CLASS,
  ARTICLE_ALLOWED_STYLES,
  ARTICLE_ALLOWED_TAGS,
  ARTICLE_SIZE_STYLES,
  ARTICLE_SIZED_TAGS,
  contentHref,
  contentId,
  isSiteImageSrc,
} from '../../shared/html-policy.ts';

const styleRules = (rules: Readonly<Record<string, RegExp>>) =>
  Object.fromEntries(Object.entries(rules).map(([k, re]) => [k, [re]]));

/** Images dropped by the sanitiser's current run (it is synchronous: one run at a time per thread). */
let droppedImages = 0;

function transformTag(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out: sanitizeHtml.Attributes = { ...attribs };
  if (out.id !== undefined) {
    const id = contentId(out.id);
    if (id) out.id = id;
    else delete out.id;
  }
  if (tagName === 'a') {
    if (out.href !== undefined) out.href = contentHref(out.href);
    if (out.target === '_blank') out.rel = 'noopener noreferrer';
    else delete out.target;
  }
  if (tagName === 'img' && !isSiteImageSrc(out.src ?? '')) {
    droppedImages++;
    delete out.src;
  }
  return { tagName, attribs: out };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_ALLOWED_TAGS],
  // `class` only through allowedClasses: the editor's own classes, nothing else.
  allowedAttributes: { '*': ARTICLE_ALLOWED_ATTRIBUTES.filter((a) => a !== 'class') },
  allowedClasses: { '*': [ARTICLE_ALLOWED_CLASS] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': styleRules(ARTICLE_ALLOWED_STYLES),
    ...Object.fromEntries(
      ARTICLE_SIZED_TAGS.map((tag) => [
        tag,
        { ...styleRules(ARTICLE_ALLOWED_STYLES), ...styleRules(ARTICLE_SIZE_STYLES) },
      ]),
    ),
  },
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'style',
    'script',
    'textarea',
    'option',
    'noscript',
    'template',
    'iframe',
    'object',
    'svg',
    'math',
  ],
  // Every tag: ids prefixed (no clobbering), in-page links through the prefix, other sites' images dropped.
  transformTags: { '*': transformTag },
  // An image whose address was taken away (another site's) is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Sanitises article HTML to the article-page allow-list. Safe to run more than once. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeArticleHtmlCounting(html).content;
}

/** The sanitised HTML and how many images from other sites it dropped (the save tells the editor). */
export function sanitizeArticleHtmlCounting(html: string): { content: string; droppedImages: number } {
  droppedImages = 0;
  const content = sanitizeHtml(html, options);
  return { content, droppedImages };
}

/**
 * Plain text of HTML that has already been sanitised (stored article content): its tags are well formed and
 * every `<` in text is escaped, so dropping tags is enough. Linear, and never runs the sanitiser (reads and
 * the search index use it; see docs/decisions/0012-sanitise-once-off-thread.md).
 */
export function sanitisedHtmlToText(html: string): string {
  return decodeEntities(
    html.replace(/<\/(p|h[1-6]|li|blockquote|pre|tr|br)>/gi, '$& ').replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text of any HTML (sanitised first), whitespace collapsed. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre|tr|br)>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'template'],
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** A plain-text excerpt of at most `max` characters, cut at a word boundary with an ellipsis. */
export function makeExcerpt(html: string, max = EXCERPT_LENGTH): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
