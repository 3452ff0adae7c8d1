// The site's configured address (the server's PUBLIC_URL, src/server/seo/base-url.ts), for links that leave
// the site: share links and the canonical and preview tags. The server renders with it and sends it in the
// page's JSON block, so the hydrated page and later client-side navigations use the same address, never the
// one the browser happens to be on (a proxy's internal name, a mirror). Pages drawn only in the browser (the
// portal, development) fall back to the browser's own origin.
import { createContext, useContext } from 'react';

export const SiteUrlContext = createContext<string | undefined>(undefined);

/** The site's base URL without a trailing slash. */
export function useSiteUrl(): string {
  const configured = useContext(SiteUrlContext);
  if (configured) return configured;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** `path` (site-relative, or already absolute) as an absolute URL on `base`. */
export function absoluteUrl(base: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
