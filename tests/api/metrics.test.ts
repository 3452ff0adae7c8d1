// Prometheus metrics at /metrics: request latencies by route pattern (never the raw URL), cache lookups,
// job queue depths and event-loop lag; loopback-only without METRICS_TOKEN, bearer token with it.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('metrics without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const sample = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);

  it('counts requests by route pattern, cache lookups, job queues and event-loop lag', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/articles/office/research' })).statusCode).toBe(
        200,
      );
    }
    await t.app.inject({ method: 'GET', url: '/api/articles/office/nowhere' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(
      sample(
        text,
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/articles\/office\/:office",status_code="200"\} (\d+)$/m,
      ),
    ).toBe(3);
    expect(text).toMatch(/route="\/api\/articles\/office\/:office",status_code="404"/);
    expect(text).toMatch(/route="unmatched",status_code="404"/);
    expect(text).not.toContain('research"');
    expect(
      sample(text, /^campus_cache_lookups_total\{cache="articles",result="miss"\} (\d+)$/m),
    ).toBeGreaterThan(0);
    expect(
      sample(text, /^campus_cache_lookups_total\{cache="articles",result="hit"\} (\d+)$/m),
    ).toBeGreaterThan(0);
    expect(text).toMatch(/^campus_job_queue_depth\{job="search index sync"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  // Prometheus's own linter (Debian's `prometheus` package, installed by .ci/run) on the whole exposition:
  // prom-client's default gauges once ended in `_total`, which only counters may.
  it('passes promtool check metrics', async () => {
    await t.app.inject({ method: 'GET', url: '/api/articles/office/research' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    const check = spawnSync('promtool', ['check', 'metrics'], { input: res.body, encoding: 'utf8' });
    if (check.error)
      throw new Error(`promtool is needed (apt-get install prometheus): ${check.error.message}`);
    expect(check.stdout + check.stderr).toBe('');
    expect(check.status).toBe(0);
    expect(res.body).toMatch(/^nodejs_active_handles\{type="[A-Za-z]+"\} \d+$/m);
  });

  it('answers only loopback connections that did not come through a proxy', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ ok: false });
    expect(remote.body).not.toContain('http_request_duration_seconds');
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });
});

describe('metrics with METRICS_TOKEN', () => {
  const token = 'metrics-token-for-the-scraper';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks every caller, loopback included, for the bearer token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token.replace('t', 'x')}` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE http_request_duration_seconds histogram');
  });
});
