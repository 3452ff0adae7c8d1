// Feeds, sitemap and robots.txt (discoverability). Page heads are filled in by plugins/client.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findOffice } from '../../shared/contract/offices.ts';
import { notFound } from '../lib/http-errors.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { FEED_ITEMS, parseFeedName, rssXml } from '../seo/rss.ts';
import { buildSitemap, type SitemapPart } from '../seo/sitemap.ts';
import { articleList } from '../services/article-reads.ts';

/** Feeds and sitemaps change only when an article does; readers and crawlers may keep them a while. */
const XML_CACHE_CONTROL = 'public, max-age=300';

/** Distinct (base URL, part) pairs kept; past it the cache starts over (Host headers vary without PUBLIC_URL). */
const SITEMAP_CACHE_ENTRIES = 256;

/** Paths crawlers should leave alone: the admin portal, the submissions monitor, the stack check page. */
export const ROBOTS_DISALLOW = ['/administrator', '/honeypot', '/test/'] as const;

export default async function seoRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  const sendXml = (reply: FastifyReply, type: string, xml: string) =>
    reply.header('Cache-Control', XML_CACHE_CONTROL).type(`${type}; charset=utf-8`).send(xml);

  app.get('/robots.txt', async (_request, reply) => {
    const base = siteBaseUrl(app.config);
    const lines = [
      'User-agent: *',
      ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ];
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(lines.join('\n'));
  });

  // Sitemap parts (megabytes at 100,000 articles) are built once and kept until the next article change.
  // A build that started before a change is not kept (the generation moved on).
  const sitemapCache = new Map<string, Promise<string | undefined>>();
  let sitemapGeneration = 0;
  app.articleEvents.onChange(() => {
    sitemapGeneration++;
    sitemapCache.clear();
  });
  const cachedSitemap = (base: string, part: SitemapPart): Promise<string | undefined> => {
    const key = `${part} ${base}`;
    const cached = sitemapCache.get(key);
    if (cached) return cached;
    const generation = sitemapGeneration;
    const built = buildSitemap(db, base, part);
    if (sitemapCache.size >= SITEMAP_CACHE_ENTRIES) sitemapCache.clear();
    sitemapCache.set(key, built);
    const forget = () => {
      if (sitemapCache.get(key) === built) sitemapCache.delete(key);
    };
    built.then(() => generation !== sitemapGeneration && forget(), forget);
    return built;
  };

  const sitemap = async (part: SitemapPart, reply: FastifyReply) => {
    const xml = await cachedSitemap(siteBaseUrl(app.config), part);
    if (xml === undefined) throw notFound('Sitemap not found');
    return sendXml(reply, 'application/xml', xml);
  };

  app.get('/sitemap.xml', (_request, reply) => sitemap('index', reply));

  app.get<{ Params: { file: string } }>('/sitemaps/:file', (request, reply) => {
    const { file } = request.params;
    if (file === 'pages.xml') return sitemap('pages', reply);
    const n = /^articles-([1-9]\d{0,5})\.xml$/.exec(file)?.[1];
    if (!n) throw notFound('Sitemap not found');
    return sitemap(Number(n), reply);
  });

  app.get<{ Params: { file: string } }>('/feeds/:file', async (request, reply) => {
    const name = /^([a-z]+)\.xml$/.exec(request.params.file)?.[1];
    const feed = name ? parseFeedName(name) : undefined;
    if (!feed) throw notFound('Feed not found');
    const office = feed === 'all' ? undefined : findOffice(feed);
    const articles = await articleList(app.ctx, {
      officeId: office?.office_id,
      includePrivate: false,
      order: 'newest',
      limit: FEED_ITEMS,
    });
    const base = siteBaseUrl(app.config);
    const { alert } = await app.siteContent.view();
    return sendXml(
      reply,
      'application/rss+xml',
      rssXml(base, feed, articles, app.clock.now().toISOString(), alert),
    );
  });
}
