// Security headers (with a Content Security Policy the app passes), compression, cookies, rate limits.
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import { siteConfig } from '../../../config/site.ts';
import { charterFrameOrigins } from '../../shared/charter.ts';
import { redisWithFallbackStore } from '../lib/rate-limit-store.ts';
import { WEB_FONTS_FLAG_HASH } from '../seo/web-fonts-flag.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (rate-limit counters; readiness checks it). */
    redis: Redis | undefined;
  }
}

export default fp(
  async function security(app: FastifyInstance) {
    const headers = securityHeaders();
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // Behind a TLS-terminating proxy (TRUST_PROXY, X-Forwarded-Proto: https): browsers keep to https for a
      // year. Never on plain http, where the header would mean nothing and could pin a test host to https.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
    // Parsed only by the routes that read a cookie (plugins/visitor.ts), not on every request.
    await app.register(cookie, { secret: app.sessionSecret, hook: false });

    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          lazyConnect: false,
          // A hung Redis (accepts, never answers) must not hold requests: every command and every connection
          // attempt is bounded, and the rate-limit store then counts locally as when Redis is down.
          commandTimeout: app.config.redisTimeoutMs,
          connectTimeout: app.config.redisTimeoutMs,
        })
      : undefined;
    app.decorate('redis', redis);
    // quit() rejects when Redis is unreachable; a shutdown must not fail on that.
    if (redis) app.addHook('onClose', async () => void redis.quit().catch(() => redis.disconnect()));
    await app.register(rateLimit, {
      global: false,
      // Redis shares the counters between instances; while it is down each instance counts on its own.
      ...(redis ? { store: redisWithFallbackStore(redis, app.log, 'campus-rl:') } : {}),
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        ok: false,
        message: `Too many requests. Please try again in ${Math.max(1, Math.ceil(ctx.ttl / 1000))} seconds.`,
      }),
    });
  },
  { name: 'security', dependencies: ['config'] },
);

/** Frame sources: this origin, the configured embed origins and the external charter PDF's origin. */
export function frameSourcesFor(
  site: Pick<typeof siteConfig, 'embedOrigins' | 'charterPdfExternalUrl' | 'charterPdfSampleUrl'>,
): string[] {
  return [...new Set(["'self'", ...site.embedOrigins, ...charterFrameOrigins(site)])];
}
const frameSources = frameSourcesFor(siteConfig);
let builtHeaders: Record<string, string> | undefined;

/**
 * The security headers of every reply, errors raised before routing included (plugins/errors.ts). They never
 * vary per request, so helmet computes them once rather than on every request (measurably cheaper on the hot
 * list reads). Images: this site's own (content images are its own media only, ADR 0024), data: for the
 * drawn org charts and the two-step QR code, blob: for the editor's previews of chosen files.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  builtHeaders ??= buildSecurityHeaders();
  return builtHeaders;
}

function buildSecurityHeaders(): Record<string, string> {
  const headers = staticSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The hash admits the rendered pages' one inline script (seo/web-fonts-flag.ts), nothing else inline.
        scriptSrc: ["'self'", WEB_FONTS_FLAG_HASH],
        // Inline style attributes are used for computed sizes (carousel offsets, progress bars).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Frames only for the charter PDF viewer (same origin); plugins never: article content that slipped
        // an <iframe>, <object> or <embed> past both sanitisers still could not load anything.
        frameSrc: frameSources,
        childSrc: frameSources,
        objectSrc: ["'none'"],
        mediaSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
      },
    },
    // Pages frame the charter PDF served by this same origin.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent per request below, only when the request really came over https.
    hsts: false,
  });
  // Powerful features the site never uses are denied everywhere; geolocation is allowed on the concern
  // page only (plugins/client.ts widens it there).
  headers['permissions-policy'] = permissionsPolicy(false);
  return headers;
}

/** One year; no includeSubDomains, since other hosts under the campus domain are not ours to pin. */
export const HSTS = 'max-age=31536000';

// Only features browsers recognise: an unknown name (e.g. 'bluetooth') makes Chromium log a warning on every page.
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** The Permissions-Policy header: everything the site does not use denied; geolocation only when asked. */
export function permissionsPolicy(allowGeolocation: boolean): string {
  return [...DENIED_FEATURES.map((f) => `${f}=()`), `geolocation=${allowGeolocation ? '(self)' : '()'}`].join(
    ', ',
  );
}

/** Runs helmet once against a stand-in response and returns the headers it sets. */
function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  // biome-ignore lint/suspicious/noExplicitAny: helmet's middleware takes Node's request/response types
  helmet(options)({} as any, res as any, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}
