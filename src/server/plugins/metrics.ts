// Prometheus metrics at /metrics (prom-client): request rates and latencies by route pattern, cache lookups,
// background-job queue depths, and the process defaults (event-loop lag, memory, CPU, GC). The per-request
// cost is one onResponse hook that finds its histogram child in a Map keyed by method, route and status.
// /metrics asks for `Authorization: Bearer METRICS_TOKEN`; without a token it answers only loopback
// connections that did not come through a proxy.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export type CacheLookup = 'hit' | 'stale' | 'miss';

export interface Metrics {
  registry: Registry;
  /** A counter of lookups in the named in-process cache (plain increments; read when scraped). */
  cacheLookups(cache: string): (result: CacheLookup) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function sameToken(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export default fp(
  async function metrics(app: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    // Counted in plain objects on the hot path and copied into the counter when scraped.
    const cacheCounts = new Map<string, Record<CacheLookup, number>>();
    new Counter({
      name: 'campus_cache_lookups_total',
      help: 'Lookups in in-process caches: hit (fresh), stale (served while refreshed) or miss',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, counts] of cacheCounts) {
          for (const result of ['hit', 'stale', 'miss'] as const) this.inc({ cache, result }, counts[result]);
        }
      },
    });
    new Gauge({
      name: 'campus_job_queue_depth',
      help: 'Background job runs in progress or waiting, by job',
      labelNames: ['job'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const s of app.jobs?.status() ?? []) this.set({ job: s.name }, s.depth);
      },
    });

    // Children looked up once per (method, route, status); routes are patterns, so the map stays small.
    const children = new Map<string, ReturnType<typeof duration.labels>>();
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let child = children.get(key);
      if (!child) {
        child = duration.labels(request.method, route, String(reply.statusCode));
        children.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
      done();
    });

    app.decorate('metrics', {
      registry,
      cacheLookups(cache) {
        let counts = cacheCounts.get(cache);
        if (!counts) {
          counts = { hit: 0, stale: 0, miss: 0 };
          cacheCounts.set(cache, counts);
        }
        const c = counts;
        return (result) => {
          c[result]++;
        };
      },
    } satisfies Metrics);

    app.get('/metrics', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = app.config.metricsToken;
      const allowed = token
        ? sameToken(request.headers.authorization, token)
        : LOOPBACK.test(request.socket.remoteAddress ?? '') &&
          request.headers['x-forwarded-for'] === undefined;
      if (!allowed) {
        if (token) reply.header('www-authenticate', 'Bearer');
        return reply.code(token ? 401 : 403).send({
          ok: false,
          message: token
            ? 'Metrics need the METRICS_TOKEN bearer token'
            : 'Metrics answer only on this machine unless METRICS_TOKEN is set',
        });
      }
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
