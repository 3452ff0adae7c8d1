// The site's absolute address for canonical links, previews, feeds, robots.txt and the sitemap. Never taken
// from a request: these replies are publicly cacheable, and a cache that does not key on Host could keep a
// forged Host's links for everyone. PUBLIC_URL when set (a server start requires it in production and behind
// a proxy, see config.ts), otherwise the fixed local address of a development or test run.
import type { Config } from '../config.ts';

export function siteBaseUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `http://localhost${config.port ? `:${config.port}` : ''}`;
}
