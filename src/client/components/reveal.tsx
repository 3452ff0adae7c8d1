// A section that fades in once scrolled into view, after a 1.5 s fallback, or at once without
// IntersectionObserver (spec public §4, §9).
import { type ComponentPropsWithoutRef, useRef } from 'react';
import { useInViewOnce } from '../lib/use-in-view.ts';

export const REVEAL_FALLBACK_MS = 1500;

export function Reveal({ className, children, ...rest }: ComponentPropsWithoutRef<'section'>) {
  const ref = useRef<HTMLElement>(null);
  const revealed = useInViewOnce(ref, { threshold: 0.1, fallbackMs: REVEAL_FALLBACK_MS });
  return (
    <section
      ref={ref}
      data-revealed={revealed ? 'true' : 'false'}
      className={`reveal ${className ?? ''}`}
      {...rest}
    >
      {children}
    </section>
  );
}
