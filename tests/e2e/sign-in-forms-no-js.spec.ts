// Forms that carry a password never submit by GET (src/shared/contract/sign-in-forms.ts): with JavaScript off
// (a submit before hydration is the same), the sign-in and monitor forms post to their own page, and the
// server sends the visitor back to the page with a notice. The password never appears in any address the
// browser asks for or shows (the address bar, the history, the server's access log).
import { E2E_MONITOR_PASSWORD, E2E_SUPERADMIN } from '../../playwright.config.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test.use({ javaScriptEnabled: false });

const forms = [
  {
    path: '/administrator/login',
    password: E2E_SUPERADMIN.password,
    fill: async (page: import('@playwright/test').Page, password: string) => {
      await page.getByLabel('Email').fill(E2E_SUPERADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(password);
    },
  },
  {
    path: '/honeypot/admin',
    password: E2E_MONITOR_PASSWORD,
    fill: async (page: import('@playwright/test').Page, password: string) => {
      await page.getByLabel('Password', { exact: true }).fill(password);
    },
  },
];

for (const form of forms) {
  for (const how of ['Enter', 'click'] as const) {
    test(`${form.path}: a submit (${how}) with JavaScript off posts, and the password stays out of every address`, async ({
      page,
    }) => {
      const asked: { method: string; url: string }[] = [];
      const shown: string[] = [];
      page.on('request', (r) => asked.push({ method: r.method(), url: r.url() }));
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) shown.push(frame.url());
      });
      await page.goto(form.path);
      await form.fill(page, form.password);
      const posted = page.waitForRequest((r) => r.method() === 'POST');
      if (how === 'Enter') await page.getByLabel('Password', { exact: true }).press('Enter');
      else await page.getByRole('button', { name: 'Sign in' }).click();
      const post = await posted;
      expect(new URL(post.url()).pathname).toBe(form.path);
      expect(post.postData() ?? '').toContain('password=');

      await expect(page).toHaveURL(`${form.path}?signin=unfinished`);
      await expect(page.getByRole('alert')).toContainText(
        'You were not signed in: the page had not finished loading.',
      );
      const secret = encodeURIComponent(form.password);
      for (const url of [...asked.map((a) => a.url), ...shown, page.url()]) {
        expect(url).not.toContain(secret);
        expect(url).not.toContain('password');
      }
      // Back goes to the form without a query either.
      await page.goBack();
      expect(page.url()).not.toContain(secret);
    });
  }
}

test('the notice stays once the page hydrates, and the page passes axe', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const page = await context.newPage();
  for (const form of forms) {
    await page.goto(`${form.path}?signin=unfinished`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('alert')).toContainText('Signing in needs JavaScript.');
    await expectNoA11yViolations(page);
  }
  await context.close();
});
