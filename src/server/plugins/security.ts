// Security headers (with a Content Security Policy the app passes), compression, cookies, rate limits.
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { siteConfig } from '../../../config/site.ts';

export default fp(
  async function security(app: FastifyInstance) {
    const frameSources = ["'self'", ...siteConfig.embedOrigins];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Inline style attributes are used for computed sizes (carousel offsets, progress bars).
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: frameSources,
          objectSrc: ["'self'"],
          mediaSrc: ["'self'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
        },
      },
      // Pages embed the charter PDF served by this same origin.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: app.config.publicUrl?.startsWith('https://') ? { maxAge: 15552000 } : false,
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
    await app.register(cookie, { secret: app.sessionSecret });

    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          lazyConnect: false,
        })
      : undefined;
    if (redis) app.addHook('onClose', async () => void redis.quit());
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'campus-rl:' } : {}),
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        ok: false,
        message: `Too many requests. Please try again in ${Math.max(1, Math.ceil(ctx.ttl / 1000))} seconds.`,
      }),
    });
  },
  { name: 'security', dependencies: ['config'] },
);
