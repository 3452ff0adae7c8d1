// The public site's modals (the library rules, the image viewer) on the native modal <dialog>, which keeps
// focus inside and makes the page behind it inert: opened on mount with the page's scroll locked; on unmount
// closed, the scroll position restored and focus given back to what had it (unless that is now inert).
import { type RefObject, type SyntheticEvent, useEffect, useRef } from 'react';
import { lockScroll } from './scroll-lock.ts';

export function useModalDialog(onClose: () => void, focusOnOpen?: RefObject<HTMLElement | null>) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once, on mount
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = lockScroll();
    if (dialog && !dialog.open) dialog.showModal();
    focusOnOpen?.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      release();
      if (opener?.isConnected && !opener.closest('[inert]')) opener.focus({ preventScroll: true });
    };
  }, []);

  return {
    ref,
    /** Calls the latest onClose. */
    close: () => onCloseRef.current(),
    /** Escape: the caller unmounts the dialog, so scroll and focus are restored in one place. */
    onCancel: (e: SyntheticEvent<HTMLDialogElement>) => {
      e.preventDefault();
      onCloseRef.current();
    },
  };
}
