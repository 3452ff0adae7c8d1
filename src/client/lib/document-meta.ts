// Sets the page's title, description, Open Graph tags and canonical link, and restores the previous values
// on leaving (spec public §2, Article page).
import { useEffect } from 'react';
import { siteConfig } from '../../../config/site.ts';

export interface DocumentMeta {
  title: string;
  description: string;
  /** Absolute or site-relative URL of the page. */
  url: string;
  image?: string | null;
  type?: 'article' | 'website';
}

type TagSpec = { selector: string; create: () => HTMLElement; attr: 'content' | 'href' };

function metaTag(attr: 'name' | 'property', key: string): TagSpec {
  return {
    selector: `meta[${attr}="${key}"]`,
    create: () => {
      const el = document.createElement('meta');
      el.setAttribute(attr, key);
      return el;
    },
    attr: 'content',
  };
}

const TAGS = {
  description: metaTag('name', 'description'),
  ogTitle: metaTag('property', 'og:title'),
  ogDescription: metaTag('property', 'og:description'),
  ogType: metaTag('property', 'og:type'),
  ogUrl: metaTag('property', 'og:url'),
  ogImage: metaTag('property', 'og:image'),
  ogSiteName: metaTag('property', 'og:site_name'),
  twitterCard: metaTag('name', 'twitter:card'),
  canonical: {
    selector: 'link[rel="canonical"]',
    create: () => {
      const el = document.createElement('link');
      el.setAttribute('rel', 'canonical');
      return el;
    },
    attr: 'href',
  } satisfies TagSpec,
};

function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/** Applies `meta` while mounted (when defined); every tag and the title go back to what they were. */
export function useDocumentMeta(meta: DocumentMeta | undefined): void {
  const key = meta ? JSON.stringify(meta) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` captures every field of `meta`
  useEffect(() => {
    if (!meta) return;
    const restores: Array<() => void> = [];
    const previousTitle = document.title;
    document.title = `${meta.title} | ${siteConfig.site_name}`;
    restores.push(() => {
      document.title = previousTitle;
    });
    const set = (spec: TagSpec, value: string | null | undefined) => {
      if (!value) return;
      let el = document.head.querySelector<HTMLElement>(spec.selector);
      if (el) {
        const found = el;
        const before = found.getAttribute(spec.attr);
        restores.push(() => {
          if (before === null) found.removeAttribute(spec.attr);
          else found.setAttribute(spec.attr, before);
        });
      } else {
        el = spec.create();
        document.head.appendChild(el);
        const created = el;
        restores.push(() => created.remove());
      }
      el.setAttribute(spec.attr, value);
    };
    const url = absolute(meta.url);
    set(TAGS.description, meta.description);
    set(TAGS.ogTitle, meta.title);
    set(TAGS.ogDescription, meta.description);
    set(TAGS.ogType, meta.type ?? 'website');
    set(TAGS.ogUrl, url);
    set(TAGS.ogImage, meta.image ? absolute(meta.image) : undefined);
    set(TAGS.ogSiteName, siteConfig.site_name);
    set(TAGS.twitterCard, meta.image ? 'summary_large_image' : 'summary');
    set(TAGS.canonical, url);
    return () => {
      for (const restore of restores.reverse()) restore();
    };
  }, [key]);
}
