// A short-lived in-process cache of computed results (not serialised bodies: lib/list-cache.ts keeps those),
// with identical requests in flight sharing one computation. Entries live `ttlMs` at most and are never served
// past it, so a change the process is not told of (a row written straight to the database) shows within that
// bound; `invalidate()` drops everything at once for the changes it is told of (the change bus, ADR 0013).
export interface ResultCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Milliseconds; the app's clock in the app, so tests can move past the bound. */
  now: () => number;
  /** Told of every lookup (metrics): a kept result, or a miss (computed, or joined while computing). */
  onLookup?: (result: 'hit' | 'miss') => void;
}

export class ResultCache<T> {
  readonly #opts: ResultCacheOptions;
  readonly #entries = new Map<string, { value: T; until: number }>();
  readonly #inflight = new Map<string, Promise<T>>();
  /** Bumped by invalidate(): a computation started before it neither stores its result nor is joined. */
  #generation = 0;

  constructor(opts: ResultCacheOptions) {
    this.#opts = opts;
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && this.#opts.now() < entry.until) {
      this.#opts.onLookup?.('hit');
      return Promise.resolve(entry.value);
    }
    if (entry) this.#entries.delete(key);
    this.#opts.onLookup?.('miss');
    const running = this.#inflight.get(key);
    if (running) return running;
    const generation = this.#generation;
    // The bound counts from the start of the computation, so no result outlives it.
    const until = this.#opts.now() + this.#opts.ttlMs;
    const job = compute().then((value) => {
      if (generation === this.#generation) {
        // Oldest first: a full cache makes room by dropping what was kept earliest.
        if (this.#entries.size >= this.#opts.maxEntries) {
          const oldest = this.#entries.keys().next();
          if (!oldest.done) this.#entries.delete(oldest.value);
        }
        this.#entries.set(key, { value, until });
      }
      return value;
    });
    this.#inflight.set(key, job);
    const forget = () => {
      if (this.#inflight.get(key) === job) this.#inflight.delete(key);
    };
    job.then(forget, forget);
    return job;
  }

  /** Drops every entry and disowns computations in flight. */
  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
    this.#inflight.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
