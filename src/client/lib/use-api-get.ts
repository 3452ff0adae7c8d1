// A public GET whose answer a server-rendered page already carries when its URL is listed in
// src/client/ssr/page-data-urls.ts (the server loads those for every public page).
import { useCallback, useMemo } from 'react';
import { apiFetch } from './api-client.ts';
import { type AsyncData, useAsyncData } from './use-async-data.ts';

/** The data key of a GET of `url` (the server's page loaders use the same). */
export const apiGetKey = (url: string) => `GET ${url}`;

/** Loads `url` (null: nothing yet) and turns its JSON body into T with `parse`, which may throw. */
export function useApiGet<T>(
  url: string | null,
  parse: (body: unknown) => T,
  options: { timeoutMs?: number } = {},
): AsyncData<T> {
  const { timeoutMs } = options;
  const load = useCallback(
    (signal: AbortSignal) => apiFetch<unknown>(url as string, { signal, timeoutMs }),
    [url, timeoutMs],
  );
  const raw = useAsyncData<unknown>(url === null ? null : apiGetKey(url), load);
  const parsed = useMemo(() => {
    if (raw.data === undefined) return { data: undefined, error: undefined };
    try {
      return { data: parse(raw.data), error: undefined };
    } catch (error) {
      return { data: undefined, error };
    }
  }, [raw.data, parse]);
  return {
    data: parsed.data,
    error: raw.error ?? parsed.error,
    loading: raw.loading,
    reload: raw.reload,
  };
}
