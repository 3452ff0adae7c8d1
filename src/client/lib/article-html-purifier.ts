// Article HTML is sanitised again in the browser (docs/product/README.md, defence in depth) to the article-page
// allow-list shared with the server, and body images go through the resizing endpoint (w=1200 q=80).
// DOMPurify is a module of its own: a server-rendered article page never needs it (lib/sanitize-article-html.ts
// loads it only for a body the browser draws itself), and the editor imports it directly.
import DOMPurify from 'dompurify';
import {
  ARTICLE_ALLOWED_ATTRIBUTES,
  ARTICLE_ALLOWED_TAGS,
  ARTICLE_ALLOWED_URI,
  contentHref,
  contentId,
  filterArticleClasses,
  filterArticleStyle,
  isSiteImageSrc,
} from '../../shared/html-policy.ts';
import { IMAGE_PLACES, imageUrl } from './image-url.ts';
import { storedHtmlForDisplay } from './stored-html-for-display.ts';

// Made on first use: DOMPurify needs a DOM, which the server-rendering bundle (entry-server.tsx) has not.
// DOMPurify parses into an inert document (DOMParser): nothing in the markup is fetched while it works.
let purify: ReturnType<typeof DOMPurify> | undefined;
let editorPurify: ReturnType<typeof DOMPurify> | undefined;

function makePurify(forPage: boolean): ReturnType<typeof DOMPurify> {
  const p = DOMPurify();
  p.addHook('uponSanitizeAttribute', classAndStyle);
  p.addHook('uponSanitizeAttribute', idsAndImages);
  p.addHook('afterSanitizeAttributes', dropBareImages);
  if (forPage) p.addHook('afterSanitizeAttributes', afterAttributes);
  return p;
}

const CONFIG = {
  ALLOWED_TAGS: [...ARTICLE_ALLOWED_TAGS],
  ALLOWED_ATTR: [...ARTICLE_ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: ARTICLE_ALLOWED_URI,
};

// The same class and style allow-lists as the server (shared/html-policy.ts).
function classAndStyle(
  node: Element,
  data: { attrName: string; attrValue: string; keepAttr: boolean },
): void {
  if (data.attrName !== 'class' && data.attrName !== 'style') return;
  const value =
    data.attrName === 'class'
      ? filterArticleClasses(data.attrValue)
      : filterArticleStyle(data.attrValue, node.nodeName);
  if (value === '') data.keepAttr = false;
  else data.attrValue = value;
}

// As the server does (src/server/lib/html.ts): content ids prefixed, in-page links through the prefix, and
// images from other sites taken out (their address here, the element below), so nothing of theirs is fetched.
function idsAndImages(node: Element, data: { attrName: string; attrValue: string; keepAttr: boolean }): void {
  if (data.attrName === 'id') {
    data.attrValue = contentId(data.attrValue);
    if (data.attrValue === '') data.keepAttr = false;
  } else if (data.attrName === 'href') data.attrValue = contentHref(data.attrValue);
  else if (data.attrName === 'src' && node.nodeName === 'IMG' && !isSiteImageSrc(data.attrValue))
    data.keepAttr = false;
}

function dropBareImages(node: Element): void {
  if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
}

function afterAttributes(node: Element): void {
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    const { w, q } = IMAGE_PLACES.articleBody;
    if (src?.startsWith('/media/') || src?.startsWith('/images/site/'))
      node.setAttribute('src', imageUrl(src, w, q));
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    if (!node.getAttribute('alt')) node.setAttribute('alt', '');
  }
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

export function sanitizeArticleHtml(html: string): string {
  // The server renderer has no DOM; it shows the stored HTML, sanitised at save, with the same display changes.
  if (typeof window === 'undefined') return storedHtmlForDisplay(html);
  purify ??= makePurify(true);
  return purify.sanitize(html, CONFIG);
}

/**
 * The same allow-list for content the editor loads, with image addresses left as they are (they are saved
 * back). The editor's own parser finds images anywhere in the markup, even inside a <template>, and draws
 * them in the live page: content goes through this inert sanitiser first, so whatever the policy drops is
 * never fetched.
 */
export function sanitizeForEditor(html: string): string {
  editorPurify ??= makePurify(false);
  return editorPurify.sanitize(html, CONFIG);
}
