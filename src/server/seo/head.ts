// The <head> tags that describe a page to crawlers that run no script: title, description, canonical link,
// Open Graph, Twitter card, feed links and JSON-LD structured data.
import { siteConfig } from '../../../config/site.ts';

export interface HeadImage {
  /** Absolute URL. */
  url: string;
  alt: string;
}

export interface HeadMeta {
  /** The page's own title; the document title adds the site name. */
  title: string;
  description: string;
  /** Absolute canonical URL (left out on not-found pages). */
  url?: string;
  type: 'website' | 'article';
  image?: HeadImage;
  noindex?: boolean;
  feeds?: { title: string; url: string }[];
  article?: { publishedTime: string; modifiedTime: string; section: string };
  /** Structured data, written as application/ld+json. */
  jsonLd?: object;
}

const ATTR_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ATTR_ESCAPES[c] ?? c);
}

/**
 * JSON for a <script type="application/ld+json"> block. `<`, `>` and `&` become \u escapes, so no value can
 * close the element or open a comment, whatever an article's title holds.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Open Graph locale (en_PH) from the site locale (en-PH). */
const OG_LOCALE = siteConfig.locale.replace('-', '_');

export function documentTitle(title: string): string {
  return title === siteConfig.site_name ? title : `${title} | ${siteConfig.site_name}`;
}

export function renderHead(meta: HeadMeta): string {
  const tags: string[] = [];
  const metaName = (name: string, content: string) =>
    tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  const metaProperty = (property: string, content: string) =>
    tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);

  tags.push(`<title>${escapeHtml(documentTitle(meta.title))}</title>`);
  metaName('description', meta.description);
  if (meta.noindex) metaName('robots', 'noindex');
  if (meta.url) tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}" />`);

  metaProperty('og:site_name', siteConfig.site_name);
  metaProperty('og:locale', OG_LOCALE);
  metaProperty('og:type', meta.type);
  metaProperty('og:title', meta.title);
  metaProperty('og:description', meta.description);
  if (meta.url) metaProperty('og:url', meta.url);
  if (meta.image) {
    metaProperty('og:image', meta.image.url);
    metaProperty('og:image:alt', meta.image.alt);
  }
  if (meta.article) {
    metaProperty('article:published_time', meta.article.publishedTime);
    metaProperty('article:modified_time', meta.article.modifiedTime);
    metaProperty('article:section', meta.article.section);
  }

  metaName('twitter:card', meta.image ? 'summary_large_image' : 'summary');
  metaName('twitter:title', meta.title);
  metaName('twitter:description', meta.description);
  if (meta.image) {
    metaName('twitter:image', meta.image.url);
    metaName('twitter:image:alt', meta.image.alt);
  }

  for (const feed of meta.feeds ?? []) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.url)}" />`,
    );
  }
  // A data block, never executed: the Content Security Policy (script-src 'self') does not apply to it.
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonLdText(meta.jsonLd)}</script>`);
  return tags.map((t) => `    ${t}`).join('\n');
}

/** A built index.html split around the place the head tags go, without its own title and description. */
export interface PageTemplate {
  before: string;
  after: string;
}

export function parseTemplate(html: string): PageTemplate {
  const cleaned = html
    .replace(/^[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/im, '')
    .replace(/^[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\r?\n?/im, '');
  const end = cleaned.search(/<\/head>/i);
  if (end < 0) throw new Error('The client index.html has no </head>');
  // Split at the start of the </head> line, so the tags go in as lines of their own.
  const lineStart = cleaned.lastIndexOf('\n', end) + 1;
  return { before: cleaned.slice(0, lineStart), after: cleaned.slice(lineStart) };
}

export function renderPage(template: PageTemplate, meta: HeadMeta): string {
  return `${template.before}${renderHead(meta)}\n${template.after}`;
}
