import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true once the element is at least `threshold` visible and stays true. Without
 * IntersectionObserver it is true at once; with `fallbackMs`, it also turns true after that delay.
 */
export function useInViewOnce<T extends Element>(
  ref: RefObject<T | null>,
  options: { threshold?: number; fallbackMs?: number; rootMargin?: string } = {},
): boolean {
  const { threshold = 0, fallbackMs, rootMargin } = options;
  // False on the first render everywhere, so a server-rendered page hydrates with the same markup.
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold)) setSeen(true);
      },
      { threshold, rootMargin },
    );
    observer.observe(el);
    const timer = fallbackMs === undefined ? undefined : window.setTimeout(() => setSeen(true), fallbackMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [ref, seen, threshold, fallbackMs, rootMargin]);
  return seen;
}
