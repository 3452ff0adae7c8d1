// lib/result-cache.ts: identical lookups share one computation, nothing is served past its bound, and a result
// computed across an invalidation is neither kept nor handed to later lookups.
import { describe, expect, it } from 'vitest';
import { ResultCache } from '../../src/server/lib/result-cache.ts';

function setup(ttlMs = 1000) {
  let now = 0;
  const cache = new ResultCache<string>({ ttlMs, maxEntries: 2, now: () => now });
  let computed = 0;
  const compute = (value: string) => async () => {
    computed++;
    return value;
  };
  const advance = (ms: number) => {
    now += ms;
  };
  return { cache, compute, computed: () => computed, advance };
}

describe('result cache', () => {
  it('computes identical lookups in flight once and keeps the result until its bound', async () => {
    const c = setup();
    const answers = await Promise.all([1, 2, 3].map(() => c.cache.get('k', c.compute('a'))));
    expect(answers).toEqual(['a', 'a', 'a']);
    expect(c.computed()).toBe(1);
    c.advance(999);
    expect(await c.cache.get('k', c.compute('b'))).toBe('a');
    c.advance(1);
    expect(await c.cache.get('k', c.compute('b'))).toBe('b');
    expect(c.computed()).toBe(2);
  });

  it('drops everything on invalidate, including what is being computed', async () => {
    const c = setup();
    await c.cache.get('k', c.compute('a'));
    c.cache.invalidate();
    expect(await c.cache.get('k', c.compute('b'))).toBe('b');

    let release: (v: string) => void = () => {};
    const slow = c.cache.get(
      's',
      () =>
        new Promise<string>((r) => {
          release = r;
        }),
    );
    c.cache.invalidate();
    // A lookup after the change does not join the computation that started before it.
    const after = c.cache.get('s', c.compute('new'));
    release('old');
    expect(await slow).toBe('old');
    expect(await after).toBe('new');
    expect(await c.cache.get('s', c.compute('newer'))).toBe('new');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const c = setup();
    for (const k of ['a', 'b', 'c']) await c.cache.get(k, c.compute(k));
    expect(c.cache.size).toBe(2);
    expect(await c.cache.get('a', c.compute('a2'))).toBe('a2');
    expect(await c.cache.get('c', c.compute('c2'))).toBe('c');
  });

  it('keeps no failure', async () => {
    const c = setup();
    await expect(c.cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await c.cache.get('k', c.compute('a'))).toBe('a');
  });
});
