// The campus alerts' pages (docs/decisions/0032-alert-pages-and-subscriptions.md): /alerts, /alerts/{id} and
// each alert's card image. Pages are small documents drawn here (seo/alert-pages.ts), kept like the rendered
// pages (ETag, compressed once, the reply cache) until content changes or an alert starts or ends.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { ALERTS_PATH, numericIdOf } from '../../shared/routes.ts';
import { ifNoneMatchHits, ListCache, negotiateEncoding, textBody } from '../lib/list-cache.ts';
import { alertCardSvg, alertPageHtml, alertsIndexHtml } from '../seo/alert-pages.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { findAlertWithUpdates, listAllAlerts } from '../services/site-content.ts';

/** The /alerts page lists this many, the latest first. */
const ALERTS_LISTED = 200;

export default async function alertPagesRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const pages = new ListCache({
    freshMs: 60_000,
    staleMs: 300_000,
    maxEntries: 300,
    maxBytes: 8 * 1024 * 1024,
    toBody: (value) => textBody(value as string),
    onRefreshError: (err) => app.log.error({ err }, 'alert page failed'),
  });
  // Card images change only with their alert; drawn once each (about 30 ms) and kept until content changes.
  const cards = new Map<number, Promise<Buffer | undefined>>();
  app.articleEvents.onChange(() => {
    pages.invalidate();
    cards.clear();
  });

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    build: () => Promise<string | undefined>,
  ) {
    // Kept only until an alert starts or ends or the campus date turns (the validity each page shows).
    const stamp = await app.siteContent.clockStamp();
    const key = `${siteBaseUrl(app.config)}|${stamp}|${request.url}`;
    const cached = await pages.get(key, build);
    if (!cached) return reply.callNotFound();
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('ETag', cached.etag);
    reply.header('Vary', 'Accept-Encoding');
    if (ifNoneMatchHits(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
    reply.keepInReplyCache = true;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding) return reply.header('Content-Encoding', encoding).send(await cached.encoded(encoding));
    return reply.send(cached.body);
  }

  app.get(ALERTS_PATH, async (request, reply) =>
    sendPage(request, reply, async () => {
      const alerts = (await listAllAlerts(db)).slice(0, ALERTS_LISTED);
      return alertsIndexHtml(alerts, siteBaseUrl(app.config), app.clock.now());
    }),
  );

  app.get<{ Params: { id: string } }>(`${ALERTS_PATH}/:id`, async (request, reply) => {
    const id = numericIdOf(request.params.id);
    if (id === undefined) return reply.callNotFound();
    return sendPage(request, reply, async () => {
      const alert = await findAlertWithUpdates(db, id);
      return alert && alertPageHtml(alert, siteBaseUrl(app.config), app.clock.now());
    });
  });

  app.get<{ Params: { id: string } }>(`${ALERTS_PATH}/:id/card.png`, async (request, reply) => {
    const id = numericIdOf(request.params.id);
    if (id === undefined) return reply.callNotFound();
    let card = cards.get(id);
    if (!card) {
      card = findAlertWithUpdates(db, id).then((alert) =>
        alert
          ? sharp(Buffer.from(alertCardSvg(alert)))
              .png({ compressionLevel: 9 })
              .toBuffer()
          : undefined,
      );
      if (cards.size >= 500) cards.clear();
      cards.set(id, card);
      card.catch(() => cards.delete(id));
    }
    const png = await card;
    if (!png) return reply.callNotFound();
    return reply.type('image/png').header('Cache-Control', 'public, max-age=300').send(png);
  });
}
