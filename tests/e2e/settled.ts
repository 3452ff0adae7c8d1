// Waits on the page's own state instead of fixed sleeps: until nothing on the page animates or transitions any
// more (CSS animations and transitions, and Web Animations), after the next frame so one just started counts.
import type { Locator, Page } from '@playwright/test';

export async function animationsSettled(page: Page, within?: Locator): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
  const handle = within ? await within.elementHandle() : null;
  await page.waitForFunction(
    (root) =>
      (root ? (root as Element).getAnimations({ subtree: true }) : document.getAnimations()).every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
    handle,
  );
}

/**
 * Until every image of the page has loaded or failed (an `onerror` payload would have run by then; a lazy one
 * out of view asks for nothing yet) and the next frame and task have passed (handlers of events just sent
 * have run).
 */
export async function handlersRan(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}
