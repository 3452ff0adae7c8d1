// View recording (docs/product/public-site.md#states, #constants): one view when the article loads, the time spent when the tab is
// hidden after more than 5 s, and a beacon with the duration when the page unloads. The server counts one
// view per visitor per 30 minutes and only updates the duration of later calls.
import { useEffect, useRef } from 'react';
import { beaconArticleView, recordArticleView, type ViewCounts } from '../api/record-article-view.ts';

export const MIN_HIDDEN_DURATION_S = 5;

const seconds = (since: number) => Math.round((performance.now() - since) / 1000);

/**
 * `onFirstView` runs once the first view call has settled, with the counts its reply carries (undefined when
 * it failed): the page shows them at once, and the stats call waits for it, so a new reader's first two
 * requests do not race for the anonymous visitor cookie (the later one would otherwise replace the id the
 * view was counted under, and the next visit would count again).
 */
export function useViewRecording(
  articleId: number | undefined,
  onFirstView?: (counts: ViewCounts | undefined) => void,
): void {
  const onFirstViewRef = useRef(onFirstView);
  onFirstViewRef.current = onFirstView;
  useEffect(() => {
    if (articleId === undefined) return;
    const start = performance.now();
    let unloaded = false;
    recordArticleView(articleId, null).then(
      (counts) => onFirstViewRef.current?.(counts),
      (error: unknown) => {
        console.warn('View not recorded', error);
        onFirstViewRef.current?.(undefined);
      },
    );

    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') return;
      const duration = seconds(start);
      if (duration > MIN_HIDDEN_DURATION_S) {
        recordArticleView(articleId, duration).catch((error: unknown) =>
          console.warn('View not recorded', error),
        );
      }
    };
    const onPageHide = () => {
      unloaded = true;
      beaconArticleView(articleId, seconds(start));
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the article inside the site is an unload of the article too.
      if (!unloaded && seconds(start) >= 1) beaconArticleView(articleId, seconds(start));
    };
  }, [articleId]);
}
