// Change notifications: writes (admin articles, site content, media) announce changes; readers (list caches,
// rendered pages, reply cache, sitemap, search index, image memos) subscribe. On Postgres every change also
// reaches the other instances on the same database through LISTEN/NOTIFY (docs/decisions/0013-change-bus.md);
// SQLite runs one instance, so in-process delivery is all it needs.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { ArticleChange } from '../domain/changes.ts';

export interface ArticleEvents {
  onChange(listener: (change: ArticleChange) => void): void;
  emitChange(change: ArticleChange): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    articleEvents: ArticleEvents;
    /** State of the cross-instance delivery, for readiness and metrics. */
    changeBus: { readonly connected: boolean; readonly enabled: boolean };
  }
}

/** What a reconnected instance announces to its own caches: it may have missed changes while away. */
export const RESYNC: ArticleChange = { kind: 'content', area: 'resync' };

interface BusMessage {
  /** The sending instance: it has already applied the change and ignores its own echo. */
  from: string;
  change: ArticleChange;
}

const RETRY_MS = [500, 1000, 2000, 5000];

export default fp(
  async function articleEvents(app: FastifyInstance) {
    const listeners: Array<(c: ArticleChange) => void> = [];
    const deliver = (change: ArticleChange) => {
      for (const l of listeners) {
        try {
          l(change);
        } catch (err) {
          app.log.error({ err, change: change.kind }, 'a change listener failed');
        }
      }
    };

    const target = app.config.database;
    const enabled = target.kind === 'postgres' && app.db.kind === 'postgres';
    const instance = randomBytes(8).toString('hex');
    let channel = '';
    let client: pg.Client | undefined;
    let connected = false;
    let closing = false;
    let retry = 0;
    let retryTimer: NodeJS.Timeout | undefined;

    const connect = async (): Promise<void> => {
      const c = new pg.Client({
        connectionString: target.kind === 'postgres' ? target.url : undefined,
        keepAlive: true,
        connectionTimeoutMillis: target.kind === 'postgres' ? (target.connectTimeoutMs ?? 5000) : 5000,
      });
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      c.on('notification', (msg) => {
        if (msg.channel !== channel || !msg.payload) return;
        try {
          const parsed = JSON.parse(msg.payload) as BusMessage;
          if (parsed.from !== instance) deliver(parsed.change);
        } catch (err) {
          app.log.warn({ err }, 'change bus: unreadable message ignored');
        }
      });
      await c.connect();
      // One channel per schema: installs (and test runs) sharing a database never see each other's changes.
      const { rows } = await c.query<{ schema: string }>('select current_schema() as schema');
      channel = `campus_changes_${rows[0]?.schema ?? 'public'}`.slice(0, 63);
      await c.query(`LISTEN "${channel}"`);
      const wasDown = retry > 0;
      client = c;
      connected = true;
      retry = 0;
      if (wasDown) {
        app.log.warn('change bus connected again; caches cleared in case a change was missed');
        deliver(RESYNC);
      }
    };

    const lost = (c: pg.Client) => {
      if (client !== c && client !== undefined) return;
      client = undefined;
      c.removeAllListeners('end');
      c.end().catch(() => {});
      if (closing) return;
      if (connected) app.log.warn('change bus lost its database connection; reconnecting');
      connected = false;
      schedule();
    };

    const schedule = () => {
      if (closing || retryTimer) return;
      const delay = RETRY_MS[Math.min(retry, RETRY_MS.length - 1)] ?? 5000;
      retry++;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        connect().catch(() => schedule());
      }, delay);
      retryTimer.unref();
    };

    if (enabled) {
      try {
        await connect();
      } catch (err) {
        app.log.warn({ err }, 'change bus could not connect; changes stay on this instance until it does');
        retry = 1;
        schedule();
      }
      app.addHook('onClose', async () => {
        closing = true;
        if (retryTimer) clearTimeout(retryTimer);
        await client?.end().catch(() => {});
      });
    }

    const publish = (change: ArticleChange) => {
      if (!enabled || !channel) return;
      const payload: BusMessage = { from: instance, change };
      // Through the pool, not the listening connection: a publish never waits behind a reconnect.
      app.db.kysely
        .selectNoFrom((eb) =>
          eb.fn('pg_notify', [eb.val(channel), eb.val(JSON.stringify(payload))]).as('sent'),
        )
        .execute()
        .catch((err) => app.log.warn({ err, change: change.kind }, 'change bus could not publish a change'));
    };

    app.decorate('articleEvents', {
      onChange: (l) => void listeners.push(l),
      emitChange: (c) => {
        deliver(c);
        publish(c);
      },
    } satisfies ArticleEvents);
    app.decorate('changeBus', {
      get connected() {
        return connected;
      },
      enabled,
    });
  },
  { name: 'article-events', dependencies: ['config', 'db'] },
);
