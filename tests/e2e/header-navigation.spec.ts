import { expect, REACT_APP_PAGE, test } from './fixtures.ts';

// Inside the React application (the charter's page, the portal) a header link is a client-side navigation; the
// islands pages (home, articles, lists: docs/decisions/0026-public-pages-as-islands.md) load the next page as a
// document instead, which header-menus.spec.ts and server-rendering.spec.ts cover.
test('a header link routes without a full page load', async ({ page }) => {
  // The desktop menu; the phone menu has its own tests.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(REACT_APP_PAGE);
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});
