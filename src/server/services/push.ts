// Web push for campus alerts (docs/decisions/0039-subscriptions-and-push.md): browsers subscribe with the
// Push API; a posted, updated or lifted alert queues one push per device in the alert's transaction, and the
// delivery job sends each once from whichever instance (conditional claim, as the mail queue), encrypted per
// RFC 8291 and signed with VAPID (RFC 8292) by the web-push library. A push service answering 404 or 410 means
// the device unsubscribed: its subscription is removed.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import webpush from 'web-push';
import { siteConfig } from '../../../config/site.ts';
import { ALERT_SEVERITY_LABELS } from '../../shared/contract/alert-severities.ts';
import type { SiteAlert } from '../../shared/contract/site.ts';
import { alertPath } from '../../shared/routes.ts';
import type { Database } from '../db/schema.ts';
import * as repo from '../repositories/push.ts';
import type { AppContext } from './app-context.ts';
import { retryDelayMs } from './case-mail.ts';
import type { AlertNews } from './subscriptions.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;
type Db = Kysely<Database> | Transaction<Database>;
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The delivery job's name (jobs/push-delivery.ts), which routes nudge after queueing pushes. */
export const PUSH_DELIVERY_JOB = 'push delivery';
const LEASE_MS = 2 * 60_000;
const BATCH = 50;
const keyCache = new WeakMap<object, Promise<VapidKeys>>();

/** The environment's pair, or the one generated once and kept in the database for every instance. */
export function vapidKeys(ctx: Pick<Ctx, 'db' | 'config'>): Promise<VapidKeys> {
  if (ctx.config.vapid) return Promise.resolve(ctx.config.vapid);
  let keys = keyCache.get(ctx.db);
  if (!keys) {
    keys = (async () => {
      const db = ctx.db.kysely;
      let row = await repo.readKeys(db);
      if (!row) {
        const made = webpush.generateVAPIDKeys();
        await repo.insertKeysOnce(db, made.publicKey, made.privateKey);
        row = await repo.readKeys(db);
      }
      if (!row) throw new Error('VAPID keys could not be stored');
      return { publicKey: row.public_key, privateKey: row.private_key };
    })();
    keys.catch(() => keyCache.delete(ctx.db));
    keyCache.set(ctx.db, keys);
  }
  return keys;
}

/** Push services are https: the server posts to the endpoint, so nothing else is accepted. */
export function acceptableEndpoint(endpoint: string): boolean {
  return URL.canParse(endpoint) && new URL(endpoint).protocol === 'https:';
}

export async function subscribeDevice(
  ctx: Ctx,
  s: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  await repo.upsertSubscription(ctx.db.kysely, {
    endpoint: s.endpoint,
    p256dh: s.keys.p256dh,
    auth: s.keys.auth,
    created_at: ctx.clock.now().toISOString(),
  });
}

export const unsubscribeDevice = (ctx: Pick<Ctx, 'db'>, endpoint: string) =>
  repo.deleteSubscription(ctx.db.kysely, { endpoint });

/** What a device shows: the service worker (public/push-worker.js) turns it into a notification. */
export function alertPushPayload(alert: SiteAlert, news: AlertNews, baseUrl: string): string {
  const kind = ALERT_SEVERITY_LABELS[alert.severity];
  const title =
    news.kind === 'posted'
      ? `${kind}: ${alert.title}`
      : `${news.kind === 'lifted' ? 'Lifted' : 'Update'}: ${alert.title}`;
  const body = news.kind === 'posted' ? alert.message : news.message;
  return JSON.stringify({
    title,
    body: `${body} (${alert.office_name})`.slice(0, 600),
    url: `${baseUrl}${alertPath(alert.id)}`,
    tag: `alert-${alert.id}`,
    site: siteConfig.site_name,
  });
}

/** Queues the push of an alert for every subscribed device, in the caller's (the alert's) transaction. */
export const queueAlertPush = (ctx: Pick<Ctx, 'clock'>, trx: Db, payload: string) =>
  repo.queueForAll(trx, payload, ctx.clock.now().toISOString());

/** Sends every due push this instance can claim; returns how many were delivered. */
export async function deliverDuePushes(ctx: Ctx & Partial<Pick<AppContext, 'log'>>): Promise<number> {
  const db = ctx.db.kysely;
  const keys = await vapidKeys(ctx);
  await repo.releaseExpired(db, ctx.clock.now().toISOString());
  let sent = 0;
  for (;;) {
    const ids = await repo.dueIds(db, ctx.clock.now().toISOString(), BATCH);
    if (ids.length === 0) break;
    let claimedAny = false;
    for (const id of ids) {
      const token = randomUUID();
      const now = ctx.clock.now();
      if (
        !(await repo.claim(
          db,
          id,
          token,
          now.toISOString(),
          new Date(now.getTime() + LEASE_MS).toISOString(),
        ))
      )
        continue;
      claimedAny = true;
      const row = await repo.claimedPush(db, id);
      if (!row) {
        await repo.deletePush(db, id);
        continue;
      }
      try {
        await webpush.sendNotification(
          { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
          row.payload,
          {
            vapidDetails: { subject: `mailto:${siteConfig.contact_email}`, ...keys },
            TTL: 24 * 3600,
            urgency: 'high',
            timeout: 10_000,
          },
        );
        await repo.deletePush(db, id);
        sent += 1;
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          // The browser unsubscribed or the subscription expired: nothing more goes to it.
          await repo.deleteSubscription(db, { id: Number(row.subscription_id) });
          continue;
        }
        const at = new Date(ctx.clock.now().getTime() + retryDelayMs(Number(row.attempts))).toISOString();
        await repo.retryLater(db, id, token, at);
        ctx.log?.warn({ pushId: id, status }, 'push not delivered; will retry');
      }
    }
    if (!claimedAny || ids.length < BATCH) break;
  }
  return sent;
}
