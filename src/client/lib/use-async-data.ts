// Loads data for a key with cancellation on change/unmount and a short in-memory cache, so switching back to
// a tab or page shows what was already loaded. A failed reload keeps the data already shown. A server-rendered
// page starts from the data it was drawn with (lib/page-data.ts), so hydration matches and nothing is refetched.
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { PageData } from '../../shared/pages/page-module.ts';
import { isAbortError } from './api-client.ts';
import { PageDataContext } from './page-data.ts';

type CacheEntry = { data: unknown; notFound?: false; at: number } | { notFound: true; at: number };
const cache = new Map<string, CacheEntry>();
const STALE_MS = 60_000;

/** Puts the data a server-rendered page was drawn with into the cache, before hydration (main.tsx). */
export function primeAsyncData(pageData: PageData, at = Date.now()): void {
  for (const [key, entry] of Object.entries(pageData)) {
    cache.set(key, 'notFound' in entry ? { notFound: true, at } : { data: entry.data, at });
  }
}

export interface AsyncDataOptions {
  /**
   * The error to show for a key the server found missing (its page was rendered as not found). Without it
   * such an entry is ignored and the data is fetched.
   */
  notFoundError?: () => unknown;
}

interface State<T> {
  key: string | null;
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

export interface AsyncData<T> {
  /** Data for the current key (undefined until loaded). */
  data: T | undefined;
  /** The last failure for the current key, cleared by the next success. */
  error: unknown;
  loading: boolean;
  /** Fetch again, bypassing the cache. */
  reload: () => void;
}

function stateOf<T>(key: string, hit: CacheEntry, options: AsyncDataOptions): State<T> | undefined {
  if (!hit.notFound) return { key, data: hit.data as T, error: undefined, loading: false };
  if (options.notFoundError) return { key, data: undefined, error: options.notFoundError(), loading: false };
  return undefined;
}

export function useAsyncData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: AsyncDataOptions = {},
): AsyncData<T> {
  const pageData = useContext(PageDataContext);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [state, setState] = useState<State<T>>(() => {
    const seeded = key ? pageData?.[key] : undefined;
    const hit: CacheEntry | undefined = seeded
      ? 'notFound' in seeded
        ? { notFound: true, at: 0 }
        : { data: seeded.data, at: 0 }
      : key
        ? cache.get(key)
        : undefined;
    const fromHit = key && hit ? stateOf<T>(key, hit, options) : undefined;
    return fromHit ?? { key, data: undefined, error: undefined, loading: key !== null };
  });
  const [nonce, setNonce] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const lastNonce = useRef(nonce);

  useEffect(() => {
    if (key === null) return;
    const forced = lastNonce.current !== nonce;
    lastNonce.current = nonce;
    const hit = cache.get(key);
    const fresh =
      hit && !forced && Date.now() - hit.at < STALE_MS ? stateOf<T>(key, hit, optionsRef.current) : undefined;
    if (fresh) {
      setState(fresh);
      return;
    }
    setState((s) => ({
      key,
      data: s.key === key ? s.data : hit && !hit.notFound ? (hit.data as T) : undefined,
      error: s.key === key ? s.error : undefined,
      loading: true,
    }));
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        cache.set(key, { data, at: Date.now() });
        setState({ key, data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setState((s) => ({ key, data: s.key === key ? s.data : undefined, error, loading: false }));
      },
    );
    return () => controller.abort();
  }, [key, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: current ? state.loading : key !== null,
    reload,
  };
}
