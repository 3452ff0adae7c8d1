// States of the Citizens' Charter viewer (docs/product/public-site.md#states): loading, then loaded (frame load event plus 1.5 s)
// or fallback (the frame fails, or the loading wait of 4 s runs out on a mobile device without a PDF
// viewer; a desktop keeps waiting for the frame). Mobile devices that have not retried are sent to the PDF
// itself after 1.5 s, on every visit.
import { useCallback, useEffect, useRef, useState } from 'react';
import { hasPdfSupport } from './device.ts';

export const LOADED_DELAY_MS = 1500;
export const REDIRECT_DELAY_MS = 1500;
export const LOADING_WAIT_DESKTOP_MS = 3000;
export const LOADING_WAIT_MOBILE_MS = 4000;

export type CharterStatus = 'loading' | 'loaded' | 'fallback' | 'redirecting';
/**
 * How the PDF is shown: the plain frame first; 'Try Embedded Viewer' asks the browser's PDF viewer for a
 * fit-to-width view. Both are same-origin iframes: the policy allows no <object> or <embed> (object-src 'none').
 */
export type ViewerKind = 'frame' | 'embedded';

export function useCharterViewer(pdfUrl: string, mobile: boolean) {
  const [attempt, setAttempt] = useState<{ retries: number; kind: ViewerKind }>({
    retries: 0,
    kind: 'frame',
  });
  const [status, setStatusState] = useState<CharterStatus>('loading');
  const statusRef = useRef(status);
  const setStatus = useCallback((s: CharterStatus) => {
    statusRef.current = s;
    setStatusState(s);
  }, []);
  const mobileRef = useRef(mobile);
  mobileRef.current = mobile;
  const loadTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const redirect = mobileRef.current && attempt.retries === 0;
    setStatus(redirect ? 'redirecting' : 'loading');
    const timers: number[] = [];
    const controller = new AbortController();
    const fail = () => {
      if (statusRef.current === 'loading' || statusRef.current === 'redirecting') setStatus('fallback');
    };

    // An iframe reports no error for a missing or blocked document, so ask for the file itself.
    fetch(pdfUrl, { method: 'HEAD', cache: 'no-store', signal: controller.signal })
      .then((res) => {
        if (!res.ok) fail();
      })
      .catch(() => {
        if (!controller.signal.aborted) fail();
      });

    if (redirect) {
      timers.push(
        window.setTimeout(() => {
          if (statusRef.current !== 'redirecting') return;
          // Replaces the page in the history: Back from the PDF returns to where the visitor came from
          // instead of into another redirect.
          window.location.replace(pdfUrl);
        }, REDIRECT_DELAY_MS),
      );
    }

    const wait = mobileRef.current ? LOADING_WAIT_MOBILE_MS : LOADING_WAIT_DESKTOP_MS;
    timers.push(
      window.setTimeout(() => {
        // A mobile device without a PDF viewer can never show the document inline.
        if (statusRef.current === 'loading' && mobileRef.current && !hasPdfSupport()) setStatus('fallback');
      }, wait),
    );

    return () => {
      controller.abort();
      for (const t of timers) window.clearTimeout(t);
      window.clearTimeout(loadTimer.current);
    };
  }, [attempt, pdfUrl, setStatus]);

  const onViewerLoad = useCallback(() => {
    if (statusRef.current !== 'loading') return;
    window.clearTimeout(loadTimer.current);
    loadTimer.current = window.setTimeout(() => {
      if (statusRef.current === 'loading') setStatus('loaded');
    }, LOADED_DELAY_MS);
  }, [setStatus]);

  const onViewerError = useCallback(() => {
    if (statusRef.current === 'loading') setStatus('fallback');
  }, [setStatus]);

  /** Retry buttons reset to loading; a retry also stops the mobile redirect, even one already under way. */
  const retry = useCallback((kind: ViewerKind) => {
    if (statusRef.current === 'redirecting') window.stop();
    setAttempt((a) => ({ retries: a.retries + 1, kind }));
  }, []);

  return { status, kind: attempt.kind, retries: attempt.retries, onViewerLoad, onViewerError, retry };
}
