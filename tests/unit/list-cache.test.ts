import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, ListCache, negotiateEncoding } from '../../src/server/lib/list-cache.ts';

function setup(opts: { maxEntries?: number; maxBytes?: number } = {}) {
  let now = 0;
  const cache = new ListCache({
    freshMs: 5_000,
    staleMs: 30_000,
    maxEntries: opts.maxEntries ?? 10,
    maxBytes: opts.maxBytes ?? 1_000_000,
    now: () => now,
  });
  let builds = 0;
  let value: unknown = { ok: true, n: 0 };
  const build = async () => {
    builds++;
    return value;
  };
  return {
    cache,
    build,
    builds: () => builds,
    setValue: (v: unknown) => {
      value = v;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('list cache', () => {
  it('drops a stale entry when its refresh finds nothing (an article deleted or made private)', async () => {
    const s = setup();
    expect(await s.cache.get('k', s.build)).toBeDefined();
    s.advance(6_000);
    s.setValue(undefined);
    // The stale entry is served once while the refresh runs; the refresh finds nothing and drops it.
    expect(await s.cache.get('k', s.build)).toBeDefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(await s.cache.get('k', s.build)).toBeUndefined();
  });

  it('serves a fresh entry without rebuilding, with a stable ETag', async () => {
    const s = setup();
    const a = await s.cache.get('k', s.build);
    const b = await s.cache.get('k', s.build);
    expect(s.builds()).toBe(1);
    expect(a?.body.toString()).toBe('{"ok":true,"n":0}');
    expect(b?.etag).toBe(a?.etag);
    expect(a?.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('serves a stale entry while one refresh runs, then the new content', async () => {
    const s = setup();
    await s.cache.get('k', s.build);
    s.setValue({ ok: true, n: 1 });
    s.advance(6_000);
    const stale = await s.cache.get('k', s.build);
    expect(stale?.body.toString()).toContain('"n":0');
    await new Promise((r) => setTimeout(r, 0));
    const fresh = await s.cache.get('k', s.build);
    expect(fresh?.body.toString()).toContain('"n":1');
    expect(fresh?.etag).not.toBe(stale?.etag);
    expect(s.builds()).toBe(2);
  });

  it('waits for a rebuild once an entry is past its stale window', async () => {
    const s = setup();
    await s.cache.get('k', s.build);
    s.setValue({ ok: true, n: 2 });
    s.advance(40_000);
    expect((await s.cache.get('k', s.build))?.body.toString()).toContain('"n":2');
  });

  it('builds once for many concurrent misses', async () => {
    const s = setup();
    const results = await Promise.all(Array.from({ length: 20 }, () => s.cache.get('k', s.build)));
    expect(s.builds()).toBe(1);
    expect(new Set(results.map((r) => r?.etag)).size).toBe(1);
  });

  it('does not keep a result built before an invalidation', async () => {
    const s = setup();
    let release: () => void = () => {};
    const slow = () =>
      new Promise<unknown>((resolve) => {
        release = () => resolve({ old: true });
      });
    const pending = s.cache.get('k', slow);
    s.cache.invalidate();
    release();
    expect((await pending)?.body.toString()).toBe('{"old":true}');
    s.setValue({ new: true });
    expect((await s.cache.get('k', s.build))?.body.toString()).toBe('{"new":true}');
    expect(s.builds()).toBe(1);
  });

  it('does not cache an undefined result', async () => {
    const s = setup();
    expect(await s.cache.get('missing', async () => undefined)).toBeUndefined();
    expect(s.cache.size).toBe(0);
  });

  it('evicts the oldest entries beyond the entry and byte limits', async () => {
    const s = setup({ maxEntries: 3 });
    for (const k of ['a', 'b', 'c', 'd']) await s.cache.get(k, s.build);
    expect(s.cache.size).toBe(3);
    await s.cache.get('a', s.build);
    expect(s.builds()).toBe(5);

    const bytes = setup({ maxBytes: 100 });
    bytes.setValue({ text: 'x'.repeat(60) });
    await bytes.cache.get('a', bytes.build);
    await bytes.cache.get('b', bytes.build);
    expect(bytes.cache.size).toBe(1);
  });

  it('compresses once per content and keeps the variants across unchanged refreshes', async () => {
    const s = setup();
    s.setValue({ items: Array.from({ length: 200 }, (_, i) => ({ i, title: 'Campus news item' })) });
    const entry = await s.cache.get('k', s.build);
    const br = await entry?.encoded('br');
    const gz = await entry?.encoded('gzip');
    expect(zlib.brotliDecompressSync(br as Buffer).equals(entry?.body as Buffer)).toBe(true);
    expect(zlib.gunzipSync(gz as Buffer).equals(entry?.body as Buffer)).toBe(true);
    s.advance(40_000);
    const refreshed = await s.cache.get('k', s.build);
    expect(s.builds()).toBe(2);
    expect(await refreshed?.encoded('br')).toBe(br);
  });
});

describe('conditional and encoding headers', () => {
  it('matches If-None-Match lists, weak tags and *', () => {
    expect(ifNoneMatchHits('"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"b", W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('*', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"b"', '"a"')).toBe(false);
    expect(ifNoneMatchHits(undefined, '"a"')).toBe(false);
  });

  it('prefers br, then gzip, honouring q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
