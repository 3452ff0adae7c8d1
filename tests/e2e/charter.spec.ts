// Citizens' Charter (docs/product/public-site.md#pages, #states, #errors): embedded viewer on desktop, the redirect on phones, and the
// fallback panel when the PDF cannot be shown.
import { siteConfig } from '../../config/site.ts';
import { charterPdfUrl } from '../../src/shared/charter.ts';
import { expect, test } from './fixtures.ts';

const FALLBACK_MESSAGE =
  "The PDF couldn't be displayed inline. Please use one of the options below to view or download the Citizens' Charter document.";
const OPTIONS = [
  'View PDF',
  'Try Embedded Viewer',
  'Download PDF',
  'Try PDF viewer again',
  'Try Advanced Mobile Viewer',
];

test('the charter opens in the embedded viewer on desktop and redirects to the PDF on phones', async ({
  page,
  isMobile,
  checkA11y,
}) => {
  const pdf = charterPdfUrl(siteConfig);
  // The phone's trip to the PDF is held until the redirect screen has been seen, so it stays in view while
  // the browser goes there.
  let seen = () => {};
  let held = Promise.resolve();
  const hold = () => {
    held = new Promise<void>((r) => {
      seen = r;
    });
  };
  hold();
  await page.route('**/documents/citizens-charter.pdf', async (route) => {
    if (isMobile && route.request().isNavigationRequest()) await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/quick-links/citizens-charter');
  if (isMobile) {
    await expect(page.getByRole('heading', { name: 'Redirecting to PDF...' })).toBeVisible();
    seen();
    // After 1.5 s the phone is sent to the PDF itself, on every visit (not once per tab).
    const atPdf = new RegExp(`${pdf.replace(/\./g, '\\.')}$`);
    await expect(page).toHaveURL(atPdf, { timeout: 10_000 });
    hold();
    await page.goto('/quick-links/citizens-charter');
    await expect(page.getByRole('heading', { name: 'Redirecting to PDF...' })).toBeVisible();
    seen();
    await expect(page).toHaveURL(atPdf, { timeout: 10_000 });
    return;
  }
  await expect(page.getByRole('heading', { level: 1, name: "Citizens' Charter" })).toBeVisible();
  const viewer = page.getByRole('region', { name: 'Charter document' });
  await expect(viewer.locator('iframe')).toHaveAttribute('src', pdf);
  await expect(viewer.locator('object, embed')).toHaveCount(0);
  await expect(viewer.getByRole('link', { name: /Open in new tab/ })).toHaveAttribute('target', '_blank');
  await expect(viewer.getByRole('link', { name: 'Download', exact: true })).toHaveAttribute('download');
  await expect(page.getByRole('link', { name: 'Download Charter' })).toHaveAttribute('href', pdf);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  // Loaded after the frame's load event plus 1.5 s.
  await expect(viewer).toHaveAttribute('data-state', 'loaded', { timeout: 8000 });
  await checkA11y();
});

test('a phone can stay on the page instead of being redirected', async ({ page, isMobile, checkA11y }) => {
  // The PDF answers only after the button is pressed, so an answer arriving afterwards would show in the test;
  // then the page's clock (the test's) is moved past every wait the page has, and the phone stays.
  let answer = () => {};
  const answered = new Promise<void>((r) => {
    answer = r;
  });
  await page.route('**/documents/citizens-charter.pdf', async (route) => {
    if (route.request().isNavigationRequest()) await answered;
    await route.continue().catch(() => undefined);
  });
  // The page's clock stands still and moves only when the test moves it: running with real time, the 1.5 s
  // redirect could start before the press on a busy machine, and the press would then wait for it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/quick-links/citizens-charter');
  if (!isMobile) {
    // Desktop never shows the redirect screen.
    await expect(page.getByRole('region', { name: 'Charter document' })).toBeVisible();
    await expect(page.getByText('Redirecting to PDF...')).toHaveCount(0);
    return;
  }
  // The page wakes on the test's clock, moved on in steps far shorter than the redirect's 1.5 s.
  const stay = page.getByRole('button', { name: 'Stay on this page' });
  for (let step = 0; step < 100 && !(await stay.isVisible()); step++) await page.clock.runFor(50);
  await stay.click();
  await expect(page.getByRole('heading', { level: 1, name: "Citizens' Charter" })).toBeVisible();
  answer();
  await page.clock.runFor(10_000);
  await expect(page.getByRole('heading', { level: 1, name: "Citizens' Charter" })).toBeVisible();
  await expect(page).toHaveURL(/\/quick-links\/citizens-charter$/);
  // axe waits on timers of its own, so it runs once the page's clock runs again.
  await page.clock.resume();
  await checkA11y();
});

test('the loading-wait fallback is for mobile devices without PDF support only', async ({
  page,
  isMobile,
}) => {
  // No PDF viewer, and a frame that never loads during the test (the file itself answers at once to the
  // page's HEAD check). The page's clock is the test's, so its waits run out when the test moves it on.
  await page.addInitScript(() => Object.defineProperty(navigator, 'pdfViewerEnabled', { get: () => false }));
  await page.route('**/documents/citizens-charter.pdf', async (route) => {
    if (route.request().method() !== 'HEAD') return;
    await route.continue().catch(() => undefined);
  });
  await page.clock.install();
  await page.goto('/quick-links/citizens-charter');
  if (isMobile) await page.getByRole('button', { name: 'Stay on this page' }).click();
  const viewer = page.getByRole('region', { name: 'Charter document' });
  await expect(viewer).toHaveAttribute('data-state', 'loading');
  if (isMobile) {
    // The 4 s mobile wait runs out: the fallback panel.
    await page.clock.runFor(4000);
    await expect(viewer).toHaveAttribute('data-state', 'fallback');
    return;
  }
  // A desktop keeps waiting for its frame past the 3 s wait.
  await page.clock.runFor(3500);
  await expect(viewer).toHaveAttribute('data-state', 'loading');
});

test('when the PDF cannot be loaded the fallback panel offers five options', async ({ page, checkA11y }) => {
  let blocked = 0;
  await page.route('**/documents/citizens-charter.pdf', (route) => {
    blocked++;
    return route.abort();
  });
  await page.goto('/quick-links/citizens-charter');
  const viewer = page.getByRole('region', { name: 'Charter document' });
  await expect(viewer).toHaveAttribute('data-state', 'fallback');
  await expect(viewer.getByRole('alert')).toHaveText(FALLBACK_MESSAGE);
  for (const name of OPTIONS) {
    await expect(
      viewer.getByRole(/PDF viewer again|Embedded/.test(name) ? 'button' : 'link', { name }),
    ).toBeVisible();
  }
  await expect(viewer.getByRole('link', { name: 'View PDF' })).toHaveAttribute('target', '_blank');
  await expect(viewer.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download');
  await checkA11y();

  // Retrying resets to loading; the PDF is still blocked, so the panel comes back.
  const before = blocked;
  await viewer.getByRole('button', { name: 'Try PDF viewer again' }).click();
  await expect.poll(() => blocked).toBeGreaterThan(before);
  await expect(viewer).toHaveAttribute('data-state', 'fallback');
  await viewer.getByRole('button', { name: 'Try Embedded Viewer' }).click();
  await expect(viewer).toHaveAttribute('data-viewer', 'embedded');
  await expect(viewer).toHaveAttribute('data-state', 'fallback');
  // The policy allows no plugin content (object-src 'none'): the embedded viewer is a frame too.
  await expect(viewer.locator('object, embed')).toHaveCount(0);
});
