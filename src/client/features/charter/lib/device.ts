// Mobile and PDF-support detection of the Citizens' Charter viewer (docs/product/public-site.md#states, #constants).
import { useEffect, useState } from 'react';

/** Mobile breakpoint of docs/product/public-site.md#constants. */
export const MOBILE_BREAKPOINT = 768;

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Silk|Kindle/i;

/** A mobile device pattern in the user agent, or a narrow window (under 768 px) with touch. */
export function isMobileDevice(): boolean {
  if (typeof window === 'undefined') return false;
  if (MOBILE_UA.test(navigator.userAgent)) return true;
  const touch = navigator.maxTouchPoints > 0 || 'ontouchstart' in window;
  return window.innerWidth < MOBILE_BREAKPOINT && touch;
}

/** Whether the browser can show a PDF inside the page. */
export function hasPdfSupport(): boolean {
  if (typeof navigator === 'undefined') return false;
  if (typeof navigator.pdfViewerEnabled === 'boolean') return navigator.pdfViewerEnabled;
  return Array.from(navigator.mimeTypes ?? []).some((m) => m.type === 'application/pdf');
}

/** isMobileDevice(), re-checked whenever the window is resized. */
export function useMobileDevice(): boolean {
  const [mobile, setMobile] = useState(isMobileDevice);
  useEffect(() => {
    const update = () => setMobile(isMobileDevice());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mobile;
}
