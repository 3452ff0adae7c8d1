// Loads data for a key with cancellation on change/unmount and a short in-memory cache, so switching back to
// a tab or page shows what was already loaded. A failed reload keeps the data already shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from './api-client.ts';

const cache = new Map<string, { data: unknown; at: number }>();
const STALE_MS = 60_000;

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

export function useAsyncData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): AsyncData<T> {
  const [state, setState] = useState<State<T>>(() => {
    const hit = key ? cache.get(key) : undefined;
    return { key, data: hit?.data as T | undefined, error: undefined, loading: key !== null && !hit };
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
    if (hit && !forced && Date.now() - hit.at < STALE_MS) {
      setState({ key, data: hit.data as T, error: undefined, loading: false });
      return;
    }
    setState((s) => ({
      key,
      data: s.key === key ? s.data : (hit?.data as T | undefined),
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
