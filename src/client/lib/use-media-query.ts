import { useSyncExternalStore } from 'react';

/** Mobile breakpoint of docs/product/public-site.md#constants. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Whether a CSS media query matches, updated on change. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
