// Whether a request comes from a phone's browser, so the server draws the phone layout that the browser will
// hydrate (src/client/lib/use-media-query.ts). Read from headers alone, so the reply cache
// (plugins/reply-cache.ts) can key on it before routing.
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The Sec-CH-UA-Mobile client hint where the browser sends it, else "Mobi" in the User-Agent (the convention
 * every mobile browser follows).
 */
export function isMobileBrowser(headers: IncomingHttpHeaders): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /Mobi|iPhone|Android.+Mobile/i.test(headers['user-agent'] ?? '');
}
