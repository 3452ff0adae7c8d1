// The article page /news/{id} (docs/product/public-site.md#article-page): the article, then "More from
// {office}" once its office is known; its head is the article's own, its status 404 when it is unknown or private.
import { siteConfig } from '../../../config/site.ts';
import type { Article } from '../contract/articles.ts';
import type { OfficeSlug } from '../contract/offices.ts';
import { ARTICLE_ROUTE, numericIdOf } from '../routes.ts';
import { collect, dataOf, definePage, NOT_FOUND_META, type PageMeta } from './page-module.ts';

/** The data key of an article. */
export const articleKey = (id: number) => `article:${id}`;
/** The data key of "More from {office}". */
export const moreFromKey = (office: OfficeSlug) => `more-from:${office}`;
/** Articles shown under "More from {office}"; one more is read, so three remain without the article itself. */
export const MORE_FROM_COUNT = 3;

/** Descriptions are cut at a word near this length (docs/product/public-site.md#constants). */
export const DESCRIPTION_CHARS = 250;

/** `text` with its white space collapsed, cut at a word before `max` characters with an ellipsis. */
export function truncateWords(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An article's page metadata: the server's head and the React application's title and previews. */
export function articleMeta(article: Article): PageMeta {
  return {
    title: article.title,
    description:
      truncateWords(article.excerpt ?? '', DESCRIPTION_CHARS) ||
      `${article.office_name} news from ${siteConfig.campus_name}`,
    feed: article.office,
    article,
  };
}

export const articleRoute = {
  name: 'article',
  routes: [{ path: ARTICLE_ROUTE }],
  file: 'src/client/features/article/article-page.tsx',
  islands: true,
} as const;

export const articlePageModule = /* @__PURE__ */ definePage(articleRoute, {
  async load(args, reads, failed) {
    const id = numericIdOf(args.params.id);
    if (id === undefined) return {};
    const data = await collect([[articleKey(id), (signal) => reads.article(id, signal)]], failed);
    const office = dataOf<Article>(data, articleKey(id))?.office;
    if (!office) return data;
    const more = await collect(
      [[moreFromKey(office), (signal) => reads.officeArticles(office, MORE_FROM_COUNT + 1, signal)]],
      failed,
    );
    return { ...data, ...more };
  },
  meta(args, data) {
    const id = numericIdOf(args.params.id);
    if (id === undefined) return NOT_FOUND_META;
    const entry = data[articleKey(id)];
    if (!entry) throw new Error(`Article ${id} could not be read`);
    return 'data' in entry ? articleMeta(entry.data as Article) : NOT_FOUND_META;
  },
});
