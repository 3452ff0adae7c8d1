// schema.org structured data: the campus (CollegeOrUniversity) on the home page, with the active campus alert
// as a SpecialAnnouncement; NewsArticle on articles; Event on event pages.
import { siteConfig } from '../../../config/site.ts';
import type { SiteAlert, SiteEvent } from '../../shared/contract/site.ts';

const country = siteConfig.locale.split('-')[1] ?? 'PH';
export const LOGO_PATH = '/favicon.svg';

/** The campus as a CollegeOrUniversity, with the site and its search as a WebSite. */
export function campusJsonLd(base: string): object {
  const orgId = `${base}/#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'CollegeOrUniversity',
        '@id': orgId,
        name: siteConfig.campus_name,
        alternateName: siteConfig.site_name,
        description: siteConfig.description,
        url: `${base}/`,
        logo: `${base}${LOGO_PATH}`,
        email: siteConfig.contact_email,
        telephone: siteConfig.contact,
        address: {
          '@type': 'PostalAddress',
          streetAddress: siteConfig.address,
          addressLocality: siteConfig.town_province,
          addressCountry: country,
        },
        parentOrganization: { '@type': 'CollegeOrUniversity', name: siteConfig.university_name },
        sameAs: siteConfig.social.map((s) => s.url),
      },
      {
        '@type': 'WebSite',
        '@id': `${base}/#website`,
        url: `${base}/`,
        name: siteConfig.site_name,
        inLanguage: siteConfig.locale,
        publisher: { '@id': orgId },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${base}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

export interface NewsArticleData {
  url: string;
  headline: string;
  description: string;
  image?: string;
  datePublished: string;
  dateModified: string;
  officeName: string;
  officeUrl: string;
}

/** Search engines show at most 110 characters of a headline. */
const HEADLINE_MAX = 110;

export function newsArticleJsonLd(base: string, a: NewsArticleData): object {
  const headline =
    a.headline.length > HEADLINE_MAX ? `${a.headline.slice(0, HEADLINE_MAX - 1)}…` : a.headline;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': `${a.url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    url: a.url,
    headline,
    description: a.description,
    ...(a.image ? { image: [a.image] } : {}),
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    inLanguage: siteConfig.locale,
    articleSection: a.officeName,
    author: { '@type': 'Organization', name: a.officeName, url: a.officeUrl },
    publisher: {
      '@type': 'CollegeOrUniversity',
      '@id': `${base}/#organization`,
      name: siteConfig.campus_name,
      url: `${base}/`,
      logo: { '@type': 'ImageObject', url: `${base}${LOGO_PATH}` },
    },
  };
}

/** The active campus alert as a SpecialAnnouncement (added to the home page's graph). */
export function alertJsonLd(base: string, alert: SiteAlert): object {
  return {
    '@type': 'SpecialAnnouncement',
    '@id': `${base}/#alert-${alert.id}`,
    name: alert.title,
    text: alert.message,
    datePosted: alert.starts_at,
    ...(alert.ends_at ? { expires: alert.ends_at } : {}),
    ...(alert.link ? { url: alert.link.startsWith('/') ? `${base}${alert.link}` : alert.link } : {}),
    announcementLocation: { '@id': `${base}/#organization` },
  };
}

/** Event times are entered in Asia/Manila (UTC+8 all year). */
const manila = (date: string, time: string | null) => (time ? `${date}T${time}:00+08:00` : date);

export function eventJsonLd(base: string, e: SiteEvent): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${base}/events/${e.id}#event`,
    url: `${base}/events/${e.id}`,
    name: e.title,
    description: e.description,
    startDate: manila(e.date, e.start_time),
    ...(e.end_date || e.end_time ? { endDate: manila(e.end_date ?? e.date, e.end_time) } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: e.place,
      address: {
        '@type': 'PostalAddress',
        streetAddress: siteConfig.address,
        addressLocality: siteConfig.town_province,
        addressCountry: country,
      },
    },
    organizer: { '@type': 'Organization', name: e.office_name },
  };
}
