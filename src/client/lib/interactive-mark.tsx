// <html data-hydrated="true"> marks the moment a server-rendered page answers presses (browser tests wait for it
// before they click). React hydrates the shell first and a Suspense boundary the server drew only afterwards, in
// a later pass (and once its lazy code is in): until then its form is plain HTML that a press submits natively.
// So a screen drawn inside a boundary (ScreenSuspense) holds the mark back until its content has hydrated.
import { type ReactNode, Suspense, useEffect, useState } from 'react';

/** Boundaries mounted whose content has not been drawn yet. */
const waiting = new Set<object>();
/** Boundaries whose content has been drawn (a child's effect runs before its parent's). */
const drawn = new WeakSet<object>();

/** Sets the mark unless a screen's boundary is still waiting for its content (that content sets it). */
export function markInteractive(): void {
  if (waiting.size === 0) document.documentElement.dataset.hydrated = 'true';
}

function Drawn({ token }: { token: object }) {
  useEffect(() => {
    drawn.add(token);
    waiting.delete(token);
    markInteractive();
  }, [token]);
  return null;
}

/** Suspense for a whole screen: the page counts as interactive only once the screen inside is. */
export function ScreenSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [token] = useState(() => ({}));
  useEffect(() => {
    if (!drawn.has(token)) waiting.add(token);
    return () => {
      waiting.delete(token);
    };
  }, [token]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Drawn token={token} />
    </Suspense>
  );
}
