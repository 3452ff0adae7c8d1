// Prometheus metrics at /metrics (prom-client): request rates and latencies by route pattern, cache lookups,
// background-job queue depths, and the process defaults (event-loop lag, memory, CPU, GC). The per-request
// cost is one onResponse hook per route, which knows its route pattern already and finds its series by
// status code in a small Map: a few array increments (RequestHistogram), no label objects or hashing.
// /metrics asks for `Authorization: Bearer METRICS_TOKEN`; without a token it answers only loopback
// connections that did not come through a proxy.

import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, type MetricObjectWithValues, Registry } from 'prom-client';
import { sameBearerToken } from '../lib/bearer-token.ts';

export type CacheLookup = 'hit' | 'stale' | 'miss';

export interface Metrics {
  registry: Registry;
  /** A counter of lookups in the named in-process cache (plain increments; read when scraped). */
  cacheLookups(cache: string): (result: CacheLookup) => void;
  /** Records request latencies (seconds) of one method, route pattern and status (plugins/reply-cache.ts). */
  requestObserver(method: string, route: string, status: number): (seconds: number) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export default fp(
  async function metrics(app: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    // prom-client's three gauges nodejs_active_{handles,requests,resources}_total break the exposition rule
    // that only counters end in `_total` (promtool check metrics rejects them); each is the sum of its
    // per-type gauge without the suffix, which Prometheus computes as sum(nodejs_active_handles).
    for (const kind of ['handles', 'requests', 'resources'])
      registry.removeSingleMetric(`nodejs_active_${kind}_total`);

    const duration = new RequestHistogram(
      'http_request_duration_seconds',
      'Time to answer HTTP requests, by method, route pattern and status code',
      [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    );
    registry.registerMetric(duration as never);
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

    // Each route's hook knows its pattern; its series are found by status (and method) in a Map of its own.
    const observer = (route: string, methods: string | string[]): onResponseHookHandler => {
      const series = new Map<string, Series>();
      const byMethod = Array.isArray(methods);
      return (request: FastifyRequest, reply: FastifyReply, done) => {
        const key = byMethod ? `${request.method} ${reply.statusCode}` : String(reply.statusCode);
        let s = series.get(key);
        if (!s) {
          s = duration.series({ method: request.method, route, status_code: String(reply.statusCode) });
          series.set(key, s);
        }
        duration.observe(s, reply.elapsedTime / 1000);
        done();
      };
    };
    app.addHook('onRoute', (route) => {
      const hook = observer(route.url, route.method);
      route.onResponse = [...(route.onResponse ? [route.onResponse].flat() : []), hook];
    });
    // Requests no route matched (the not-found handler), under one label so odd URLs cannot add series.
    const unmatched = observer('unmatched', []);
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404) unmatched.call(app, request, reply, done);
      else done();
    });

    app.decorate('metrics', {
      registry,
      requestObserver(method, route, status) {
        const s = duration.series({ method, route, status_code: String(status) });
        return (seconds) => duration.observe(s, seconds);
      },
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
        ? sameBearerToken(request.headers.authorization, token)
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

interface Series {
  labels: Record<string, string>;
  /** Observations per bucket (not cumulative), the last one past the largest bound (+Inf). */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * A Prometheus histogram registered in prom-client's Registry, with the same exposition as prom-client's
 * Histogram, but observed through a series found once per route and status: prom-client's `labels().observe`
 * validates and hashes the label object on every call.
 */
export class RequestHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #series = new Map<string, Series>();

  readonly name: string;
  readonly help: string;
  readonly bounds: number[];

  constructor(name: string, help: string, bounds: number[]) {
    this.name = name;
    this.help = help;
    this.bounds = bounds;
  }

  series(labels: Record<string, string>): Series {
    const key = JSON.stringify(labels);
    let s = this.#series.get(key);
    if (!s) {
      s = { labels, counts: new Array(this.bounds.length + 1).fill(0), sum: 0, count: 0 };
      this.#series.set(key, s);
    }
    return s;
  }

  observe(s: Series, value: number): void {
    let i = 0;
    while (i < this.bounds.length && value > (this.bounds[i] as number)) i++;
    s.counts[i] = (s.counts[i] as number) + 1;
    s.sum += value;
    s.count++;
  }

  reset(): void {
    for (const s of this.#series.values()) {
      s.counts.fill(0);
      s.sum = 0;
      s.count = 0;
    }
  }

  /** prom-client's shape for the text exposition: series labels as shared labels after `le`. */
  async getForPromString() {
    const values: Array<{
      labels: Record<string, string | number>;
      sharedLabels: Record<string, string>;
      value: number;
      metricName: string;
    }> = [];
    for (const s of this.#series.values()) {
      if (s.count === 0) continue;
      let acc = 0;
      this.bounds.forEach((le, i) => {
        acc += s.counts[i] as number;
        values.push({
          labels: { le },
          sharedLabels: s.labels,
          value: acc,
          metricName: `${this.name}_bucket`,
        });
      });
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: s.labels, value: s.count, metricName: `${this.name}_bucket` },
        { labels: {}, sharedLabels: s.labels, value: s.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels: s.labels, value: s.count, metricName: `${this.name}_count` },
      );
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** The JSON form (Registry.getMetricsAsJSON): labels merged. */
  async get(): Promise<MetricObjectWithValues<never>> {
    const data = await this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ labels, sharedLabels, value, metricName }) => ({
        labels: { ...labels, ...sharedLabels },
        value,
        metricName,
      })),
    } as never;
  }
}
