// The sitemap (sitemaps.org protocol 0.9): every indexable public route, every event page and every public
// article with its last change. Past the protocol's 50,000 URLs per file, /sitemap.xml becomes an index of parts.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { listEventDates } from '../repositories/site-content.ts';
import { SITEMAP_PATHS } from './route-meta.ts';
import { countPublicArticles, listPublicArticleDates } from './seo-reads.ts';
import { xmlEscape } from './xml.ts';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Articles per sitemap file, below the protocol's 50,000 with room for the static routes. */
export const SITEMAP_CHUNK = 45_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** W3C datetime without milliseconds (2025-06-01T08:30:00Z). */
export function w3cDate(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(locs: readonly string[]): string {
  const body = locs.map((loc) => `  <sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${body}\n</sitemapindex>\n`;
}

export type SitemapPart = 'index' | 'pages' | number;

/**
 * The XML of one sitemap file, or undefined for a part that does not exist. `index` is /sitemap.xml: the
 * whole sitemap while it fits in one file, else an index of `pages` and article parts 1..n.
 */
export async function buildSitemap(
  db: Kysely<Database>,
  base: string,
  part: SitemapPart,
  chunk = SITEMAP_CHUNK,
): Promise<string | undefined> {
  const events = (await listEventDates(db)).map((e) => ({
    loc: `${base}/events/${e.id}`,
    lastmod: w3cDate(e.updated_at),
  }));
  const pages: SitemapUrl[] = [...SITEMAP_PATHS.map((p) => ({ loc: `${base}${p}` })), ...events];
  const articleUrls = async (offset: number, limit: number) =>
    (await listPublicArticleDates(db, { offset, limit })).map((a) => ({
      loc: `${base}/news/${a.article_id}`,
      lastmod: w3cDate(a.updated_at),
    }));
  const total = await countPublicArticles(db);
  const parts = Math.ceil(total / chunk);

  if (part === 'index') {
    if (total <= chunk) return urlsetXml([...pages, ...(await articleUrls(0, chunk))]);
    return sitemapIndexXml([
      `${base}/sitemaps/pages.xml`,
      ...Array.from({ length: parts }, (_, i) => `${base}/sitemaps/articles-${i + 1}.xml`),
    ]);
  }
  // The parts exist only while the sitemap is split.
  if (total <= chunk) return undefined;
  if (part === 'pages') return urlsetXml(pages);
  if (part < 1 || part > parts) return undefined;
  return urlsetXml(await articleUrls((part - 1) * chunk, chunk));
}
