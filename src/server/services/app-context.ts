// The one context every service takes: what the server shares between requests and jobs, and nothing of
// Fastify. plugins/context.ts builds it once per app (app.ctx); routes and jobs hand it to services with the
// actor and the input (docs/decisions/0027-server-layers.md). A service or test that needs only a few of
// these takes `Pick<AppContext, …>`, so a unit test builds only what the rule uses.
import type { Transaction } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { EmitChange } from '../domain/changes.ts';
import type { MailSender } from '../domain/mail.ts';
import type { Clock } from '../lib/clock.ts';
import type { ImageCache } from '../lib/images.ts';
import type { Storage } from '../storage/storage.ts';

/** The queued case mail: the sender (absent when e-mail is not configured) and a nudge to send now. */
export interface MailQueue {
  readonly sender: MailSender | undefined;
  /** Asks the delivery job for a run now instead of at its next turn (no-op without a sender). */
  deliverSoon(): void;
}

type LogFn = { (obj: object, msg?: string): void; (msg: string): void };

/** The app's logger (pino), as much of it as services use. */
export interface Logger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface AppContext {
  db: Db;
  clock: Clock;
  config: Config;
  /** Signs session tokens and keys stored secrets and hashes (lib/secrets.ts). */
  sessionSecret: string;
  storage: Storage;
  /** Resized copies of stored images; a purge is announced on the change bus to the other instances. */
  imageCache: ImageCache;
  /** Announces a change on the change bus (plugins/article-events.ts). */
  emit: EmitChange;
  mail: MailQueue;
  log: Logger;
}

/** The same context with its database handle bound to a transaction, for services composed inside one. */
export const inTransaction = <C extends Pick<AppContext, 'db'>>(ctx: C, trx: Transaction<Database>): C => ({
  ...ctx,
  db: { ...ctx.db, kysely: trx },
});
