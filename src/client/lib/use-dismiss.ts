// The header's popups (its menus, the search field, the phone menu) close on Escape and, when given the
// element they live in, on a pointer press outside it. Listeners are on the document only while one is open.
import { type RefObject, useEffect, useRef } from 'react';

/** Calls `onDismiss(true)` on Escape and `onDismiss(false)` on a press outside `root`, while `open`. */
export function useDismiss(
  open: boolean,
  onDismiss: (byEscape: boolean) => void,
  root?: RefObject<HTMLElement | null>,
) {
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root?.current?.contains(e.target as Node)) onDismissRef.current(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onDismissRef.current(true);
    };
    if (root) document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root]);
}
