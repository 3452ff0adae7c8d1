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
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen) return;
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
