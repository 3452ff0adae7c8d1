// A section that fades in once scrolled into view, after a 1.5 s fallback, or at once without
// IntersectionObserver (docs/product/public-site.md#states, #constants). Only a section scrolled into view animates: one already on
// screen when the page opens shows at once, and the fallback shows the rest without a transition (they are
// off screen), so nothing is ever half-faded while the visitor is not looking at it. The first render (and the
// server's) shows the section: only once the browser has measured it does an off-screen section hide to
// fade in later, so a page without JavaScript or before hydration shows everything.
import { type ComponentPropsWithoutRef, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useInViewOnce } from '../lib/use-in-view.ts';

export const REVEAL_FALLBACK_MS = 1500;

export function Reveal({ className, children, ...rest }: ComponentPropsWithoutRef<'section'>) {
  const ref = useRef<HTMLElement>(null);
  const [offScreenAtStart, setOffScreenAtStart] = useState(false);
  const [fallbackFired, setFallbackFired] = useState(false);
  const seen = useInViewOnce(ref, { threshold: 0.1 });

  useLayoutEffect(() => {
    const box = ref.current?.getBoundingClientRect();
    if (!(box && box.top < window.innerHeight && box.bottom > 0)) setOffScreenAtStart(true);
  }, []);
  useEffect(() => {
    if (seen || !offScreenAtStart) return;
    const t = window.setTimeout(() => setFallbackFired(true), REVEAL_FALLBACK_MS);
    return () => window.clearTimeout(t);
  }, [seen, offScreenAtStart]);

  const revealed = !offScreenAtStart || seen || fallbackFired;
  const instant = !offScreenAtStart || (fallbackFired && !seen);
  return (
    <section
      ref={ref}
      data-revealed={revealed ? 'true' : 'false'}
      data-instant={instant ? 'true' : 'false'}
      className={`reveal ${className ?? ''}`}
      {...rest}
    >
      {children}
    </section>
  );
}
