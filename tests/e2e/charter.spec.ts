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
  // The PDF answers after 3 s, so the redirect screen stays in view while the browser goes there.
  await page.route('**/documents/citizens-charter.pdf', async (route) => {
    if (isMobile && route.request().isNavigationRequest()) await new Promise((r) => setTimeout(r, 3000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/quick-links/citizens-charter');
  if (isMobile) {
    await expect(page.getByRole('heading', { name: 'Redirecting to PDF...' })).toBeVisible();
    // After 1.5 s the phone is sent to the PDF itself, on every visit (not once per tab).
    const atPdf = new RegExp(`${pdf.replace(/\./g, '\\.')}$`);
    await expect(page).toHaveURL(atPdf, { timeout: 10_000 });
    await page.goto('/quick-links/citizens-charter');
    await expect(page.getByRole('heading', { name: 'Redirecting to PDF...' })).toBeVisible();
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
  // The PDF answers slowly: staying works even after the redirect has started.
  await page.route('**/documents/citizens-charter.pdf', async (route) => {
    if (route.request().isNavigationRequest()) await new Promise((r) => setTimeout(r, 8000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/quick-links/citizens-charter');
  if (!isMobile) {
    // Desktop never shows the redirect screen.
    await expect(page.getByRole('region', { name: 'Charter document' })).toBeVisible();
    await expect(page.getByText('Redirecting to PDF...')).toHaveCount(0);
    return;
  }
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Citizens' Charter" })).toBeVisible();
  await checkA11y();
  await page.waitForTimeout(9000);
  await expect(page).toHaveURL(/\/quick-links\/citizens-charter$/);
});

test('the loading-wait fallback is for mobile devices without PDF support only', async ({
  page,
  isMobile,
}) => {
  // No PDF viewer, and a frame that takes 6 s to load (the file itself answers at once).
  await page.addInitScript(() => Object.defineProperty(navigator, 'pdfViewerEnabled', { get: () => false }));
  await page.route('**/documents/citizens-charter.pdf', async (route) => {
    if (route.request().method() !== 'HEAD') await new Promise((r) => setTimeout(r, 6000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/quick-links/citizens-charter');
  if (isMobile) await page.getByRole('button', { name: 'Stay on this page' }).click();
  const viewer = page.getByRole('region', { name: 'Charter document' });
  await expect(viewer).toHaveAttribute('data-state', 'loading');
  if (isMobile) {
    // The 4 s mobile wait runs out: the fallback panel.
    await expect(viewer).toHaveAttribute('data-state', 'fallback', { timeout: 5500 });
    return;
  }
  // A desktop keeps waiting for its frame past the 3 s wait.
  await page.waitForTimeout(3500);
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
