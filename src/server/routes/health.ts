// Health checks for load balancers and orchestrators. `/api/health` (the original check: the database) and
// `/api/health/ready` (database and storage; 503 while the instance drains during shutdown) answer within a
// second even when a dependency hangs; `/api/health/live` only says the process serves requests. Redis is
// optional (rate limits fall back to per-instance counters without it), so a Redis outage marks readiness
// degraded, never unready: every instance shares the one Redis, and a 503 would take the whole site out.
import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '../../shared/contract/common.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { databaseAnswers } from '../services/health.ts';

/** Each dependency gets this long; the checks run side by side, so a health answer stays under 1 s. */
const CHECK_TIMEOUT_MS = 800;

type CheckResult = 'ok' | 'failed' | 'timeout';

async function check(run: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([run().then((): CheckResult => 'ok'), timeout]);
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export default async function healthRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  const noStore = { 'cache-control': 'no-store' };
  const database = () => check(() => databaseAnswers(app.ctx));

  route(healthEndpoints.health, {}, async (_input, _req, reply) => {
    reply.headers(noStore);
    if ((await database()) === 'ok') return { ok: true, db: app.db.kind, version: app.appVersion };
    return reply.code(503).send({ ok: false, db: app.db.kind, message: 'Database unavailable' });
  });

  route(healthEndpoints.live, {}, async (_input, _req, reply) => {
    reply.headers(noStore);
    return { ok: true, version: app.appVersion };
  });

  route(healthEndpoints.ready, {}, async (_input, _req, reply) => {
    reply.headers(noStore);
    if (app.lifecycle.draining) {
      return reply.code(503).send({ ok: false, draining: true, message: 'Shutting down' });
    }
    const redis = app.redis;
    const [db, storage, redisState] = await Promise.all([
      database(),
      // A key that never exists: a round trip to the bucket or the media directory, nothing more.
      check(() => app.storage.exists('health-check')),
      redis ? check(() => redis.ping()) : Promise.resolve(undefined),
    ]);
    const checks = { database: db, storage, ...(redisState ? { redis: redisState } : {}) };
    const ok = db === 'ok' && storage === 'ok';
    const degraded = redisState !== undefined && redisState !== 'ok' ? { degraded: ['redis'] } : {};
    return reply.code(ok ? 200 : 503).send({ ok, draining: false, ...degraded, checks });
  });
}
