import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The selected entry of a directory, kept in the address (?office=registrar) so a selection can be shared.
 * The first entry is selected by default; an unknown id falls back to it.
 */
export function useSelectedIndex(param: string, ids: readonly string[]): [number, (index: number) => void] {
  const [params, setParams] = useSearchParams();
  const found = ids.indexOf(params.get(param) ?? '');
  const selected = Math.max(found, 0);
  const select = useCallback(
    (index: number) => {
      const id = ids[index];
      if (id === undefined) return;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(param, id);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [ids, param, setParams],
  );
  return [selected, select];
}
