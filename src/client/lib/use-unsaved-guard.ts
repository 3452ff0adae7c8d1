// Unsaved changes on a portal screen: moving to another screen is held for a "Leave without saving?" dialog
// (the returned blocker), and closing or reloading the tab asks the browser's own question.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** `hold` (default `unsaved`) says when a move to another screen waits for the dialog. */
export function useUnsavedGuard(unsaved: boolean, hold: boolean = unsaved) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hold && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
  return blocker;
}
