// Sets the page's title, description, Open Graph and Twitter tags and canonical link, and restores the previous
// values on leaving (docs/product/public-site.md#article-page). When the page was opened directly, the server already wrote
// this page's own tags into the HTML; leaving then falls back to the site's defaults instead, so the next page
// does not keep this page's canonical link or preview.
import { useEffect } from 'react';
import { siteConfig } from '../../../config/site.ts';
import { absoluteUrl, useSiteUrl } from './site-url.ts';

export interface DocumentMeta {
  title: string;
  description: string;
  /** Absolute or site-relative URL of the page. */
  url: string;
  image?: string | null;
  type?: 'article' | 'website';
}

interface TagSpec {
  selector: string;
  create: () => HTMLElement;
  attr: 'content' | 'href';
  /** The site default when leaving; null removes the tag. */
  fallback: string | null;
}

function metaTag(attr: 'name' | 'property', key: string, fallback: string | null): TagSpec {
  return {
    selector: `meta[${attr}="${key}"]`,
    create: () => {
      const el = document.createElement('meta');
      el.setAttribute(attr, key);
      return el;
    },
    attr: 'content',
    fallback,
  };
}

const TAGS = {
  description: metaTag('name', 'description', siteConfig.description),
  ogTitle: metaTag('property', 'og:title', siteConfig.site_name),
  ogDescription: metaTag('property', 'og:description', siteConfig.description),
  ogType: metaTag('property', 'og:type', 'website'),
  ogUrl: metaTag('property', 'og:url', null),
  ogImage: metaTag('property', 'og:image', null),
  twitterCard: metaTag('name', 'twitter:card', 'summary'),
  twitterTitle: metaTag('name', 'twitter:title', siteConfig.site_name),
  twitterDescription: metaTag('name', 'twitter:description', siteConfig.description),
  twitterImage: metaTag('name', 'twitter:image', null),
  canonical: {
    selector: 'link[rel="canonical"]',
    create: () => {
      const el = document.createElement('link');
      el.setAttribute('rel', 'canonical');
      return el;
    },
    attr: 'href',
    fallback: null,
  } satisfies TagSpec,
};

function samePath(a: string, b: string): boolean {
  try {
    return new URL(a, window.location.origin).pathname === new URL(b, window.location.origin).pathname;
  } catch {
    return false;
  }
}

/** Applies `meta` while mounted (when defined) and restores the head on leaving. */
export function useDocumentMeta(meta: DocumentMeta | undefined): void {
  const siteUrl = useSiteUrl();
  const key = meta ? JSON.stringify([siteUrl, meta]) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` captures every field of `meta`
  useEffect(() => {
    if (!meta) return;
    const restores: Array<() => void> = [];
    // The configured address (PUBLIC_URL), as the server wrote it: never the browser's own.
    const url = absoluteUrl(siteUrl, meta.url);
    const image = meta.image ? absoluteUrl(siteUrl, meta.image) : null;
    // A canonical link already naming this page means the server wrote the head for it: leaving must not
    // bring those values back.
    const canonicalBefore = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const ownHead = canonicalBefore ? samePath(canonicalBefore, url) : false;

    const title = `${meta.title} | ${siteConfig.site_name}`;
    const previousTitle = document.title;
    document.title = title;
    restores.push(() => {
      document.title = ownHead ? siteConfig.site_name : previousTitle;
    });

    const set = (spec: TagSpec, value: string | null | undefined) => {
      const existing = document.head.querySelector<HTMLElement>(spec.selector);
      const before = existing?.getAttribute(spec.attr) ?? null;
      if (!value) {
        // Nothing to say for this page: hide the previous page's value while this one is shown.
        if (existing) {
          existing.remove();
          restores.push(() => document.head.appendChild(existing));
        }
        return;
      }
      const el = existing ?? spec.create();
      if (!existing) document.head.appendChild(el);
      el.setAttribute(spec.attr, value);
      restores.push(() => {
        const restore = ownHead ? spec.fallback : before;
        if (restore === null) el.remove();
        else el.setAttribute(spec.attr, restore);
      });
    };

    set(TAGS.description, meta.description);
    set(TAGS.ogTitle, meta.title);
    set(TAGS.ogDescription, meta.description);
    set(TAGS.ogType, meta.type ?? 'website');
    set(TAGS.ogUrl, url);
    set(TAGS.ogImage, image);
    set(TAGS.twitterCard, image ? 'summary_large_image' : 'summary');
    set(TAGS.twitterTitle, meta.title);
    set(TAGS.twitterDescription, meta.description);
    set(TAGS.twitterImage, image);
    set(TAGS.canonical, url);
    return () => {
      for (const restore of restores.reverse()) restore();
    };
  }, [key]);
}
