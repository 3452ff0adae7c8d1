// The site's absolute address for canonical links, previews, feeds and the sitemap: PUBLIC_URL when set,
// otherwise the request's protocol and host (the protocol honours X-Forwarded-Proto with TRUST_PROXY).
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** A host name or IP (IPv6 in brackets) with an optional port; anything else is not echoed into pages. */
const SAFE_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function siteBaseUrl(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}
