// Links of an article body to pages of this site (relative addresses, or absolute ones on the site's own
// address) and whether the route table has such a page. The editor runs the route check while writing; the
// server also checks that the article, document, bid or service an address names exists and is public
// (services/internal-links.ts). A broken link is a warning (docs/decisions/0050-overrides-and-link-checks.md).
import type { BodyIssue } from './article-checks.ts';
import {
  ALERT_ROUTE,
  ALERTS_PATH,
  CHARTER_PDF_PATH,
  CHARTER_PRINT_PATH,
  CSM_PATH,
  DOCUMENTS_PATH,
  EVENTS_FEED_PATH,
  FOI_REQUESTER_PATH,
  numericIdOf,
  PAGE_ROUTES,
  PROCUREMENT_DEADLINES_PATH,
  PROCUREMENT_FEED_PATH,
  PROCUREMENT_PATH,
  PROGRAM_SUBS,
  REDIRECTS,
  SERVICES_PATH,
  SUBSCRIBE_CONFIRM_PATH,
  SUBSCRIBE_MANAGE_PATH,
  SUBSCRIBE_PATH,
  SUBSCRIBE_UNSUBSCRIBE_PATH,
  TRANSPARENCY_PATH,
} from './routes.ts';

/** What an address of this site shows: a page of the route table, or a record the server can look up. */
export type SiteTarget =
  | { kind: 'page' }
  | { kind: 'article' | 'document' | 'procurement'; id: number }
  | { kind: 'service'; slug: string };

export interface InternalLink {
  /** Counted from 1 among all the body's links, as the other link checks count them. */
  index: number;
  href: string;
  /** The address's path, without a trailing slash. */
  path: string;
  text: string;
}

/** A link of the body to a page of this site that does not exist: a warning with its place and a fix. */
export interface BrokenLinkIssue {
  kind: 'broken-link';
  severity: 'warning';
  index: number;
  place: string;
  message: string;
  fix: string;
}

/** Any problem listed next to the content: the body checks' and the broken links to this site. */
export type ContentIssue = BodyIssue | BrokenLinkIssue;

export const BROKEN_LINK_FIX =
  'Open the page on the site and copy its address into the link, or remove the link.';
export const brokenLinkMessage = (href: string): string =>
  `The link '${href}' goes to a page of this site that does not exist.`;

const FIXED = new Set<string>([
  ...PAGE_ROUTES.map((r) => r.path),
  ...Object.keys(REDIRECTS),
  ...PROGRAM_SUBS.map((s) => `/programs/${s}`),
  ALERTS_PATH,
  EVENTS_FEED_PATH,
  SUBSCRIBE_PATH,
  SUBSCRIBE_CONFIRM_PATH,
  SUBSCRIBE_MANAGE_PATH,
  SUBSCRIBE_UNSUBSCRIBE_PATH,
  TRANSPARENCY_PATH,
  DOCUMENTS_PATH,
  PROCUREMENT_PATH,
  PROCUREMENT_FEED_PATH,
  PROCUREMENT_DEADLINES_PATH,
  SERVICES_PATH,
  CHARTER_PRINT_PATH,
  CHARTER_PDF_PATH,
  CSM_PATH,
  FOI_REQUESTER_PATH,
  '/sitemap.xml',
  '/robots.txt',
]);

/** Files and areas the route table does not list page by page: their addresses are not checked. */
const UNCHECKED_PREFIXES = ['/media/', '/images/', '/feeds/', '/sitemaps/', '/api/', '/administrator'];

const ALERT_PREFIX = `${ALERT_ROUTE.replace('/:id', '')}/`;

/** The page an address of this site leads to by the route table, or undefined when there is none. */
export function siteTargetOf(rawPath: string): SiteTarget | undefined {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (FIXED.has(path) || FIXED.has(path.toLowerCase().startsWith('/programs/') ? path.toLowerCase() : path))
    return { kind: 'page' };
  if (UNCHECKED_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p)))
    return { kind: 'page' };
  const [, first, second, third, ...rest] = path.split('/');
  if (rest.length > 0) return undefined;
  const id = numericIdOf(second);
  if (first === 'news' && third === undefined) return id === undefined ? undefined : { kind: 'article', id };
  if (first === 'events' && third === undefined && id !== undefined) return { kind: 'page' };
  if (`/${first}/` === ALERT_PREFIX && id !== undefined && (third === undefined || third === 'card.png'))
    return { kind: 'page' };
  if (first === 'documents' && id !== undefined && third === undefined) return { kind: 'document', id };
  if (first === 'procurement' && id !== undefined && third === undefined) return { kind: 'procurement', id };
  if (first === 'services' && second && (third === undefined || third === 'feedback'))
    return { kind: 'service', slug: second };
  return undefined;
}

const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const hrefOf = (attrs: string): string | undefined => {
  const m = /(?:^|\s)href\s*=\s*("([^"]*)"|'([^']*)')/i.exec(attrs);
  return m
    ? (m[2] ?? m[3] ?? '')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .trim()
    : undefined;
};

/** A base no real address has, for reading relative addresses when the site's own is not known. */
const NO_ORIGIN = 'http://this-site.invalid';

/**
 * The body's links that lead to this site: relative addresses (not fragments, mail or phone links), and
 * absolute ones whose origin is `siteOrigin` (the site's PUBLIC_URL, or the portal's own origin).
 */
export function internalLinks(html: string, siteOrigin?: string): InternalLink[] {
  const out: InternalLink[] = [];
  let index = 0;
  const own = siteOrigin ? new URL(siteOrigin).origin : NO_ORIGIN;
  for (const m of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)) {
    index += 1;
    const href = hrefOf(m[1] ?? '');
    if (!href || href.startsWith('#')) continue;
    const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
    let url: URL;
    try {
      url = new URL(href, `${own}/`);
    } catch {
      continue;
    }
    if (hasScheme && url.origin !== own) continue;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    let path = url.pathname;
    try {
      path = decodeURI(path);
    } catch {
      // An address with a broken escape is checked as written.
    }
    out.push({ index, href, path, text: textOf(m[2] ?? '') });
  }
  return out;
}

const placeOf = (text: string): string => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

export function brokenLinkIssue(link: InternalLink): BrokenLinkIssue {
  return {
    kind: 'broken-link',
    severity: 'warning',
    index: link.index,
    place: placeOf(link.text || link.href),
    message: brokenLinkMessage(link.href),
    fix: BROKEN_LINK_FIX,
  };
}

/** The links whose address no route of the site has (what the editor can tell without the database). */
export function routeLinkIssues(html: string, siteOrigin?: string): BrokenLinkIssue[] {
  return internalLinks(html, siteOrigin)
    .filter((l) => siteTargetOf(l.path) === undefined)
    .map(brokenLinkIssue);
}

/** Longest address the link checker stores; longer ones are not checked. */
const MAX_URL_LENGTH = 2000;

/** The body's links to other sites (http and https only, without their #fragment), each address once. */
export function externalLinks(html: string, siteOrigin: string): string[] {
  const own = new URL(siteOrigin).origin;
  const out = new Set<string>();
  for (const m of html.matchAll(/<a\b([^>]*)>/gi)) {
    const href = hrefOf(m[1] ?? '');
    if (!href || !/^https?:\/\//i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue;
    }
    if (url.origin === own) continue;
    url.hash = '';
    if (url.href.length <= MAX_URL_LENGTH) out.add(url.href);
  }
  return [...out];
}
