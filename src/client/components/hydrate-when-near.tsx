// A lower part of a page whose JavaScript waits until the reader scrolls near it. The server renders it
// whole, so its content is in the first response; in the browser, a server-rendered part keeps the server's
// HTML and is hydrated only when it comes near the viewport (its Suspense boundary waits on `gate`), and
// after a client-side navigation it shows `fallback` until then. data-near says which: "pending" or "loaded".
import { type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function makeGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

function WaitFor({ gate, children }: { gate: Gate | undefined; children: ReactNode }) {
  if (gate) use(gate.promise);
  return children;
}

export function HydrateWhenNear({
  children,
  fallback,
  rootMargin = '300px 0px',
}: {
  children: ReactNode;
  fallback: ReactNode;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The server has no viewport and renders at once; the browser waits (the same decision on both sides of
  // hydration is not needed here: a suspended boundary keeps the server's HTML as it is).
  const [gate] = useState(() => (typeof window === 'undefined' ? undefined : makeGate()));
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!gate) return;
    const el = ref.current;
    const open = () => {
      gate.open();
      setNear(true);
    };
    if (!el || typeof IntersectionObserver === 'undefined') return open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          open();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [gate, rootMargin]);
  return (
    <div ref={ref} data-near={near ? 'loaded' : 'pending'}>
      <Suspense fallback={fallback}>
        <WaitFor gate={gate}>{children}</WaitFor>
      </Suspense>
    </div>
  );
}
