// Sideways swipes on one element (the home carousel, the image viewer): pointer handlers to spread on it. A
// gesture is horizontal when it moves more sideways than up or down; a vertical one is left to the page.
import { type PointerEvent as ReactPointerEvent, useRef } from 'react';

/** How far a pointer moves before a following drag decides its direction, in px. */
const DIRECTION_AFTER_PX = 6;

export interface SwipeEnd {
  /** Sideways distance from the start, px (negative: towards the left, i.e. to the next item). */
  dx: number;
  /** Sideways speed over the whole gesture, px/ms. */
  speed: number;
  /** The browser took the pointer away (pointercancel). */
  cancelled: boolean;
}

export interface SwipeOptions<T extends Element> {
  /** Mouse drags count too (primary button only); otherwise touch and pen only. */
  mouse: boolean;
  /** A gesture starts. */
  onStart?: () => void;
  /**
   * The element follows the pointer: the direction is decided after a few pixels (a vertical gesture is let
   * go at once), a horizontal one captures the pointer and reports its distance here as it moves.
   */
  onDrag?: (dx: number, e: ReactPointerEvent<T>) => void;
  /** A horizontal gesture ends (released or cancelled). */
  onSwipe: (end: SwipeEnd) => void;
}

interface Gesture {
  x: number;
  y: number;
  t: number;
  id: number;
  horizontal: boolean | null;
}

export function useSwipe<T extends Element>({ mouse, onStart, onDrag, onSwipe }: SwipeOptions<T>) {
  const gesture = useRef<Gesture | null>(null);

  const end = (e: ReactPointerEvent<T>, cancelled: boolean) => {
    const g = gesture.current;
    gesture.current = null;
    if (!g || g.id !== e.pointerId) return;
    const dx = e.clientX - g.x;
    // Without following, the direction is that of the whole gesture.
    const horizontal = g.horizontal ?? (!onDrag && Math.abs(dx) > Math.abs(e.clientY - g.y));
    if (!horizontal) return;
    onSwipe({ dx, speed: Math.abs(dx) / Math.max(performance.now() - g.t, 1), cancelled });
  };

  return {
    onPointerDown: (e: ReactPointerEvent<T>) => {
      if (mouse ? e.button !== 0 : e.pointerType === 'mouse') return;
      gesture.current = {
        x: e.clientX,
        y: e.clientY,
        t: performance.now(),
        id: e.pointerId,
        horizontal: null,
      };
      onStart?.();
    },
    onPointerMove: (e: ReactPointerEvent<T>) => {
      const g = gesture.current;
      if (!onDrag || !g || g.id !== e.pointerId) return;
      const dx = e.clientX - g.x;
      const dy = e.clientY - g.y;
      if (g.horizontal === null && Math.hypot(dx, dy) > DIRECTION_AFTER_PX) {
        g.horizontal = Math.abs(dx) > Math.abs(dy);
        if (g.horizontal) e.currentTarget.setPointerCapture(e.pointerId);
        else gesture.current = null; // a vertical gesture scrolls the page
      }
      if (g.horizontal) onDrag(dx, e);
    },
    onPointerUp: (e: ReactPointerEvent<T>) => end(e, false),
    onPointerCancel: (e: ReactPointerEvent<T>) => end(e, true),
  };
}
