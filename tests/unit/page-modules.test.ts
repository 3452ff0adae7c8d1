// A public page is one module (docs/decisions/0042-a-page-is-one-module.md): the server loads it once through
// the services and writes its head from the same data. These tests hold the two promises of that design: an
// article is read once per render, and no server rendering goes through app.inject.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Article } from '../../src/shared/contract/articles.ts';
import type { SiteContent } from '../../src/shared/contract/site.ts';
import { articleKey, articlePageModule, moreFromKey } from '../../src/shared/pages/article-page.ts';
import {
  loadPage,
  matchPageModule,
  type PageArgs,
  type PageEntry,
  type PageReads,
  ReadNotFound,
} from '../../src/shared/pages/page-module.ts';
import { PAGE_ENTRIES, PAGE_MODULES } from '../../src/shared/pages/pages.ts';

const article = {
  article_id: 7,
  title: 'Seaweed farms mapped along the eastern coast',
  excerpt: 'Researchers mapped seaweed farms in twelve coastal barangays.',
  office: 'research',
  office_name: 'Research Office',
} as Article;

/** Reads that count their calls: only the article with id 7 exists. */
function countingReads() {
  const calls = { article: 0, officeArticles: 0 };
  const unused = () => Promise.reject(new Error('not read by the article page'));
  const reads: PageReads = {
    // The layout's part of every page.
    siteContent: async () => ({ ok: true, alert: null }) as unknown as SiteContent,
    latestArticles: unused,
    event: unused,
    events: unused,
    admissions: unused,
    news: unused,
    foiRegister: unused,
    search: unused,
    directory: unused,
    lastReviewed: unused,
    async article(id) {
      calls.article++;
      if (id !== article.article_id) throw new ReadNotFound();
      return article;
    },
    async officeArticles() {
      calls.officeArticles++;
      return [article];
    },
  };
  return { reads, calls };
}

const argsOf = (pathname: string): [PageArgs, (typeof PAGE_MODULES)[number]] => {
  const match = matchPageModule(PAGE_MODULES, pathname);
  if (!match) throw new Error(`no page for ${pathname}`);
  return [{ params: match.params, url: new URL(pathname, 'http://campus.test'), handle: {} }, match.page];
};

describe('the article page module', () => {
  it('reads the article once per render, and its head comes from that read', async () => {
    const { reads, calls } = countingReads();
    const [args, page] = argsOf('/news/7');
    expect(page).toBe(articlePageModule);
    const loaded = await loadPage(page, args, reads);
    expect(calls).toEqual({ article: 1, officeArticles: 1 });
    expect(loaded.meta).toMatchObject({
      title: article.title,
      description: article.excerpt,
      feed: 'research',
    });
    expect(loaded.meta.status).toBeUndefined();
    expect(loaded.data[articleKey(7)]).toEqual({ data: article });
    expect(loaded.data[moreFromKey('research')]).toEqual({ data: [article] });
    expect(loaded.complete).toBe(true);
  });

  it('is a 404 for an unknown article, read once and without "More from"', async () => {
    const { reads, calls } = countingReads();
    const loaded = await loadPage(...swap(argsOf('/news/8')), reads);
    expect(calls).toEqual({ article: 1, officeArticles: 0 });
    expect(loaded.meta.status).toBe(404);
    expect(loaded.data[articleKey(8)]).toEqual({ notFound: true });
  });

  it('is a 404 without any read for an address whose id is not a number', async () => {
    const { reads, calls } = countingReads();
    const loaded = await loadPage(...swap(argsOf('/news/abc')), reads);
    expect(calls).toEqual({ article: 0, officeArticles: 0 });
    expect(loaded.meta.status).toBe(404);
  });

  it('notes a part that failed, so the page is sent once and never kept', async () => {
    const { reads } = countingReads();
    reads.officeArticles = () => Promise.reject(new Error('database down'));
    const loaded = await loadPage(...swap(argsOf('/news/7')), reads);
    expect(loaded.complete).toBe(false);
    expect(loaded.meta.title).toBe(article.title);
    expect(loaded.data[moreFromKey('research')]).toBeUndefined();
  });
});

const swap = ([args, page]: [PageArgs, (typeof PAGE_MODULES)[number]]) => [page, args] as const;

const root = path.resolve(import.meta.dirname, '../..');

/** Every source file under `dir`. */
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));

describe('server rendering', () => {
  it('never answers a page through app.inject: pages load through services', () => {
    const rendering = [
      ...filesUnder('src/shared/pages'),
      ...filesUnder('src/client/ssr'),
      path.join(root, 'src/client/entry-server.tsx'),
      path.join(root, 'src/server/plugins/client.ts'),
      ...filesUnder('src/server/seo'),
      path.join(root, 'src/server/services/page-reads.ts'),
    ];
    const injecting = rendering.filter((file) => /\.inject\s*\(/.test(fs.readFileSync(file, 'utf8')));
    expect(injecting.map((f) => path.relative(root, f))).toEqual([]);
  });
});

describe('the page list', () => {
  it('gives the client router the route entry of every page module, in the same order', () => {
    expect(PAGE_ENTRIES.map((e) => e.name)).toEqual(PAGE_MODULES.map((p) => p.name));
    PAGE_MODULES.forEach((page, i) => {
      const entry: PageEntry | undefined = PAGE_ENTRIES[i];
      expect(entry && { routes: entry.routes, file: entry.file, islands: Boolean(entry.islands) }).toEqual({
        routes: page.routes,
        file: page.file,
        islands: Boolean(page.islands),
      });
    });
  });
});
