// In-process cache of serialised public responses (article lists and article reads) with their ETag and
// compressed variants. Entries are fresh for a few seconds, then served stale once while one refresh runs
// (so a hot read never waits on the database), and dropped at once by `invalidate()` when an article changes.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

export interface CachedBody {
  /** UTF-8 JSON. */
  body: Buffer;
  /** Strong ETag of `body`, quoted. */
  etag: string;
  /** The body compressed with `encoding`, made once per entry on first request. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

interface Entry extends CachedBody {
  freshUntil: number;
  staleUntil: number;
}

export interface ListCacheOptions {
  freshMs: number;
  /** How long past freshness an entry may still be served while it is refreshed. */
  staleMs: number;
  maxEntries: number;
  /** Upper bound of cached body bytes (uncompressed), so odd limits cannot fill memory. */
  maxBytes: number;
  now?: () => number;
  onRefreshError?: (err: unknown) => void;
  /** Told of every lookup (metrics): fresh hit, stale entry served while refreshed, or miss. */
  onLookup?: (result: 'hit' | 'stale' | 'miss') => void;
  /** Turns a built value into its body; JSON by default (rendered pages pass `textBody`). */
  toBody?: (value: unknown) => CachedBody;
}

export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** A serialised body with its ETag and lazily made compressed variants. */
export function serialise(value: unknown): CachedBody {
  return textBody(JSON.stringify(value));
}

/** A text body (e.g. a rendered HTML page) with its ETag and lazily made compressed variants. */
export function textBody(text: string): CachedBody {
  const body = Buffer.from(text);
  const variants = new Map<Encoding, Promise<Buffer>>();
  return {
    body,
    etag: etagOf(body),
    encoded(encoding) {
      let v = variants.get(encoding);
      if (!v) {
        v =
          encoding === 'br'
            ? brotli(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              })
            : gzip(body, { level: 6 });
        variants.set(encoding, v);
      }
      return v;
    },
  };
}

export class ListCache {
  readonly #opts: Required<Omit<ListCacheOptions, 'onRefreshError' | 'onLookup' | 'toBody'>> &
    Pick<ListCacheOptions, 'onRefreshError' | 'onLookup' | 'toBody'>;
  readonly #entries = new Map<string, Entry>();
  readonly #inflight = new Map<string, Promise<Entry | undefined>>();
  #bytes = 0;
  /** Bumped by invalidate(); a refresh started under an older generation does not store its result. */
  #generation = 0;

  constructor(opts: ListCacheOptions) {
    this.#opts = { now: () => performance.now(), ...opts };
  }

  /**
   * The cached body of `key`, built with `build` when missing or expired. `build` returns undefined for
   * "nothing to cache" (e.g. a missing article); then `get` returns undefined too.
   */
  async get(key: string, build: () => Promise<unknown>): Promise<CachedBody | undefined> {
    const now = this.#opts.now();
    const entry = this.#entries.get(key);
    if (entry && now < entry.freshUntil) {
      this.#opts.onLookup?.('hit');
      return entry;
    }
    if (entry && now < entry.staleUntil) {
      this.#opts.onLookup?.('stale');
      this.#refresh(key, build).catch((err) => this.#opts.onRefreshError?.(err));
      return entry;
    }
    this.#opts.onLookup?.('miss');
    return this.#refresh(key, build);
  }

  /** Drops every entry and disowns refreshes in flight. */
  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
    this.#inflight.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  #refresh(key: string, build: () => Promise<unknown>): Promise<Entry | undefined> {
    const running = this.#inflight.get(key);
    if (running) return running;
    const generation = this.#generation;
    const job = (async () => {
      const value = await build();
      if (value === undefined) {
        // Gone (deleted, made private): the stale copy must not be served again while it lasts.
        if (generation === this.#generation) this.#delete(key);
        return undefined;
      }
      const now = this.#opts.now();
      const fresh = this.#opts.toBody ? this.#opts.toBody(value) : serialise(value);
      // Unchanged content keeps its buffers and compressed variants, so a refresh costs one query.
      const previous = this.#entries.get(key);
      const entry: Entry = {
        ...(previous?.etag === fresh.etag ? previous : fresh),
        freshUntil: now + this.#opts.freshMs,
        staleUntil: now + this.#opts.freshMs + this.#opts.staleMs,
      };
      if (generation === this.#generation) this.#store(key, entry);
      return entry;
    })();
    this.#inflight.set(key, job);
    const forget = () => {
      if (this.#inflight.get(key) === job) this.#inflight.delete(key);
    };
    job.then(forget, forget);
    return job;
  }

  #store(key: string, entry: Entry): void {
    this.#delete(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    // Oldest-inserted first: hot keys are re-inserted on every refresh, so they stay.
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#opts.maxEntries && this.#bytes <= this.#opts.maxBytes) break;
      if (oldest === key) continue;
      this.#delete(oldest);
    }
  }

  #delete(key: string): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#bytes -= old.body.length;
      this.#entries.delete(key);
    }
  }
}

/** True when an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** br or gzip when the client accepts it (q > 0), else undefined. */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}
