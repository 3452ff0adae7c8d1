// The sitemap (sitemaps.org protocol 0.9): every indexable public route, every event page and every public
// article with its last change. Past one part's articles, /sitemap.xml becomes an index of parts (the protocol
// allows 50,000 URLs a file; 5,000 keep a part quick to build), and a part is read from the database a slice at
// a time with the event loop free in between, so building one never holds up other requests for long (a
// 45,000-URL file, 4.2 MB, built in one go did).
import type { Kysely } from 'kysely';
import { FOI_REPORT_PATH } from '../../shared/contract/foi-report.ts';
import {
  ALERTS_PATH,
  alertPath,
  CHARTER_PRINT_PATH,
  DOCUMENTS_PATH,
  documentPath,
  PROCUREMENT_PATH,
  procurementPath,
  SERVICES_PATH,
  SUBSCRIBE_PATH,
  servicePath,
  TRANSPARENCY_PATH,
} from '../../shared/routes.ts';
import type { Database } from '../db/schema.ts';
import { countPublicArticles, listPublicArticleDates } from '../repositories/article-feeds.ts';
import { listServiceDates } from '../repositories/citizen-services.ts';
import { publishedDocumentDates } from '../repositories/documents.ts';
import { opportunityDates } from '../repositories/procurement.ts';
import { listAlertDates, listEventDates } from '../repositories/site-content.ts';
import { SITEMAP_PATHS } from './route-meta.ts';
import { xmlEscape } from './xml.ts';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Articles per sitemap file, well below the protocol's 50,000. */
export const SITEMAP_CHUNK = 5_000;
/** Rows read from the database at a time while a part is built. */
export const SITEMAP_SLICE = 500;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** W3C datetime without milliseconds (2025-06-01T08:30:00Z). */
export function w3cDate(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const urlXml = (u: SitemapUrl) =>
  `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>\n`;
const URLSET_START = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n`;
const URLSET_END = '</urlset>\n';

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return `${URLSET_START}${urls.map(urlXml).join('')}${URLSET_END}`;
}

/** Lets other requests run between slices of a sitemap being built. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

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
  const alerts = (await listAlertDates(db)).map((a) => ({
    loc: `${base}${alertPath(Number(a.id))}`,
    lastmod: w3cDate(a.updated_at),
  }));
  const pages: SitemapUrl[] = [
    ...SITEMAP_PATHS.map((p) => ({ loc: `${base}${p}` })),
    ...events,
    { loc: `${base}${ALERTS_PATH}` },
    ...alerts,
    { loc: `${base}${TRANSPARENCY_PATH}` },
    { loc: `${base}${DOCUMENTS_PATH}` },
    ...(await publishedDocumentDates(db)).map((d) => ({
      loc: `${base}${documentPath(d.id)}`,
      lastmod: w3cDate(d.updated_at),
    })),
    { loc: `${base}${PROCUREMENT_PATH}` },
    ...(await opportunityDates(db)).map((o) => ({
      loc: `${base}${procurementPath(o.id)}`,
      lastmod: w3cDate(o.updated_at),
    })),
    { loc: `${base}${SUBSCRIBE_PATH}` },
    { loc: `${base}${SERVICES_PATH}` },
    ...(await listServiceDates(db)).map((s) => ({
      loc: `${base}${servicePath(s.slug)}`,
      lastmod: w3cDate(s.updated_at),
    })),
    { loc: `${base}${CHARTER_PRINT_PATH}` },
    { loc: `${base}${FOI_REPORT_PATH}` },
  ];
  /** The article URLs of one part, read a slice at a time. */
  const articlesXml = async (offset: number, limit: number): Promise<string> => {
    const out: string[] = [];
    let afterId: number | undefined;
    for (let read = 0; read < limit; ) {
      const rows = await listPublicArticleDates(db, {
        ...(afterId === undefined ? { offset } : { afterId }),
        limit: Math.min(SITEMAP_SLICE, limit - read),
      });
      for (const a of rows)
        out.push(urlXml({ loc: `${base}/news/${a.article_id}`, lastmod: w3cDate(a.updated_at) }));
      read += rows.length;
      afterId = rows.at(-1)?.article_id;
      if (rows.length < SITEMAP_SLICE) break;
      await yieldToEventLoop();
    }
    return out.join('');
  };
  const total = await countPublicArticles(db);
  const parts = Math.ceil(total / chunk);

  if (part === 'index') {
    if (total <= chunk)
      return `${URLSET_START}${pages.map(urlXml).join('')}${await articlesXml(0, chunk)}${URLSET_END}`;
    return sitemapIndexXml([
      `${base}/sitemaps/pages.xml`,
      ...Array.from({ length: parts }, (_, i) => `${base}/sitemaps/articles-${i + 1}.xml`),
    ]);
  }
  // The parts exist only while the sitemap is split.
  if (total <= chunk) return undefined;
  if (part === 'pages') return urlsetXml(pages);
  if (part < 1 || part > parts) return undefined;
  return `${URLSET_START}${await articlesXml((part - 1) * chunk, chunk)}${URLSET_END}`;
}
