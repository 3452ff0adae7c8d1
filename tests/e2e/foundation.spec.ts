import { expect, REACT_APP_PAGE, test } from './fixtures.ts';

test('home renders with the welcome heading', async ({ page, checkA11y }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  await checkA11y();
});

test('an unknown path shows the 404 page with Go home and Go back', async ({ page, checkA11y }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('redirects of the route table', async ({ page }) => {
  for (const [from, to] of [
    ['/about', '/about/history'],
    ['/research', '/research/news'],
    ['/extension', '/extension/news'],
    ['/programs', '/programs/bsit'],
  ]) {
    await page.goto(from as string);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
  }
});

test('the public header is hidden under /administrator', async ({ page }) => {
  await page.goto('/administrator/login');
  await expect(page.locator('header').filter({ hasText: 'San Isidro Campus' })).toHaveCount(0);
});

test('a page scrolls to the top on route change', async ({ page }) => {
  // A route change inside the React application (the charter's page); islands pages load documents.
  await page.goto(REACT_APP_PAGE);
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
    window.scrollTo(0, 2000);
  });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/careers');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/careers$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
