import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

// Spec: on every route change the page scrolls to the top; scroll restoration is manual.
if (typeof window !== 'undefined' && 'scrollRestoration' in window.history) {
  window.history.scrollRestoration = 'manual';
}

export function useScrollToTop(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
