import { useEffect, useRef } from 'react';

/** Selection fade of the directories (docs/product/public-site.md#states): 200 ms. */
export const SELECTION_FADE_MS = 200;

/** Fades the element in whenever `key` changes (not on first render); skipped for reduced motion. */
export function useFadeOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fade runs on every change of key
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = ref.current;
    if (!el || typeof el.animate !== 'function') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: SELECTION_FADE_MS, easing: 'ease-out' });
  }, [key]);
  return ref;
}
