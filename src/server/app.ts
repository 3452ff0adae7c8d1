// Builds the Fastify application: plugins first, then routes by resource.
import fs from 'node:fs';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config, TrustProxy } from './config.ts';
import type { Db } from './db/dialect.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createLogger, lazyChildLoggerFactory } from './lib/logger.ts';
import accessLogPlugin from './plugins/access-log.ts';
import articleEventsPlugin from './plugins/article-events.ts';
import authPlugin from './plugins/auth.ts';
import caseMailPlugin from './plugins/case-mail.ts';
import clientPlugin from './plugins/client.ts';
import configPlugin from './plugins/config.ts';
import contextPlugin from './plugins/context.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';
import jobsPlugin from './plugins/jobs.ts';
import metricsPlugin from './plugins/metrics.ts';
import replyCachePlugin from './plugins/reply-cache.ts';
import securityPlugin from './plugins/security.ts';
import siteContentPlugin from './plugins/site-content.ts';
import siteSearchPlugin from './plugins/site-search.ts';
import storagePlugin from './plugins/storage.ts';
import visitorPlugin from './plugins/visitor.ts';
import accountSessionsRoutes from './routes/account-sessions.ts';
import adminArticlesRoutes from './routes/admin-articles.ts';
import adminAuditRoutes from './routes/admin-audit.ts';
import adminCasesRoutes from './routes/admin-cases.ts';
import adminEditorialRoutes from './routes/admin-editorial.ts';
import adminLinkChecksRoutes from './routes/admin-link-checks.ts';
import adminReviewsRoutes from './routes/admin-reviews.ts';
import adminUsersRoutes from './routes/admin-users.ts';
import alertPagesRoutes from './routes/alert-pages.ts';
import articlesRoutes from './routes/articles.ts';
import authRoutes from './routes/auth.ts';
import citizenServiceRoutes from './routes/citizen-services.ts';
import csmRoutes from './routes/csm.ts';
import directoryRoutes from './routes/directory.ts';
import documentRoutes from './routes/documents.ts';
import foiRoutes from './routes/foi.ts';
import foiReportRoutes from './routes/foi-report.ts';
import foiRequesterRoutes from './routes/foi-requester.ts';
import healthRoutes from './routes/health.ts';
import honeypotRoutes from './routes/honeypot.ts';
import mediaRoutes from './routes/media.ts';
import newsRoutes from './routes/news.ts';
import pageFormRoutes from './routes/page-forms.ts';
import procurementRoutes from './routes/procurement.ts';
import pushRoutes from './routes/push.ts';
import reviewDateRoutes from './routes/review-dates.ts';
import searchRoutes from './routes/search.ts';
import seoRoutes from './routes/seo.ts';
import signInFormRoutes from './routes/sign-in-forms.ts';
import siteContentRoutes from './routes/site-content.ts';
import siteImagesRoutes from './routes/site-images.ts';
import subscriptionRoutes from './routes/subscriptions.ts';
import twoFactorRoutes from './routes/two-factor.ts';
import type { Storage } from './storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    sessionSecret: string;
    db: Db;
    storage: Storage;
    appVersion: string;
    /** Set when a shutdown begins: readiness answers 503 from then on. */
    lifecycle: { draining: boolean };
    /** The built client's index.html, or undefined when the client is not built (API tests). */
    clientIndexHtml: () => string | undefined;
  }
}

export interface BuildOptions {
  config: Config;
  /** An already open database (tests pass a fresh one); otherwise opened from config. */
  db?: Db;
  storage?: Storage;
  clock?: Clock;
  /** false: no logging at all (most tests). */
  logger?: false;
  /** Where log lines go instead of stdout (tests read them); the level is still `config.logLevel`. */
  logStream?: DestinationStream;
}

const packageVersion: string = JSON.parse(
  fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

/**
 * Fastify's own hop count trusts no one, so hops are a function: the socket's peer and the next hops-1
 * addresses of X-Forwarded-For (right to left) are proxies, the address before them is the client's.
 */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((addr: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('addresses' in trust) return trust.addresses;
  return (_addr, hop) => hop < trust.hops;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const log = opts.logger === false ? undefined : createLogger(opts.config.logLevel, opts.logStream);
  const app = Fastify({
    ...(log
      ? { loggerInstance: log.logger as FastifyBaseLogger, childLoggerFactory: lazyChildLoggerFactory }
      : { logger: false }),
    // One access line per request instead of Fastify's two (plugins/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(opts.config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors raised before routing answer {ok:false,message} like the rest of the API (plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler,
    // While draining, a request that still arrives on an open connection is served (with Connection: close
    // below), not refused with a 503 that a proxy may not retry (a POST); new connections are refused, which
    // the proxy does retry on the other instance.
    return503OnClosing: false,
  });
  app.decorate('appVersion', packageVersion);
  app.decorate('lifecycle', { draining: false });
  // Each answer sent while draining closes its connection, so a keep-alive client (nginx) opens its next one
  // to the other instance instead of sending more here.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  if (log) app.addHook('onClose', async () => log.flush());
  if (opts.config.trustProxy !== false && 'legacy' in opts.config.trustProxy) {
    app.log.warn(
      'TRUST_PROXY=true now trusts one proxy hop (the address the proxy in front saw); set TRUST_PROXY to the ' +
        'number of proxies in front of this server, or to their addresses, to silence this warning',
    );
  }

  await app.register(configPlugin, { config: opts.config, clock: opts.clock ?? systemClock });
  await app.register(errorsPlugin);
  await app.register(accessLogPlugin, { write: log?.access, atInfo: opts.config.accessLog });
  await app.register(metricsPlugin);
  await app.register(dbPlugin, { db: opts.db });
  await app.register(storagePlugin, { storage: opts.storage });
  await app.register(securityPlugin);
  await app.register(articleEventsPlugin);
  await app.register(replyCachePlugin, { write: log?.access, atInfo: opts.config.accessLog });
  await app.register(siteContentPlugin);
  await app.register(visitorPlugin);
  await app.register(caseMailPlugin);
  await app.register(contextPlugin);
  await app.register(siteSearchPlugin);
  await app.register(authPlugin);
  await app.register(jobsPlugin);

  await app.register(healthRoutes);
  await app.register(searchRoutes);
  await app.register(newsRoutes);
  await app.register(articlesRoutes);
  await app.register(authRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminArticlesRoutes);
  await app.register(adminEditorialRoutes);
  await app.register(adminReviewsRoutes);
  await app.register(adminLinkChecksRoutes);
  await app.register(adminCasesRoutes);
  await app.register(foiRoutes);
  await app.register(foiReportRoutes);
  await app.register(twoFactorRoutes);
  await app.register(accountSessionsRoutes);
  await app.register(adminAuditRoutes);
  await app.register(mediaRoutes);
  await app.register(siteContentRoutes);
  await app.register(siteImagesRoutes);
  await app.register(documentRoutes);
  await app.register(procurementRoutes);
  await app.register(citizenServiceRoutes);
  await app.register(directoryRoutes);
  await app.register(reviewDateRoutes);
  await app.register(honeypotRoutes);
  await app.register(seoRoutes);
  await app.register(alertPagesRoutes);
  await app.register(subscriptionRoutes);
  await app.register(csmRoutes);
  await app.register(foiRequesterRoutes);
  await app.register(pushRoutes);
  await app.register(signInFormRoutes);

  await app.register(clientPlugin);
  // After the client plugin: a post is answered with its page, drawn by it.
  await app.register(pageFormRoutes);
  return app;
}
