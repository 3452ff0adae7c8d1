// Rate-limit counters in Redis when it answers, in this instance's memory when it does not: a Redis outage
// makes the limits per instance for a while instead of turning every limited route into a 500. A hung Redis
// (connected, never answering) counts as down: each command has a time-out (REDIS_TIMEOUT_MS, set on the
// client in plugins/security.ts), and after one times out Redis is left alone for a few seconds, so only the
// requests already waiting pay the time-out. One log line per change of state.
import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, res: Result | null) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

// The plugin's own stores, so counting (windows, backoff) is the same in both places.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

/** After a command timed out, Redis is not asked again for this long (then one request tries it). */
export const REDIS_PAUSE_AFTER_TIMEOUT_MS = 5000;

export function redisWithFallbackStore(
  redis: Redis,
  log: FastifyBaseLogger,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  let down = false;
  let pausedUntil = 0;
  const setDown = (now: boolean) => {
    if (now === down) return;
    down = now;
    if (now) log.warn('Redis unreachable: rate limits count per instance until it answers again');
    else log.warn('Redis answers again: rate limits are shared between instances again');
  };
  // ioredis reports every failed reconnect as an `error` event; without a listener it prints each one.
  redis.on('error', () => setDown(true));
  redis.on('ready', () => setDown(false));

  const combine = (shared: Store, local: Store): Store => {
    const run =
      (method: 'incr' | 'read') =>
      (key: string, cb: Callback, timeWindow: number, max: number): void => {
        const localRun = () => (local[method] ?? local.incr).call(local, key, cb, timeWindow, max);
        const sharedMethod = shared[method];
        if (redis.status !== 'ready' || !sharedMethod || Date.now() < pausedUntil) {
          setDown(redis.status !== 'ready' || Date.now() < pausedUntil);
          localRun();
          return;
        }
        sharedMethod.call(
          shared,
          key,
          (err, res) => {
            if (err) {
              // ioredis's commandTimeout error: connected but not answering.
              if (/timed out/i.test(err.message)) pausedUntil = Date.now() + REDIS_PAUSE_AFTER_TIMEOUT_MS;
              setDown(true);
              localRun();
            } else {
              // A Redis that hung and answers again stays 'ready' throughout: its answer is the sign.
              setDown(false);
              cb(null, res);
            }
          },
          timeWindow,
          max,
        );
      };
    return {
      incr: run('incr'),
      read: run('read'),
      child: (routeOptions) => combine(shared.child(routeOptions), local.child(routeOptions)),
    };
  };

  // The plugin calls `new Store(options)`; a function called with `new` may return the object it builds.
  function makeStore(options: FastifyRateLimitOptions): Store {
    const { continueExceeding = false, exponentialBackoff = false } = options as {
      continueExceeding?: boolean;
      exponentialBackoff?: boolean;
    };
    return combine(
      new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
      new LocalStore(continueExceeding, exponentialBackoff),
    );
  }
  return makeStore as unknown as FastifyRateLimitStoreCtor;
}
