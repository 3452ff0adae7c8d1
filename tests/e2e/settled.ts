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
