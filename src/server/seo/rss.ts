// RSS 2.0 feeds of public articles: one per office and one for all news, newest first; the active campus alert,
// when there is one, comes first in every feed.
import { siteConfig } from '../../../config/site.ts';
import { ALERT_SEVERITY_LABELS } from '../../shared/contract/alert-severities.ts';
import type { Article } from '../../shared/contract/articles.ts';
import { findOffice } from '../../shared/contract/offices.ts';
import type { SiteAlert } from '../../shared/contract/site.ts';
import type { FeedName } from '../../shared/pages/page-module.ts';
import { feedPath, feedTitle } from './page-meta.ts';
import { OFFICE_PAGE } from './route-meta.ts';
import { xmlEscape } from './xml.ts';

/** Items per feed: enough for any reader to catch up, small enough to fetch often. */
export const FEED_ITEMS = 50;

/** RFC 822 date, as RSS 2.0 asks (Sat, 01 Jun 2025 08:30:00 GMT). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function feedDescription(feed: FeedName): string {
  if (feed === 'all') return `News, proposals and completed projects of the ${siteConfig.campus_name}.`;
  return `Articles of the ${findOffice(feed)?.name ?? feed}, ${siteConfig.campus_name}.`;
}

/** Feed names: `all` or an office slug. */
export function parseFeedName(name: string): FeedName | undefined {
  if (name === 'all') return 'all';
  return findOffice(name)?.slug === name ? (name as FeedName) : undefined;
}

function alertItem(base: string, alert: SiteAlert): string {
  const link = alert.link ? (alert.link.startsWith('/') ? `${base}${alert.link}` : alert.link) : `${base}/`;
  return [
    '    <item>',
    `      <title>${xmlEscape(`${ALERT_SEVERITY_LABELS[alert.severity]}: ${alert.title}`)}</title>`,
    `      <link>${xmlEscape(link)}</link>`,
    `      <guid isPermaLink="false">${xmlEscape(`${base}/#alert-${alert.id}`)}</guid>`,
    `      <pubDate>${rfc822(alert.starts_at)}</pubDate>`,
    '      <category>Campus alert</category>',
    `      <description>${xmlEscape(alert.message)}</description>`,
    '    </item>',
  ].join('\n');
}

export function rssXml(
  base: string,
  feed: FeedName,
  articles: readonly Article[],
  builtAt: string,
  alert?: SiteAlert | null,
): string {
  const link = `${base}${feed === 'all' ? '/' : OFFICE_PAGE[feed]}`;
  const items = articles.map((a) => {
    const url = `${base}/news/${a.article_id}`;
    const published = a.published_at ?? a.created_at;
    return [
      '    <item>',
      `      <title>${xmlEscape(a.title)}</title>`,
      `      <link>${xmlEscape(url)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(url)}</guid>`,
      `      <pubDate>${rfc822(published)}</pubDate>`,
      `      <category>${xmlEscape(a.office_name)}</category>`,
      `      <description>${xmlEscape(a.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = articles[0];
  const lastBuild = newest ? (newest.published_at ?? newest.created_at) : builtAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlEscape(feedTitle(feed))}</title>`,
    `    <link>${xmlEscape(link)}</link>`,
    `    <description>${xmlEscape(feedDescription(feed))}</description>`,
    `    <language>${siteConfig.locale.toLowerCase()}</language>`,
    `    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(`${base}${feedPath(feed)}`)}" rel="self" type="application/rss+xml" />`,
    ...(alert ? [alertItem(base, alert)] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
