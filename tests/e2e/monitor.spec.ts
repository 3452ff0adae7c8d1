// The submissions monitor: password gate, stats, text-only rendering, logout and the forced logout.
import { expect, test } from './fixtures.ts';

const MONITOR_PASSWORD = 'Monit0rPassword';

async function signIn(page: import('@playwright/test').Page) {
  await page.goto('/honeypot/admin');
  await page.getByLabel('Password').fill(MONITOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

test('password gate: required, Invalid password, then signed in until Logout', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/honeypot/admin');
  await expect(page.getByRole('heading', { name: 'Submissions Monitor' })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter the password');
  await page.getByLabel('Password').fill('definitely-wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid password');
  await checkA11y();

  await page.getByLabel('Password').fill(MONITOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  for (const label of ['Total Submissions', 'Today', 'With Messages', 'In-App Browsers']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  // The session survives a reload (session storage) and holds a token, not the password.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).not.toContain(MONITOR_PASSWORD);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('a network failure at sign-in shows Authentication failed', async ({ page }) => {
  await page.route('**/api/honeypot-admin/verify', (route) => route.abort('connectionrefused'));
  await page.goto('/honeypot/admin');
  await page.getByLabel('Password').fill(MONITOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Authentication failed');
});

test('a failed load of submissions logs out', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/honeypot-admin/submissions**', (route) =>
    route.fulfill({ status: 401, json: { ok: false, message: 'Invalid or expired monitor session' } }),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test('messages are shown as text, never as HTML', async ({ page, request }) => {
  const marker = `xss-${Date.now()}`;
  const payload = `<img src=x onerror="window.__pwned=1"><b>${marker}</b> please check the lab`;
  const res = await request.post('/api/honeypot', {
    data: { replyEmail: `${marker}@example.com`, message: payload, gpsLocation: null },
  });
  expect(res.status()).toBe(201);
  await signIn(page);
  const row = page.locator('[data-submission-id]').filter({ hasText: `${marker}@example.com` });
  await expect(row.filter({ visible: true })).toContainText('<img src=x onerror=');
  await row.filter({ visible: true }).getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog')).toContainText(payload);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});
