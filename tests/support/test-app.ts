// A fresh application on a fresh database for each test file: SQLite in a temp dir, or a new Postgres schema.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { type Db, openDb } from '../../src/server/db/dialect.ts';
import { type Clock, systemClock } from '../../src/server/lib/clock.ts';
import { seed } from '../../src/server/seed/seed.ts';
import type { Storage } from '../../src/server/storage/storage.ts';

export const SUPERADMIN = { email: 'super@campus.test', password: 'Sup3rSecret9' };
export const MONITOR_PASSWORD = 'Monit0rPassword';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export const testDbKind = (): 'sqlite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** Opens an empty database of the kind under test; `drop` removes it. */
export async function freshDb(dataDir: string): Promise<{ db: Db; drop(): Promise<void> }> {
  if (testDbKind() === 'sqlite') {
    const db = openDb({ kind: 'sqlite', file: path.join(dataDir, 'test.db') });
    return { db, drop: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the Postgres suite');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = openDb({ kind: 'postgres', url, schema });
  return {
    db,
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    clock?: Clock;
    storage?: Storage;
    seedDemo?: boolean;
    /** Log lines go here (at the env's LOG_LEVEL) instead of nowhere. */
    logStream?: DestinationStream;
    /** Called before the app is ready, e.g. to add a route that fails. */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: SUPERADMIN.email,
    ADMIN_PASSWORD: SUPERADMIN.password,
    MONITOR_PASSWORD,
    SEED_DEMO: opts.seedDemo ? 'true' : 'false',
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const { db, drop } = await freshDb(dataDir);
  const clock = opts.clock ?? systemClock;
  const app = await buildApp({
    config,
    db,
    clock,
    storage: opts.storage,
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
  });
  opts.beforeReady?.(app);
  await seed({ db, storage: app.storage, config, clock });
  await app.ready();
  return {
    app,
    db,
    config,
    dataDir,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
