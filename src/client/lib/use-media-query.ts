import { createContext, useContext, useSyncExternalStore } from 'react';

/** Mobile breakpoint of docs/product/public-site.md#constants. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * What the server guessed about the visitor's screen (from the request: a phone's browser says it is mobile).
 * The server draws the page for that guess, and the browser hydrates with the same answer before it reads
 * the real media query, so a phone gets the phone layout from the first paint instead of a jump.
 */
export interface ViewportGuess {
  mobile: boolean;
}
export const ViewportGuessContext = createContext<ViewportGuess>({ mobile: false });

/** Whether a CSS media query matches, updated on change. */
export function useMediaQuery(query: string): boolean {
  const guess = useContext(ViewportGuessContext);
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => (query === MOBILE_QUERY ? guess.mobile : query === '(hover: none)' ? guess.mobile : false),
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
