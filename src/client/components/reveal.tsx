// A section that fades in once scrolled into view (src/client/lib/reveal-sections.ts says when). Drawn shown,
// so the server's HTML and a page without JavaScript show everything; on an islands page the islands entry
// runs the same code on every `.reveal` section, here the React application does for the sections it draws.
import { type ComponentPropsWithoutRef, useLayoutEffect, useRef } from 'react';
import { revealSections } from '../lib/reveal-sections.ts';

export function Reveal({ className, children, ...rest }: ComponentPropsWithoutRef<'section'>) {
  const ref = useRef<HTMLElement>(null);
  // Before the first paint, so an off-screen section is hidden before it could be seen.
  useLayoutEffect(() => (ref.current ? revealSections([ref.current]) : undefined), []);
  return (
    <section
      ref={ref}
      data-revealed="true"
      data-instant="true"
      className={`reveal ${className ?? ''}`}
      {...rest}
    >
      {children}
    </section>
  );
}
