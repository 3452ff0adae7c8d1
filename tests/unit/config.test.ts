import { describe, expect, it } from 'vitest';
import { assertServerConfig, ConfigError, loadConfig } from '../../src/server/config.ts';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.database.kind).toBe('sqlite');
    expect(c.seedDemo).toBe(true);
    expect(c.trustProxy).toBe(false);
    expect(c.concernRetentionDays).toBe(180);
    expect(c.s3).toBeUndefined();
  });

  it('selects Postgres for a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@localhost/db',
      connectTimeoutMs: 5000,
      queryTimeoutMs: 15_000,
      statementTimeoutMs: 10_000,
    });
  });

  it('reads the database timeouts and refuses nonsense', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@localhost/db',
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_QUERY_TIMEOUT_MS: '2000',
      DB_STATEMENT_TIMEOUT_MS: '1500',
    });
    expect(c.database).toMatchObject({
      connectTimeoutMs: 1000,
      queryTimeoutMs: 2000,
      statementTimeoutMs: 1500,
    });
    expect(loadConfig({ DB_BUSY_TIMEOUT_MS: '250' }).database).toMatchObject({
      kind: 'sqlite',
      busyTimeoutMs: 250,
    });
    expect(() => loadConfig({ DB_QUERY_TIMEOUT_MS: 'soon' })).toThrow(
      /DB_QUERY_TIMEOUT_MS must be a whole number/,
    );
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SEED_DEMO', 'maybe'],
    ['TRUST_PROXY', 'sometimes'],
    ['DATABASE_URL', 'mysql://x'],
    ['CONCERN_RETENTION_DAYS', '-3'],
    ['SESSION_SECRET', 'short'],
    ['REDIS_URL', 'localhost:6379'],
    ['S3_ENDPOINT', 'not a url'],
  ])('refuses an invalid %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value, S3_BUCKET: name.startsWith('S3') ? 'b' : undefined })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ [name]: value, S3_BUCKET: name.startsWith('S3') ? 'b' : undefined })).toThrow(
      name,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, and reads the old true as one hop', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1, legacy: true });
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual({
      addresses: ['127.0.0.1', '10.0.0.0/8', '::1'],
    });
    for (const bad of ['10.0.0.0/33', 'proxy.example', '127.0.0.1,', '11']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY must be false, a number of proxy hops/,
      );
    }
  });
});

describe('server start checks', () => {
  it('reads the metrics token and the shutdown grace', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(30_000);
    expect(loadConfig({ SHUTDOWN_GRACE_S: '5' }).shutdownGraceMs).toBe(5_000);
    expect(() => loadConfig({ SHUTDOWN_GRACE_S: 'soon' })).toThrow('SHUTDOWN_GRACE_S');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN');
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
  });

  it('requires a shared SESSION_SECRET with DATABASE_URL', () => {
    const pgOnly = loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' });
    expect(() => assertServerConfig(pgOnly)).toThrow(/SESSION_SECRET must be set when DATABASE_URL is set/);
    expect(() =>
      assertServerConfig(
        loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', SESSION_SECRET: 'x'.repeat(32) }),
      ),
    ).not.toThrow();
    expect(() => assertServerConfig(loadConfig({}))).not.toThrow();
  });
});
