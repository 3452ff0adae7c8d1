// Opens the database (unless the caller passes one), runs migrations, closes it on shutdown.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, openDb } from '../db/dialect.ts';
import { migrateToLatest } from '../db/migrate.ts';

export default fp(
  async function db(app: FastifyInstance, opts: { db?: Db }) {
    const database =
      opts.db ??
      openDb(app.config.database, (err) =>
        app.log.warn({ err: err.message }, 'database connection lost; the pool reconnects on the next query'),
      );
    if (!opts.db) app.addHook('onClose', () => database.close());
    await migrateToLatest(database.kysely, database.kind);
    app.decorate('db', database);
  },
  { name: 'db', dependencies: ['config'] },
);
