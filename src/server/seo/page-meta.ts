// The head of each kind of page: static routes from the route table, articles from the database, and the
// not-found page.
import { siteConfig } from '../../../config/site.ts';
import type { Article } from '../../shared/contract/articles.ts';
import { findOffice } from '../../shared/contract/offices.ts';
import type { SiteAlert, SiteEvent } from '../../shared/contract/site.ts';
import { articleMeta, DESCRIPTION_CHARS, truncateWords } from '../../shared/pages/article-page.ts';
import { type FeedName, NOT_FOUND_META, type PageMeta } from '../../shared/pages/page-module.ts';
import type { HeadImage, HeadMeta } from './head.ts';
import { OFFICE_PAGE, type RouteMeta } from './route-meta.ts';
import { alertJsonLd, campusJsonLd, eventJsonLd, newsArticleJsonLd } from './structured-data.ts';

/** Size and quality of preview images: large enough for every network's large card. */
const PREVIEW_IMAGE_QUERY = 'w=1200&q=80';
/** Previews of pages without a picture of their own show the first campus photo. */
const DEFAULT_IMAGE = siteConfig.carousel[0];

export function feedPath(feed: FeedName): string {
  return `/feeds/${feed}.xml`;
}

export function feedTitle(feed: FeedName): string {
  if (feed === 'all') return `${siteConfig.site_name} News`;
  return `${findOffice(feed)?.name ?? feed} | ${siteConfig.site_name}`;
}

function feedLinks(base: string, feed: FeedName | undefined): HeadMeta['feeds'] {
  if (!feed) return [];
  const links = [{ title: feedTitle(feed), url: `${base}${feedPath(feed)}` }];
  if (feed !== 'all') links.push({ title: feedTitle('all'), url: `${base}${feedPath('all')}` });
  return links;
}

function defaultImage(base: string): HeadImage {
  return {
    url: `${base}/images/site/carousel-${DEFAULT_IMAGE.image}.svg?${PREVIEW_IMAGE_QUERY}`,
    alt: DEFAULT_IMAGE.caption,
  };
}

/** The first picture of the article, else its thumbnail, as a path (docs/product/public-site.md#data). */
export function previewImagePath(article: Article): string | undefined {
  for (let i = 1; i <= 10; i++) {
    const pic = article[`pic${i}_url` as `pic${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}_url`];
    if (pic) return `${pic}?${PREVIEW_IMAGE_QUERY}`;
  }
  return article.thumbnail_url ? `${article.thumbnail_url}?${PREVIEW_IMAGE_QUERY}` : undefined;
}

/** The home page's graph gains the active campus alert, when there is one. */
function homeJsonLd(base: string, alert: SiteAlert | null | undefined): object {
  const campus = campusJsonLd(base) as { '@context': string; '@graph': object[] };
  return alert ? { ...campus, '@graph': [...campus['@graph'], alertJsonLd(base, alert)] } : campus;
}

export function staticPageHead(
  base: string,
  path: string,
  meta: RouteMeta,
  alert?: SiteAlert | null,
): HeadMeta {
  return {
    title: meta.title,
    description: meta.description,
    url: `${base}${path === '/' ? '/' : path}`,
    type: 'website',
    image: defaultImage(base),
    noindex: meta.noindex,
    feeds: feedLinks(base, meta.feed),
    ...(meta.home ? { jsonLd: homeJsonLd(base, alert) } : {}),
  };
}

/** The head of a page from its metadata (src/shared/pages/page-module.ts). */
export function pageHead(base: string, path: string, meta: PageMeta): HeadMeta {
  if (meta.status === 404) return notFoundHead(base, meta);
  if (meta.article) return articleHead(base, meta.article);
  if (meta.event) return eventHead(base, meta.event);
  return staticPageHead(base, path, meta, meta.alert);
}

export function articleHead(base: string, article: Article): HeadMeta {
  const url = `${base}/news/${article.article_id}`;
  const { description } = articleMeta(article);
  const imagePath = previewImagePath(article);
  const image = imagePath ? { url: `${base}${imagePath}`, alt: article.title } : undefined;
  const published = article.published_at ?? article.created_at;
  const modified = article.updated_at ?? published;
  const officeUrl = `${base}${OFFICE_PAGE[article.office]}`;
  return {
    title: article.title,
    description,
    url,
    type: 'article',
    image: image ?? defaultImage(base),
    feeds: feedLinks(base, article.office),
    article: { publishedTime: published, modifiedTime: modified, section: article.office_name },
    jsonLd: newsArticleJsonLd(base, {
      url,
      headline: article.title,
      description,
      image: image?.url,
      datePublished: published,
      dateModified: modified,
      officeName: article.office_name,
      officeUrl,
    }),
  };
}

export function eventHead(base: string, event: SiteEvent): HeadMeta {
  return {
    title: event.title,
    description:
      truncateWords(event.description, DESCRIPTION_CHARS) || `${event.title}, ${siteConfig.campus_name}`,
    url: `${base}/events/${event.id}`,
    type: 'website',
    image: defaultImage(base),
    jsonLd: eventJsonLd(base, event),
  };
}

export function notFoundHead(base: string, meta: RouteMeta = NOT_FOUND_META): HeadMeta {
  return {
    title: meta.title,
    description: meta.description,
    type: 'website',
    image: defaultImage(base),
    noindex: true,
  };
}
